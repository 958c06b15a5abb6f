import type { Translation } from '../i18n';
import type { STATEMENT_MSG } from '../messages-statement';

/** STATEMENT_MSG in Kiswahili: "Malipo, M-Pesa, risiti R-000004", "Imefutwa: Maji: Novemba". */
export const STATEMENT_MSG_SW: Translation<typeof STATEMENT_MSG> = {
  charge: (kindLabel: string, description: string) => `${kindLabel}: ${description}`,
  payment: (method: string, receipt: string | null) => `Malipo, ${method}${receipt ? `, risiti ${receipt}` : ''}`,
  reversedPayment: (receipt: string | null) => (receipt ? `malipo ${receipt}` : 'malipo'),
  withReason: (what: string, reason: string | null) => (reason ? `${what} (${reason})` : what),
  voided: (detail: string) => `Imefutwa: ${detail}`,
  reversed: (detail: string) => `Yamebatilishwa: ${detail}`,
};
