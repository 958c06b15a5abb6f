import { catalogue, formatDay, formatKsh } from '@safestay/contracts';

/** What the Statement screen says. */
export const STMT_TEXT = catalogue('STMT_TEXT', {
  title: 'Statement',
  tenantSubtitle: 'Every charge and payment on your account, with what you owe after each. Download it for a bank.',
  landlordSubtitle: 'Every charge and payment of this tenancy, with the balance after each.',
  pickerTitle: 'Statements',
  pickerSubtitle: 'Choose a tenant to read their running account and download it as a PDF.',
  find: 'Find a tenant',
  findHint: 'By name or unit.',
  livingHere: 'Living here',
  movedOut: 'Moved out',
  noTenancies: 'No tenants yet',
  noTenanciesText: 'Once a tenant lives in your building, their statement is here.',
  noMatch: 'No tenant matches this search.',
  allStatements: 'All statements',
  download: 'Download PDF',
  recordPayment: 'Record payment',
  activity: 'Activity',
  notFound: 'Statement not found',
  notFoundText: 'This tenancy is not in your building, or it has no statement yet.',
  failed: 'The statement could not be loaded',
  failedText: 'Check your connection and try again.',
  from: 'From',
  to: 'To',
  show: 'Show',
  clearDates: 'All dates',
  badRange: 'From must be on or before To.',
  opening: 'Opening balance',
  broughtForward: 'Balance brought forward',
  closing: 'Closing balance',
  summarised: 'Older entries are added up in the balance brought forward.',
  noEntries: 'Nothing was charged or paid in these dates.',
  voided: 'Voided',
  reversed: 'Reversed',
  unit: 'Unit',
  noUnit: 'Not assigned',
  building: 'Building',
  movedIn: 'Moved in',
  movedOutOn: 'Moved out',
  accountRef: 'Account number',
} as const);

/** Who the summary is about: the tenant reading their own, or a tenant the landlord reads. */
export type Reader = { self: true } | { self: false; name: string };

/**
 * The one line saying where the account stands: "You owe KSH 3,000", "KSH 500 in credit",
 * "Nothing owed"; for a landlord "Amina Otieno owes KSH 3,000".
 */
export function balanceSentence(balance: number, reader: Reader): string {
  if (reader.self) {
    if (balance > 0) return `You owe ${formatKsh(balance)}`;
    if (balance < 0) return `${formatKsh(-balance)} in credit`;
    return 'Nothing owed';
  }
  if (balance > 0) return `${reader.name} owes ${formatKsh(balance)}`;
  if (balance < 0) return `${reader.name} is ${formatKsh(-balance)} in credit`;
  return `${reader.name} owes nothing`;
}

/** A statement cut off at `to` says so: its balance is that day's, not today's. */
export const balanceOn = (to: string) => `Balance on ${formatDay(to)}`;

/** A running balance as a column shows it: what is owed, or the credit. */
export function balanceText(balance: number): string {
  return balance < 0 ? `${formatKsh(-balance)} credit` : formatKsh(balance);
}

/** A tenancy's balance in a picker row. */
export function owedText(balance: number): string {
  if (balance > 0) return `Owes ${formatKsh(balance)}`;
  if (balance < 0) return `${formatKsh(-balance)} in credit`;
  return 'Nothing owed';
}
