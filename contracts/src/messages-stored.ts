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
