import { catalogue } from './i18n';
/** The texts of the Units screen, word for word for the server and the web app (apart from MSG, like JOIN_MSG). */
export const UNIT_MSG = catalogue('UNIT_MSG', {
  unitAdded: (code: string) => `Unit ${code} added.`,
  unitUpdated: (code: string) => `Unit ${code} updated.`,
  unitDeactivated: (code: string) => `Unit ${code} deactivated. Its history stays.`,
  unitsImported: (count: number) => `${count} unit${count === 1 ? '' : 's'} imported.`,
  onlyLandlordUnits: 'Only landlords can manage units.',
  csvEmpty: 'The CSV has no units.',
  csvNoUnits: 'No units.',
  csvTooMany: (max: number) => `At most ${max.toLocaleString('en-US')} units at once.`,
  csvLinesToFix: (count: number) =>
    `${count === 1 ? 'One line needs' : `${count} lines need`} fixing; nothing was imported.`,
  csvAmountRule: (label: string) => `${label} must be shillings, like 25000, 25,000 or KES 25,000.`,
  /** One line of an import and what is wrong with it. */
  csvLine: (line: number, problem: string) => `Line ${line}: ${problem}`,
  csvOpenQuote: 'a double quote opens a cell that never closes.',
  csvCellCount: (cells: number, columns: string) =>
    `${cells} cells where 4 are expected (${columns}); an amount with commas goes in double quotes, like "25,000".`,
  csvCodeTwice: (code: string, line: number) => `the code ${code} is also on line ${line}.`,
  unitSaveFailed: 'Could not save the unit.',
  unitsImportFailed: 'Could not import the units.',
  unitDeactivateConfirm: (code: string) =>
    `Deactivate unit ${code}? It leaves the list of vacant units; its history stays, and you can bring it back.`,
} as const);
