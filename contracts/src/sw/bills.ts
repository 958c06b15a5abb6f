import type { Translation } from '../i18n';
import type { BILL_MSG } from '../messages-bills';

/** BILL_MSG in Kiswahili (docs/glossary-sw.md). */
export const BILL_MSG_SW: Translation<typeof BILL_MSG> = {
  pay: 'Lipa',
  payTitle: 'Lipa bili hii',
  payLeft: (amount: string, what: string) => `${amount} zimebaki kwenye ${what}. Unalipa vipi?`,
  payMpesa: 'Lipa kwa M-Pesa',
  payMpesaHint: 'Ombi linakuja kwenye simu yako; unaweka PIN ya M-PESA na bili inalipwa papo hapo.',
  paidCash: 'Nimelipa pesa taslimu',
  paidCashHint: 'Mwenye nyumba wako atathibitisha akipokea pesa.',
  paidCashSaid: (amount: string, what: string) => `Ulilipa ${amount} pesa taslimu kwa ${what}.`,
  paidCashThen: 'Mwenye nyumba wako atathibitisha akipokea pesa; bili itabadilika akishathibitisha.',
  paidOther: 'Nimelipa kwa njia nyingine',
  paidOtherHint: 'M-Pesa, benki au hundi: weka nambari yake ya muamala, na mwenye nyumba wako atathibitisha.',

  monthlyBillsAll:
    'Kila mpangaji wa jengo lako anapata bili moja ya mwezi, kwa kodi ya nyumba yake. Wapangaji ambao tayari wana bili ya mwezi huo wanarukwa.',
  monthlyBillsOne: (name: string) =>
    `${name} pekee ndiye anapata bili ya mwezi, kwa kodi ya nyumba yake, isipokuwa kama tayari anayo.`,
};
