import type { Translation } from '../i18n';
import type { UNIT_MSG } from '../messages-units';

/** UNIT_MSG in Kiswahili (docs/glossary-sw.md). */
export const UNIT_MSG_SW: Translation<typeof UNIT_MSG> = {
  unitAdded: (code: string) => `Nyumba ${code} imeongezwa.`,
  unitUpdated: (code: string) => `Nyumba ${code} imesasishwa.`,
  unitDeactivated: (code: string) => `Nyumba ${code} imezimwa. Historia yake inabaki.`,
  unitsImported: (count: number) => (count === 1 ? 'Nyumba 1 imeingizwa.' : `Nyumba ${count} zimeingizwa.`),
  onlyLandlordUnits: 'Mwenye nyumba pekee ndiye anaweza kusimamia nyumba.',
  csvEmpty: 'CSV haina nyumba.',
  csvNoUnits: 'Hakuna nyumba.',
  csvTooMany: (max: number) => `Nyumba zisizozidi ${max.toLocaleString('en-US')} kwa mara moja.`,
  csvLinesToFix: (count: number) =>
    `${count === 1 ? 'Mstari mmoja unahitaji' : `Mistari ${count} inahitaji`} kurekebishwa; hakuna kilichoingizwa.`,
  csvAmountRule: (label: string) => `${label}: andika shilingi, kama 25000, 25,000 au KES 25,000.`,
  csvLine: (line: number, problem: string) => `Mstari ${line}: ${problem}`,
  csvOpenQuote: 'alama ya nukuu inafungua kisanduku ambacho hakifungwi.',
  csvCellCount: (cells: number, columns: string) =>
    `visanduku ${cells} badala ya 4 (${columns}); kiasi chenye koma kiwekwe ndani ya alama za nukuu, kama "25,000".`,
  csvCodeTwice: (code: string, line: number) => `nambari ${code} iko pia kwenye mstari ${line}.`,
  unitSaveFailed: 'Nyumba haikuweza kuhifadhiwa.',
  unitsImportFailed: 'Nyumba hazikuweza kuingizwa.',
  unitDeactivateConfirm: (code: string) =>
    `Zima nyumba ${code}? Itaondoka kwenye orodha ya nyumba zilizo wazi; historia yake inabaki, na unaweza kuirudisha.`,
};
