import type { Translation } from '../i18n';
import type { MSG } from '../messages';

/** MSG in Kiswahili (docs/glossary-sw.md). */
export const MSG_SW: Translation<typeof MSG> = {
  requiredFields: 'Tafadhali jaza sehemu zote zinazohitajika.',
  landlordApartmentRequired: 'Mwenye nyumba anahitaji jina la jengo na kiasi cha kodi ya nyumba.',
  tenantApartmentRequired: 'Tafadhali chagua jengo.',
  authFailed: 'Uthibitishaji umeshindikana',
  languageSaved: 'SafeStay sasa inakuandikia kwa Kiswahili.',
  signedOut: 'Umetoka.',
  resetSent:
    'Ikiwa kuna akaunti inayolingana, tumeitumia nambari. Inafanya kazi kwa dakika 15. Angalia barua pepe au SMS yako.',
  stkWaiting: 'Angalia simu yako na uweke PIN ya M-PESA.',
  sessionExpired: 'Muda wako wa kuingia umekwisha. Tafadhali ingia tena ili uendelee ulipokuwa.',
  unauthorizedTitle: 'Huna ruhusa',
  unauthorizedText: 'Huna ruhusa ya kufungua ukurasa huu.',

  noTenantsToBill: 'Bado hakuna wapangaji kwenye jengo lako, kwa hivyo hakuna bili zilizotolewa.',
  monthlyBillsResult: (created: number, existing: number, period: string, skipped = 0) => {
    const away =
      skipped > 0
        ? skipped === 1
          ? ` Mpangaji 1 hakuishi hapa ${period}.`
          : ` Wapangaji ${skipped} hawakuishi hapa ${period}.`
        : '';
    if (created > 0) {
      const made = created === 1 ? `Bili 1 imetolewa ya ${period}` : `Bili ${created} zimetolewa za ${period}`;
      return `${made}${existing > 0 ? `; ${existing} zilikuwepo tayari` : ''}.${away}`;
    }
    if (existing > 0) return `Kila mpangaji tayari ana bili ya ${period}; hakuna bili mpya zilizotolewa.${away}`;
    return `Hakuna bili za kutoa kwa ${period}.${away}`;
  },
  billChange: (from: string, to: string, reopened: boolean) =>
    `Kiasi ${from} → ${to}.${reopened ? ' Bili ilikuwa imelipwa yote na sasa iko wazi tena.' : ''}`,
  paidBillReopens: 'Bili hii imelipwa yote. Ukiongeza kiasi, itafunguliwa tena na mpangaji atadaiwa tofauti.',
  billUpdated: 'Bili imesasishwa!',
  paymentSuccess: 'Malipo yamefaulu!',
  noBills: 'Hakuna bili',

  complaintSubmitted: 'Lalamiko limewasilishwa!',

  chatSendFailed: 'Ujumbe haukutumwa. Tafadhali jaribu tena.',
  chatUserIdMissing: 'Hitilafu: kitambulisho chako hakipo. Tafadhali toka kisha uingie tena.',
  testApiFailed: (message: string, status: number | string) => `Hitilafu ya API: ${message} (Hali: ${status})`,

  ruleDeleted: 'Kanuni imefutwa!',
  ruleDeleteConfirm: (title: string) => `Una uhakika unataka kufuta kanuni "${title}"? Hatua hii haiwezi kutenduliwa.`,
  ruleAdded: 'Kanuni imeongezwa!',
  rulesAdded: 'Kanuni zimeongezwa!',

  ruleUpdated: 'Kanuni imesasishwa!',

  accountCreated: 'Akaunti imefunguliwa',
  signedIn: 'Umeingia',
  passwordChanged: 'Nenosiri limebadilishwa',
  complaintStatusUpdated: 'Hali ya lalamiko imesasishwa',
  noteAdded: 'Maelezo yameongezwa',
};
