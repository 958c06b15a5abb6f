import type { Translation } from '../i18n';
import type { LEDGER_MSG } from '../messages-ledger';
import { formatKsh } from '../money';

/** LEDGER_MSG in Kiswahili (docs/glossary-sw.md). */
export const LEDGER_MSG_SW: Translation<typeof LEDGER_MSG> = {
  paymentRecorded: (receipt: string) => `Malipo yamerekodiwa. Risiti ${receipt}.`,
  claimSent: (landlord: string) =>
    `Asante. ${landlord} atathibitisha malipo yako; bili yako itabadilika akishathibitisha.`,
  payCashClaimed: 'Malipo yako yametumwa kwa mwenye nyumba wako. Bili itabadilika akishayathibitisha.',
  claimConfirmed: (receipt: string) => `Malipo yamethibitishwa. Risiti ${receipt}.`,
  claimRejected: 'Dai limekataliwa. Mpangaji ataona sababu yako.',
  paymentReversed: 'Malipo yamebatilishwa. Bili zake ziko wazi tena; nambari ya risiti inabaki kutumika.',
  chargeAdded: 'Bili ya ziada imeongezwa.',
  chargeVoided: 'Bili ya ziada imefutwa. Kilicholipwa juu yake sasa ni salio la ziada.',
  alreadyConfirmed: 'Malipo haya yalishathibitishwa.',
  alreadyRejected: 'Dai hili lilishakataliwa.',
  alreadyReversed: 'Malipo haya yalishabatilishwa.',
  onlyConfirmedReverse: 'Malipo yaliyothibitishwa pekee ndiyo yanaweza kubatilishwa.',
  onlyPendingDecide: 'Dai linalosubiri pekee ndilo linaweza kuthibitishwa au kukataliwa.',
  alreadyVoided: 'Bili hii ya ziada ilishafutwa.',
  mpesaCodeUsed: (code: string) => `Nambari ya M-Pesa ${code} imesharekodiwa katika jengo hili.`,
  paymentNotFound: 'Malipo hayakupatikana.',
  tenancyNotFound: 'Upangaji haukupatikana.',
  tenancyRequired: 'Chagua mpangaji (tenancyId) aliyelipa.',
  noTenancyToClaim: 'Huna upangaji wa kulipia.',
  receiptOnlyConfirmed: 'Risiti inapatikana malipo yakishathibitishwa.',
  youOwe: (kes: number) => `Unadaiwa ${formatKsh(kes)}`,
  youAreInCredit: (kes: number) => `Una salio la ziada la ${formatKsh(kes)}`,
  allPaid: 'Umelipa kila kitu',
  nextDue: (day: string) => `Malipo yajayo: ${day}`,
  overdueSince: (day: string) => `Imechelewa tangu ${day}`,
  editHasPayments: (paid: number) =>
    `${formatKsh(paid)} zimelipwa kwenye bili hii. Ukiishusha chini ya hapo, tofauti itakuwa salio la ziada. Hifadhi hata hivyo?`,
};
