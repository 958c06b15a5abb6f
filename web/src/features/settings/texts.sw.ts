import type { Translation } from '@safestay/contracts';
import type {
  JOIN_POLICY_LABELS,
  MPESA_ENVIRONMENT_LABELS,
  MPESA_TEXT,
  SETTINGS_TEXT,
  SHORTCODE_TYPE_LABELS,
} from './texts';

export const TRANSLATIONS: {
  SETTINGS_TEXT: Translation<typeof SETTINGS_TEXT>;
  JOIN_POLICY_LABELS: Translation<typeof JOIN_POLICY_LABELS>;
  MPESA_TEXT: Translation<typeof MPESA_TEXT>;
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
};
