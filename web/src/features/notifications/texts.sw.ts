import type { Translation } from '@safestay/contracts';
import type { NOTIFY_KIND_LABELS, NOTIFY_TEXT, PREF_TEXT } from './texts';

export const TRANSLATIONS: {
  NOTIFY_TEXT: Translation<typeof NOTIFY_TEXT>;
  PREF_TEXT: Translation<typeof PREF_TEXT>;
  NOTIFY_KIND_LABELS: Translation<typeof NOTIFY_KIND_LABELS>;
} = {
  NOTIFY_TEXT: {
    title: 'Arifa',
    subtitle: 'Habari kuhusu nyumba yako na pesa zako, na jinsi unavyotaka kuzipata.',
    markAllRead: 'Weka zote kuwa zimesomwa',
    seeAll: 'Tazama zote na mipangilio',
    unread: 'Haijasomwa: ',
    empty: 'Bado hakuna arifa',
    emptyText: {
      Landlord: 'Malipo, madai ya kuthibitisha, maombi ya kujiunga na malalamiko mapya yataonekana hapa.',
      Tenant: 'Risiti, bili mpya, vikumbusho vya kodi ya nyumba na habari za malalamiko yako zitaonekana hapa.',
      Caretaker: 'Kwa sasa habari za jengo huenda kwa mwenye jengo.',
    },
    failed: 'Arifa hazikuweza kupakiwa',
    failedText: 'Angalia mtandao wako kisha ujaribu tena.',
    showMore: 'Onyesha arifa zaidi',
    allRead: 'Umesoma zote',
    unreadCount: (n) => (n === 1 ? 'Arifa 1 haijasomwa' : `Arifa ${n} hazijasomwa`),
    bell: 'Arifa',
    bellUnread: (n) => (n === 1 ? 'Arifa, 1 haijasomwa' : `Arifa, ${n} hazijasomwa`),
    justNow: 'sasa hivi',
  },
  PREF_TEXT: {
    heading: 'Jinsi unavyopata habari',
    intro: 'Habari huonekana hapa na chini ya kengele kila wakati. Chagua zipi zikufikie pia kwa SMS au barua pepe.',
    kind: 'Habari',
    sms: 'SMS',
    email: 'Barua pepe',
    smsTo: (phone) => `SMS zinatumwa kwa ${phone}.`,
    emailTo: (email) => `Barua pepe zinatumwa kwa ${email}.`,
    noPhone: 'Nambari yako ya simu si nambari ya simu ya mkononi ya Kenya, kwa hivyo SMS haziwezi kukufikia.',
    noSms: 'SafeStay hii bado haitumi SMS; jumbe zinahifadhiwa.',
    noEmail: 'SafeStay hii bado haitumi barua pepe; jumbe zinahifadhiwa.',
    stopReminders: 'Sitisha vikumbusho vya SMS',
    stopRemindersHint: 'Vikumbusho vya kodi ya nyumba havitatumwa tena kwa SMS. Bado utaviona hapa.',
    save: 'Hifadhi mapendeleo',
    saved: 'Mapendeleo ya arifa yamehifadhiwa.',
    failed: 'Mapendeleo yako hayakuweza kupakiwa.',
    form: 'Mapendeleo ya arifa',
    channelFor: (channel, kind) => `${channel} kwa ${kind}`,
  },
  NOTIFY_KIND_LABELS: {
    receipt: 'Risiti za malipo yangu',
    new_bill: 'Bili mpya',
    reminder: 'Vikumbusho vya kodi ya nyumba',
    tenancy_decision: 'Mwenye nyumba wangu akinikubali au akinikataa',
    complaint_status: 'Maendeleo ya malalamiko yangu',
    claim: 'Wapangaji wanaosema wamelipa',
    payment_received: 'Malipo ya M-PESA yaliyopokelewa',
    join_request: 'Watu wanaoomba kujiunga',
    complaint_new: 'Malalamiko mapya',
    chat_digest: 'Jumbe za gumzo ambazo sijasoma',
  },
};
