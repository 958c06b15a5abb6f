import { catalogue, formatDay, formatKsh } from '@safestay/contracts';

/** What the Statement screen says. */
export const STMT_TEXT = catalogue('STMT_TEXT', {
  downloadCsv: 'CSV',
  downloadCsvName: 'Download the statement as CSV',
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
  noUnitShort: 'No unit',
  building: 'Building',
  movedIn: 'Moved in',
  movedOutOn: 'Moved out',
  accountRef: 'Account number',
  // The entries, as a table and as cards.
  date: 'Date',
  description: 'Description',
  charge: 'Charge',
  paid: 'Paid',
  balance: 'Balance',
  chargeLabel: 'Charge ',
  paidLabel: 'Paid ',
  balanceLabel: 'Balance ',
  statementOf: (name: string) => `Statement of ${name}, oldest first`,
  entries: 'Entries',
  reference: 'Reference ',
  loading: 'Loading',
  dates: 'Dates',
  recordPaymentFrom: (name: string) => `Record payment from ${name}`,
  activityOf: (name: string) => `Activity of ${name}`,
  // Where the account stands: "You owe KSH 3,000", "Amina Otieno owes KSH 3,000".
  youOwe: (amount: string) => `You owe ${amount}`,
  inCredit: (amount: string) => `${amount} in credit`,
  nothingOwed: 'Nothing owed',
  theyOwe: (name: string, amount: string) => `${name} owes ${amount}`,
  theyAreInCredit: (name: string, amount: string) => `${name} is ${amount} in credit`,
  theyOweNothing: (name: string) => `${name} owes nothing`,
  balanceOn: (day: string) => `Balance on ${day}`,
  credit: (amount: string) => `${amount} credit`,
  owes: (amount: string) => `Owes ${amount}`,
} as const);

/** Who the summary is about: the tenant reading their own, or a tenant the landlord reads. */
export type Reader = { self: true } | { self: false; name: string };

/**
 * The one line saying where the account stands: "You owe KSH 3,000", "KSH 500 in credit",
 * "Nothing owed"; for a landlord "Amina Otieno owes KSH 3,000".
 */
export function balanceSentence(balance: number, reader: Reader): string {
  if (reader.self) {
    if (balance > 0) return STMT_TEXT.youOwe(formatKsh(balance));
    if (balance < 0) return STMT_TEXT.inCredit(formatKsh(-balance));
    return STMT_TEXT.nothingOwed;
  }
  if (balance > 0) return STMT_TEXT.theyOwe(reader.name, formatKsh(balance));
  if (balance < 0) return STMT_TEXT.theyAreInCredit(reader.name, formatKsh(-balance));
  return STMT_TEXT.theyOweNothing(reader.name);
}

/** A statement cut off at `to` says so: its balance is that day's, not today's. */
export const balanceOn = (to: string) => STMT_TEXT.balanceOn(formatDay(to));

/** A running balance as a column shows it: what is owed, or the credit. */
export function balanceText(balance: number): string {
  return balance < 0 ? STMT_TEXT.credit(formatKsh(-balance)) : formatKsh(balance);
}

/** A tenancy's balance in a picker row. */
export function owedText(balance: number): string {
  if (balance > 0) return STMT_TEXT.owes(formatKsh(balance));
  if (balance < 0) return STMT_TEXT.inCredit(formatKsh(-balance));
  return STMT_TEXT.nothingOwed;
}
