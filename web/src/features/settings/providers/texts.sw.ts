import type { Translation } from '@safestay/contracts';
import type { GO_LIVE_TEXT, PROVIDERS_TEXT } from './texts';

export const TRANSLATIONS: {
  PROVIDERS_TEXT: Translation<typeof PROVIDERS_TEXT>;
  GO_LIVE_TEXT: Translation<typeof GO_LIVE_TEXT>;
} = {
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
