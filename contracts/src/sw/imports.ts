import type { Translation } from '../i18n';
import type { IMPORT_MSG } from '../imports';

/** IMPORT_MSG in Kiswahili. */
export const IMPORT_MSG_SW: Translation<typeof IMPORT_MSG> = {
  onlyOwnerImports: 'Ni mmiliki wa jengo pekee anayeweza kuleta taarifa za malipo na kuchagua safu za benki.',
  emptyFile: 'Faili ni tupu. Chagua faili la CSV la taarifa ya malipo.',
  noFile: 'Tuma taarifa kama faili la CSV (mwili wa text/csv, au sehemu ya fomu iitwayo "file").',
  noHeader: (columns: string) => `Hakuna mstari wa vichwa wenye safu ${columns}. Je, hili ndilo faili sahihi?`,
  openQuote: (line: number) => `Mstari ${line}: alama ya nukuu iliyofunguliwa hapa haifungwi.`,
  badDate: (line: number, value: string, formats: string) =>
    `Mstari ${line}: "${value}" si tarehe na saa kama ${formats}.`,
  badAmount: (line: number, column: string, value: string) => `Mstari ${line}: "${value}" katika ${column} si kiasi.`,
  noReceipt: (line: number) => `Mstari ${line}: Receipt No. haipo.`,
  badReceipt: (line: number, value: string) => `Mstari ${line}: "${value}" si nambari ya risiti ya M-Pesa.`,
  shortLine: (line: number, cells: number, wanted: number) =>
    `Mstari ${line}: visanduku ${cells} ilhali vichwa ni ${wanted}; umerukwa.`,
  paidTo: (tenant: string, account: string) => `Imelipwa na ${tenant} (akaunti ${account}).`,
  claimConfirmed: (tenant: string) => `Inathibitisha dai la ${tenant} la nambari hii.`,
  claimDiffers: (tenant: string) =>
    `${tenant} alidai nambari hii kwa akaunti au kiasi kingine: inasubiri bila mwenyewe hadi uamue.`,
  noAccount: (account: string) => `Hakuna mpangaji mwenye nambari ya akaunti "${account}": inasubiri bila mwenyewe.`,
  noAccountGiven: 'Hakuna nambari ya akaunti: inasubiri bila mwenyewe.',
  twoAccounts: (accounts: string) => `Inataja akaunti zaidi ya moja (${accounts}): inasubiri bila mwenyewe.`,
  alreadyRecorded: (receipt: string) => `${receipt} tayari imerekodiwa: hakuna kinachobadilika.`,
  sameAsLine: (line: number) => `Malipo yale yale kama mstari ${line}: hakuna kinachobadilika.`,
  notCompleted: (status: string) => `Hali "${status}", si Completed: imepuuzwa.`,
  notPaidIn: 'Pesa zilizotoka, si zilizoingia: imepuuzwa.',
  notCredit: 'Pesa zilizotoka (debit), si zilizoingia: imepuuzwa.',
  bankAlreadyRecorded:
    'Malipo ya benki yenye tarehe, kiasi na kumbukumbu ile ile tayari yamerekodiwa: hakuna kinachobadilika.',
  previewed: (rows: number) => `Mistari ${rows} imesomwa. Hakuna kinachorekodiwa hadi ubonyeze Rekodi.`,
  recorded: (matched: number, unmatched: number) =>
    `Imerekodiwa: malipo ${matched} kwa wapangaji, ${unmatched} yanasubiri bila mwenyewe.`,
  mappingSaved: 'Safu za benki zimehifadhiwa.',
  mappingNeeded: 'Chagua kwanza safu za faili la benki yako (Safu za benki).',
  colDate: 'Safu ya tarehe',
  colAmount: 'Safu ya kiasi',
  colReference: 'Safu ya kumbukumbu',
  colDescription: 'Safu ya maelezo',
  lineNotFound: 'Malipo yasiyo na mwenyewe hayakupatikana.',
  alreadyGiven: 'Malipo haya tayari yamepewa mpangaji.',
  arrivedMeanwhile: 'Malipo yenye mojawapo ya risiti hizi yalifika wakati wa kuleta. Leta faili tena.',
};
