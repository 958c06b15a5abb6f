import type { Translation } from '@safestay/contracts';
import type {
  GO_LIVE_TEXT,
  JOIN_POLICY_LABELS,
  MPESA_ENVIRONMENT_LABELS,
  MPESA_TEXT,
  PROVIDERS_TEXT,
  SETTINGS_TEXT,
  SHORTCODE_TYPE_LABELS,
} from './texts';

export const TRANSLATIONS: {
  SETTINGS_TEXT: Translation<typeof SETTINGS_TEXT>;
  JOIN_POLICY_LABELS: Translation<typeof JOIN_POLICY_LABELS>;
  MPESA_TEXT: Translation<typeof MPESA_TEXT>;
  PROVIDERS_TEXT: Translation<typeof PROVIDERS_TEXT>;
  GO_LIVE_TEXT: Translation<typeof GO_LIVE_TEXT>;
  MPESA_ENVIRONMENT_LABELS: Translation<typeof MPESA_ENVIRONMENT_LABELS>;
  SHORTCODE_TYPE_LABELS: Translation<typeof SHORTCODE_TYPE_LABELS>;
} = {
  SETTINGS_TEXT: {
    title: 'Mipangilio',
    tenantSubtitle: 'Akaunti yako na data yako.',
    landlordSubtitle: 'Nani anaweza kujiunga na jengo lako, mialiko ya wapangaji wapya, M-PESA, na data yako.',
    notLoaded: 'Mipangilio haikuweza kupakiwa',
    checkConnection: 'Angalia muunganisho wako kisha ujaribu tena.',
    whoMayJoin: 'Nani anaweza kujiunga',
    approvalText:
      'Mtu yeyote anaweza kuomba kujiunga kupitia ukurasa wa kujisajili; unaidhinisha au kukataa kila ombi.',
    inviteOnlyText:
      'Ni watu unaowaalika kwa nambari au kiungo pekee wanaoweza kujiunga; jengo halionyeshwi kwenye ukurasa wa kujisajili.',
    openText: 'Mtu yeyote anayechagua jengo lako kwenye ukurasa wa kujisajili anajiunga mara moja.',
    area: 'Eneo',
    areaPlaceholder: 'k.m. Kilimani, Nairobi',
    areaHint: 'Linaonyeshwa kwa watu wanaochagua jengo, ili wapate lililo sahihi.',
    save: 'Hifadhi',
    invites: 'Mialiko',
    invitesAbout:
      'Mwaliko unamruhusu mtu mmoja kujiunga, hata jengo likipokea kwa mwaliko tu. Kila nambari inatumika mara moja.',
    inviteTenant: 'Alika mpangaji',
    openInvites: 'Mialiko iliyo wazi',
    unit: 'Nyumba',
    onlyVacant: 'Nyumba zilizo wazi pekee ndizo zinaonyeshwa.',
    noUnitYet: 'Bado hakuna nyumba',
    expiresInDays: 'Siku hadi mwisho',
    daysHint: 'Kuanzia siku 1 hadi 30.',
    createInvite: 'Unda mwaliko',
    noOpenInvites: 'Hakuna mialiko iliyo wazi.',
    unitCode: (code) => `Nyumba ${code}`,
    anyUnit: 'Nyumba yoyote',
    expires: (day) => `Unaisha ${day}`,
    withdraw: 'Ondoa',
    withdrawInvite: (hint) => `Ondoa mwaliko ${hint}`,
    withdrawTitle: 'Ondoa mwaliko',
    withdrawConfirm: (hint, unit) =>
      `Ondoa mwaliko ${hint}${unit ? ` wa nyumba ${unit}` : ''}? Nambari yake itaacha kufanya kazi mara moja.`,
    newInvite: 'Mwaliko mpya',
    shownOnce: (unit) =>
      `Nambari ya mwaliko${unit ? ` wa nyumba ${unit}` : ''}. Inaonyeshwa sasa tu: ishiriki kabla ya kuondoka kwenye ukurasa huu.`,
    whatsAppText: (apartment, link, code) => `Jiunge na ${apartment} kwenye SafeStay: ${link} (nambari ${code})`,
    yourData: 'Data yako',
    yourDataAbout: 'Sheria ya Kenya ya Ulinzi wa Data inakupa haki ya kuona tunachohifadhi kukuhusu na kukifuta.',
    downloadMyData: 'Pakua data yangu',
    downloadAbout:
      'Faili moja yenye akaunti yako, upangaji, bili, malipo, risiti, taarifa za akaunti, malalamiko, gumzo na jumbe tulizokutumia.',
    deleteMyAccount: 'Futa akaunti yangu',
    deleteAbout:
      'Tunafuta jina lako na mawasiliano yako. Kumbukumbu za pesa zinabaki, chini ya nambari badala ya jina lako, kwa sababu sheria inataka zihifadhiwe.',
    signedOutEverywhere: 'Utatolewa kila mahali na hutaweza kuingia tena.',
    whatWeErase: 'Tunachofuta',
    eraseAbout:
      'Jina lako, barua pepe, nambari za simu na nambari ya kitambulisho. Baada ya hapo unaonyeshwa kama "Mpangaji wa zamani" au "Mwenye nyumba wa zamani" pamoja na nambari fupi.',
    whatWeKeep: 'Tunachobakiza, na kwa nini',
    keepLandlord:
      'Jengo lako pamoja na bili, malipo, risiti na kumbukumbu ya shughuli, chini ya jina hilo: wapangaji wako wa zamani na mamlaka ya ushuru (KRA) wanategemea kumbukumbu hizo.',
    keepTenant:
      'Bili, malipo, risiti, taarifa za akaunti, malalamiko, gumzo na kumbukumbu ya shughuli zako, chini ya jina hilo: kumbukumbu za kodi ya nyumba lazima zihifadhiwe kwa ajili ya mamlaka ya ushuru (KRA).',
    tenancyEndsToday: 'Ikiwa unaishi kwenye jengo sasa, upangaji wako unaisha leo.',
    downloadFirst: 'Pakua data yako kwanza ikiwa unataka nakala.',
    yourPassword: 'Nenosiri lako',
    kraPin: 'PIN ya KRA',
    kraPinAbout: 'Yako, kama KRA ilivyokupa: inaonekana kwenye ripoti yako ya mapato ya kodi ya nyumba ya mwezi.',
    savePin: 'Hifadhi PIN',
  },
  JOIN_POLICY_LABELS: {
    approval: 'Kwa idhini yangu',
    invite_only: 'Kwa mwaliko tu',
    open: 'Wazi kwa wote',
  },
  MPESA_TEXT: {
    about:
      'Paybill au Till yako na funguo zake za Daraja, ili malipo ya M-PESA ya wapangaji yafike kwenye bili zao yenyewe.',
    notLoaded: 'Mipangilio ya M-PESA haikuweza kupakiwa. Angalia muunganisho wako kisha ujaribu tena.',
    connection: 'Muunganisho',
    callbackUrls: 'URL za callback',
    callbackUrlsIs: 'URL za callback: ',
    registeredOn: (moment) => `zilisajiliwa ${moment}`,
    notRegistered: 'hazijasajiliwa',
    lastPaymentIs: 'Malipo ya mwisho yaliyopokewa: ',
    noneYet: 'bado hakuna',
    confirmationUrl: 'URL ya uthibitisho',
    validationUrl: 'URL ya uhakiki',
    noPublicAddress: 'Seva hii bado haijui anwani yake ya umma, kwa hiyo hakuna URL za callback za kusajili.',
    saveFirst: 'Hifadhi kwanza nambari yako ya M-PESA na funguo.',
    testConnection: 'Jaribu muunganisho',
    registerUrls: 'Sajili URL za callback',
    copy: 'Nakili',
    copyWhat: (label) => `Nakili ${label}`,
    form: 'Mipangilio ya M-PESA',
    environment: 'Mazingira',
    paybillOrTill: 'Paybill au Till',
    shortcode: 'Nambari ya biashara',
    shortcodeHint: 'Nambari ya Paybill au Till ambayo wapangaji hulipia.',
    c2bVersion: 'Toleo la C2B',
    c2bHint: 'Kama ilivyo kwenye bidhaa ya C2B ya programu yako ya Daraja; v2 isipokuwa inasema v1.',
    darajaKeys: 'Funguo za Daraja',
    keysAbout:
      'Kutoka kwa programu yako kwenye developer.safaricom.co.ke. Zinahifadhiwa kwa usimbaji fiche na hazionyeshwi tena.',
    consumerKey: 'Consumer key',
    consumerSecret: 'Consumer secret',
    passkey: 'Passkey',
    savedKeep: 'Imehifadhiwa — acha wazi ili kuibakiza',
    save: 'Hifadhi mipangilio ya M-PESA',
  },
  MPESA_ENVIRONMENT_LABELS: {
    sandbox: 'Sandbox (majaribio)',
    production: 'Production (pesa halisi)',
  },
  SHORTCODE_TYPE_LABELS: {
    paybill: 'Paybill',
    till: 'Till (Buy Goods)',
  },
  PROVIDERS_TEXT: {
    title: 'SMS na barua pepe',
    about:
      'Tuma risiti, vikumbusho na nambari za jengo lako kupitia akaunti yako ya Africa’s Talking na seva yako ya barua. Bila hizo, za SafeStay zinatumika, ikiwa seva inazo.',
    notLoaded: 'Mipangilio ya ujumbe haikupakiwa. Angalia muunganisho wako ujaribu tena.',
    smsTitle: 'SMS (Africa’s Talking)',
    smsAbout: 'Kutoka dashibodi yako ya Africa’s Talking: username ya app na API key (Settings → API Key).',
    emailTitle: 'Barua pepe (SMTP)',
    emailAbout:
      'Anwani ya SMTP ya mtoa huduma wako wa barua, na mtumiaji na nenosiri lake, na anwani ya From wapangaji wanayoiona.',
    username: 'Jina la mtumiaji',
    apiKey: 'API key',
    senderId: 'Sender ID',
    senderIdHint: 'Ile tu Africa’s Talking walioidhinisha kwako; iache wazi kwa ile yao ya kawaida.',
    smtpUrl: 'SMTP URL',
    smtpUrlHint: 'smtp://mtumiaji:nenosiri@mail.example.com:587, au smtps://… kwa port 465.',
    from: 'From',
    fromHint: 'mfano Nyumba Yetu <rent@example.com>',
    setAs: 'Imewekwa: ',
    notSet: 'Haijawekwa: ',
    usingServer: 'Akaunti ya SafeStay inatumika.',
    noneAtAll: 'Hakuna kinachotumwa; ujumbe unasubiri kwenye skrini ya Ujumbe.',
    secretSaved: 'Key imehifadhiwa na haionyeshwi tena. Iandike tena ili kubadilisha chochote.',
    passwordSaved: 'SMTP URL imehifadhiwa na haionyeshwi tena (seva yake tu). Iandike tena ili kubadilisha chochote.',
    smsForm: 'Akaunti ya SMS',
    emailForm: 'Akaunti ya barua pepe',
    saveSms: 'Hifadhi akaunti ya SMS',
    saveEmail: 'Hifadhi akaunti ya barua pepe',
    remove: 'Ondoa',
    testTo: 'Tuma jaribio kwa',
    testPhoneHint: 'Nambari ya simu ya mkononi ya Kenya, mfano 0712 345 678.',
    testEmailHint: 'Anwani ya barua pepe unayoweza kusoma.',
    test: 'Tuma jaribio',
    inboundTitle: 'Majibu kwa SMS (STOP)',
    inboundAbout:
      'Mpe Africa’s Talking URL hii kama callback yako ya SMS (Callback URLs → Incoming messages), ili wapangaji wanaotuma STOP wasitumiwe vikumbusho tena.',
    inboundMissing:
      'Seva bado haina anwani ya umma au tokeni ya callback ya SMS (PUBLIC_BASE_URL, AT_CALLBACK_TOKEN), kwa hiyo hakuna URL ya kutoa.',
    inboundUrl: 'URL ya ujumbe unaoingia',
  },
  GO_LIVE_TEXT: {
    title: 'Kuanza kutumia Daraja halisi',
    intro: 'Wamiliki wengi wana Paybill au Till lakini hawana app ya Daraja. Hivi ndivyo ya kuipata, hatua kwa hatua.',
    step1: 'Jisajili kwenye developer.safaricom.co.ke na uunde app yenye bidhaa za M-Pesa Express na C2B.',
    step2: 'Ijaribu hapa ukiwa na Mazingira "Sandbox": keys za sandbox ziko kwenye ukurasa wa app.',
    step3:
      'Bofya "Go Live" kwenye tovuti ya Daraja. Business Administrator au Business Manager wa Paybill au Till yako athibitishe kwa nambari ya mara moja inayotumwa kwa laini yake ya Safaricom.',
    step4:
      'Safaricom kisha inatoa app ya production: Consumer key na Consumer secret ziko kwenye ukurasa wa app; Passkey (ya maombi ya Lipa sasa) inakuja kwa barua pepe.',
    step5: 'Ziandike hapo juu ukiwa na Mazingira "Production", kisha Jaribu muunganisho.',
    step6:
      'Sajili callback URLs mara moja: Safaricom inazikubali mara moja tu kwa kila shortcode; kuzibadilisha baadaye kunahitaji ombi kwa Safaricom.',
    askTitle: 'Unachoomba Safaricom',
    ask1: 'Go-live ya app yako ya Daraja kwa Paybill au Till yako (nambari ya Head Office kwa Till).',
    ask2: 'Passkey ya M-Pesa Express, ikiwa wapangaji wapate maombi ya Lipa sasa.',
    ask3: 'Validation iwashwe, ikiwa tu unataka malipo yakaguliwe kabla ya kukamilika (si lazima).',
    noBaseUrl:
      'Seva haina anwani ya umma (PUBLIC_BASE_URL), kwa hiyo hakuna callback URLs za kumpa Safaricom. Muombe anayeendesha seva aiweke.',
    notHttps:
      'Callback URLs zinaanza na http://. Safaricom inakubali https:// tu kwenye production; hii inafanya kazi na simulator ya ndani tu.',
  },
};
