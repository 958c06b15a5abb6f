import { catalogue } from './i18n';

/**
 * The lines of a tenant's statement (docs/ledger.md "Statement"), on screen and in its PDF. Each
 * entry carries its words twice: `detail` (what happened) for a screen that marks voids and
 * reversals itself, and `description`, the whole line with its mark, for the PDF and older clients.
 * Labels and bill names arrive already in the reader's language.
 */
export const STATEMENT_MSG = catalogue('STATEMENT_MSG', {
  charge: (kindLabel: string, description: string) => `${kindLabel}: ${description}`,
  payment: (method: string, receipt: string | null) => `Payment, ${method}${receipt ? `, receipt ${receipt}` : ''}`,
  reversedPayment: (receipt: string | null) => (receipt ? `payment ${receipt}` : 'payment'),
  /** A void's or reversal's reason, as the landlord typed it. */
  withReason: (what: string, reason: string | null) => (reason ? `${what} (${reason})` : what),
  voided: (detail: string) => `Voided: ${detail}`,
  reversed: (detail: string) => `Reversed: ${detail}`,
});
