import { MONTHS } from './constants';
import { catalogue } from './i18n';

/**
 * The words SafeStay itself writes into a stored row (a generated bill's description), in English
 * as stored: clients written for docs/product.md read "Rent for February 2026", and rows written
 * before Kiswahili hold the same words. `billDescription` shows them in the reader's language.
 */
export const STORED_TEXT = {
  rentFor: (year: number, month: number) => `Rent for ${MONTHS[month - 1]} ${year}`,
  openingBalance: 'Opening balance',
  /** A join request's rejection reason when its person deleted their account. */
  accountDeleted: 'The person deleted their account.',
  /** Notes kept with an outbox row that was not sent (the landlord's Messages screen). */
  remindersStopped: 'Stopped SMS reminders.',
  phoneNotUnderstood: 'Phone number not understood.',
  noSmsProvider: 'No SMS provider is set up (AT_USERNAME, AT_API_KEY): kept in the outbox.',
  noEmailServer: 'No email server is set up (SMTP_URL): kept in the outbox.',
  /** The activity log's name for M-Pesa recording a payment for the landlord. */
  mpesaActor: 'M-Pesa (automatic)',
};

/** STORED_TEXT in the language of now. */
export const STORED_MSG = catalogue('STORED_MSG', STORED_TEXT);

const STORED_RENT = new RegExp(`^Rent for (${MONTHS.join('|')}) (\\d{4})$`);

/**
 * A bill's description as the reader reads it: the words SafeStay wrote (a month's rent, an
 * opening balance) in the language of now; a description a landlord typed or edited, as typed.
 */
export function billDescription(kind: string, description: string): string {
  if (kind === 'rent') {
    const rent = STORED_RENT.exec(description);
    if (rent) return STORED_MSG.rentFor(Number(rent[2]), MONTHS.indexOf(rent[1] as (typeof MONTHS)[number]) + 1);
  }
  if (kind === 'opening_balance' && description === STORED_TEXT.openingBalance) return STORED_MSG.openingBalance;
  return description;
}

/**
 * A stored text as the reader reads it: SafeStay's own words (one of STORED_TEXT's sentences) in
 * the language of now; anything else (a reason a landlord typed, a provider's error) as stored.
 */
export function storedWords(stored: string): string;
export function storedWords(stored: string | null): string | null;
export function storedWords(stored: string | null): string | null {
  if (stored === null) return null;
  const key = (Object.keys(STORED_TEXT) as (keyof typeof STORED_TEXT)[]).find((k) => STORED_TEXT[k] === stored);
  const text = key === undefined ? undefined : STORED_MSG[key];
  return typeof text === 'string' ? text : stored;
}
