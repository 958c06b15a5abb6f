import type { Translation } from '@safestay/contracts';
import type { CHANNEL_LABEL, KIND_LABEL, OUTBOX_TEXT, STATUS_LABEL } from './texts';

const siku = (n: number) => (n === 1 ? 'Siku 1' : `Siku ${n}`);

export const TRANSLATIONS: {
  OUTBOX_KIND_LABEL: Translation<typeof KIND_LABEL>;
  OUTBOX_CHANNEL_LABEL: Translation<typeof CHANNEL_LABEL>;
  OUTBOX_STATUS_LABEL: Translation<typeof STATUS_LABEL>;
  OUTBOX_TEXT: Translation<typeof OUTBOX_TEXT>;
} = {
  OUTBOX_KIND_LABEL: {
    receipt: 'Risiti',
    new_bill: 'Bili mpya',
    reminder: 'Kikumbusho cha kodi ya nyumba',
    tenancy_decision: 'Uamuzi wa kujiunga',
    complaint_status: 'Maendeleo ya lalamiko',
    claim: 'Malipo ya kuthibitisha',
    payment_received: 'Malipo ya M-Pesa',
    join_request: 'Ombi la kujiunga',
    complaint_new: 'Lalamiko jipya',
    chat_digest: 'Mazungumzo ambayo hujasoma',
    password_reset: 'Nambari ya kubadilisha nenosiri',
  },
  OUTBOX_CHANNEL_LABEL: { sms: 'SMS', email: 'Barua pepe' },
  OUTBOX_STATUS_LABEL: {
    sent: 'Umetumwa',
    held: 'Umehifadhiwa: hakuna mtoa huduma',
    queued: 'Unasubiri kutumwa',
    sending: 'Unatumwa',
    failed: 'Haukufika',
    cancelled: 'Umeghairiwa',
  },
  OUTBOX_TEXT: {
    title: 'Ujumbe',
    subtitle: 'Vikumbusho vya kodi ya nyumba kwa SMS, na kila SMS na barua pepe iliyotumwa kwa wapangaji wako.',
    reminders: 'Vikumbusho vya kodi ya nyumba',
    remindersHint:
      'SMS kwa kila mpangaji ambaye bado anadaiwa kodi ya nyumba, siku unazochagua kabla na baada ya tarehe ya kulipa.',
    remindersFailed: 'Vikumbusho havikuweza kupakiwa',
    checkConnection: 'Angalia mtandao wako kisha ujaribu tena.',
    remindersSaved: 'Vikumbusho vimehifadhiwa.',
    sendReminders: 'Tuma vikumbusho vya kodi ya nyumba',
    sendRemindersHint: 'Kwa kila mpangaji ambaye bado hajalipa kodi ya nyumba.',
    days: 'Siku',
    daysHint: 'Kabla au baada ya tarehe ya kulipa ya kila bili; zisizidi 5. Mpangaji aliyelipa hatumiwi kitu.',
    hourField: 'Saa (Nairobi)',
    saveReminders: 'Hifadhi vikumbusho',
    onDueDate: 'Siku ya kulipa',
    daysBefore: (n) => `${siku(n)} kabla`,
    daysAfter: (n) => `${siku(n)} baada`,
    whatTenantsGet: 'Wapangaji wanachopokea',
    day: 'Siku',
    chooseADay: 'Chagua angalau siku moja: bila siku, hakuna kikumbusho kinachotumwa.',
    characters: (length, limit) => `Herufi ${length} / ${limit}`,
    moreThanOne: ' · zaidi ya SMS moja',
    sentWhen: (offset, hour, unit, amount) => {
      const n = Math.abs(offset);
      const when =
        offset === 0 ? 'siku ya kulipa' : `siku ${n} ${offset < 0 ? 'kabla ya' : 'baada ya'} tarehe ya kulipa`;
      return `Kinatumwa ${when} saa ${hour} (saa za Nairobi) kwa kila mpangaji ambaye bado anadaiwa. Mfano: nyumba ${unit}, ${amount} za kulipa.`;
    },
    remindersOff: 'Vikumbusho vimezimwa: hakuna kinachotumwa.',
    unreachable: 'Wasioweza kufikiwa kwa SMS',
    unreachableHint: 'Wapangaji ambao hawatapata vikumbusho na habari kwa SMS, na sababu.',
    unreachableFailed: 'Orodha hii haikuweza kupakiwa. Angalia mtandao wako kisha ujaribu tena.',
    allReachable: 'Kila mpangaji anaweza kufikiwa kwa SMS',
    allReachableText:
      'Mpangaji ambaye nambari yake haiwezi kupokea SMS, aliyesimamisha vikumbusho vya SMS, au ambaye SMS yake ya mwisho haikufika ataonekana hapa.',
    sent: 'Ujumbe uliotumwa',
    sentHint: 'Kila SMS na barua pepe ambayo SafeStay ilituma kwako na kwa wapangaji wako, mpya kwanza.',
    showMessages: 'Onyesha ujumbe',
    tabAll: 'Zote',
    tabSent: 'Zimetumwa',
    // A soft hyphen (U+00AD) lets the long word break at a syllable in a phone's three-column tabs.
    tabKept: 'Zimehifa\u00ADdhiwa',
    tabFailed: 'Hazikufika',
    tabWaiting: 'Zinasubiri',
    tabCancelled: 'Zimeghairiwa',
    keptNote:
      'Hakuna mtoa huduma wa SMS au barua pepe kwenye seva hii, kwa hivyo ujumbe unahifadhiwa hapa badala ya kutumwa. Akishawekwa, "Tuma tena" hutuma ujumbe uliohifadhiwa.',
    noMessages: 'Bado hakuna ujumbe',
    noMessagesText:
      'Bili mpya, risiti na vikumbusho vya kodi ya nyumba vinavyotumwa kwa wapangaji wako vitaonekana hapa.',
    noneWithStatus: 'Hakuna ujumbe wenye hali hii',
    chooseAll: 'Chagua Zote ili kuona kila ujumbe.',
    showMore: 'Onyesha ujumbe zaidi',
    sentIn: (month) => `Ujumbe uliotumwa ${month}`,
    sentInNewest: (month) => `Ujumbe uliotumwa ${month}, mpya kwanza`,
    channelTo: (channel, to) => `${channel} kwa ${to}`,
    timeColumn: 'Saa',
    to: 'Kwa',
    message: 'Ujumbe',
    status: 'Hali',
    actions: 'Vitendo',
    reason: 'Sababu:',
    sendAgain: 'Tuma tena',
  },
};
