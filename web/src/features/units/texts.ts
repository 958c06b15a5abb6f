import { catalogue, type Unit } from '@safestay/contracts';

/** What the Units screen and its dialogs say (the server's words come from UNIT_MSG). */
export const UNIT_TEXT = catalogue('UNIT_TEXT', {
  title: 'Units',
  subtitle: "The houses of your building, their rent and deposit. A unit's code is the account number tenants pay to.",
  importCsv: 'Import CSV',
  addUnit: 'Add unit',
  noUnits: 'No units yet',
  noUnitsText: 'Add each house of the building, or import them all from a CSV file.',
  count: (n: number, vacant: number) => `${n} unit${n === 1 ? '' : 's'}, ${vacant} vacant`,
  showMore: 'Show more units',
  unitCode: (code: string) => `Unit ${code}`,
  code: 'Code',
  label: 'Label',
  rent: 'Rent',
  deposit: 'Deposit',
  tenant: 'Tenant',
  actions: 'Actions',
  edit: 'Edit',
  editUnit: (code: string) => `Edit unit ${code}`,
  bringBack: 'Bring back',
  bringBackUnit: (code: string) => `Bring back unit ${code}`,
  deactivate: 'Deactivate',
  deactivateUnit: (code: string) => `Deactivate unit ${code}`,
  deactivateTitle: 'Deactivate unit',
  // The form of one unit.
  addTitle: 'Add a unit',
  saveUnit: 'Save unit',
  codeHint: 'What the tenant writes as the M-Pesa account number, like A1 or B12.',
  labelPlaceholder: 'e.g. 2nd floor, bedsitter',
  rentField: 'Rent (KSH)',
  depositField: 'Deposit (KSH)',
  depositHint: 'Leave blank for none.',
  // Importing from CSV.
  importTitle: 'Import units',
  import: 'Import',
  importHow:
    'One unit a line: code, label, rent, deposit. A first line naming the columns is skipped. Amounts may be written 25000, 25,000 or KES 25,000.',
  csvFile: 'CSV file',
  linesToFix: 'Lines to fix',
});

/** A unit's status as a person reads it (a lived-in unit shows its tenant instead). */
export const UNIT_STATUS_LABELS: Record<Unit['status'], string> = catalogue('UNIT_STATUS_LABELS', {
  vacant: 'Vacant',
  occupied: 'Occupied',
  inactive: 'Inactive',
});
