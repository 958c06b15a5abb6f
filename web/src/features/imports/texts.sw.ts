import type { Translation } from '@safestay/contracts';
import type { IMPORT_TEXT, OUTCOME_LABEL } from './texts';

export const TRANSLATIONS: {
  IMPORT_TEXT: Translation<typeof IMPORT_TEXT>;
  IMPORT_OUTCOME_LABEL: typeof OUTCOME_LABEL;
} = {
  IMPORT_TEXT: {
    title: 'Leta taarifa ya malipo',
    subtitle:
      'Pakia taarifa ya CSV kutoka M-Pesa au benki yako. Ona kwanza kitakachotokea kwa kila mstari; hakuna kinachorekodiwa hadi ubonyeze Rekodi.',
    backToPayments: 'Rudi kwenye malipo',
    kindLegend: 'Taarifa ipi?',
    mpesaKind: 'M-Pesa (Paybill au Till)',
    bankKind: 'Benki',
    mpesaHow: 'Kwenye tovuti ya biashara ya M-Pesa (org.ke.m-pesa.com), fungua taarifa na uihamishe kama CSV.',
    sample: 'Pakua mfano wa taarifa ya M-Pesa',
    chooseFile: 'Chagua faili la CSV',
    dropHere: 'au liburute hapa',
    reading: 'Faili linasomwa…',
    fileName: (name: string) => `Faili: ${name}`,
    previewTitle: 'Hakiki',
    resultTitle: 'Imerekodiwa',
    counts: (rows: number) => `Mistari ${rows}`,
    matched: 'Imelipwa kwa wapangaji',
    unmatched: 'Bila mwenyewe',
    duplicates: 'Tayari imerekodiwa',
    ignored: 'Imepuuzwa',
    problems: 'Mistari iliyorukwa',
    record: 'Rekodi',
    recordHint:
      'Mistari inayolingana inakuwa malipo yaliyothibitishwa yenye risiti; pesa zisizo na mwenyewe zinasubiri kwenye skrini ya Malipo.',
    another: 'Leta faili lingine',
    seeUnmatched: 'Ona malipo yasiyo na mwenyewe',
    colLine: 'Mstari',
    colDate: 'Tarehe',
    colReference: 'Risiti / kumbukumbu',
    colAmount: 'Kiasi',
    colAccount: 'Akaunti',
    colOutcome: 'Matokeo',
    colReason: 'Kwa nini',
    tableCaption: 'Kila mstari wa taarifa na kinachotokea kwake',
    mappingTitle: 'Safu za benki',
    mappingHint:
      'Andika majina ya safu kama yalivyo kwenye mstari wa vichwa wa CSV ya benki yako. Yanahifadhiwa kwa jengo hili.',
    dateColumn: 'Safu ya tarehe',
    amountColumn: 'Safu ya kiasi (kilichoingia)',
    referenceColumn: 'Safu ya kumbukumbu',
    descriptionColumn: 'Safu ya maelezo',
    dateFormat: 'Benki inavyoandika tarehe',
    saveMapping: 'Hifadhi safu',
    mappingFirst: 'Hifadhi safu za benki kabla ya kuchagua faili.',
  },
  IMPORT_OUTCOME_LABEL: {
    matched: 'Imelipwa',
    claim: 'Dai limethibitishwa',
    unmatched: 'Bila mwenyewe',
    duplicate: 'Tayari imerekodiwa',
    ignored: 'Imepuuzwa',
  },
};
