import { catalogue } from './i18n';
/**
 * The texts of the Bills screen that came after the original brief (docs/product.md §2 "Bills"),
 * word for word for the web app and its tests; apart from MSG (docs/decisions/0014).
 */
export const BILL_MSG = catalogue('BILL_MSG', {
  /** A tenant's one button for paying a bill, and the dialog it opens. */
  pay: 'Pay',
  payTitle: 'Pay this bill',
  payLeft: (amount: string, what: string) => `${amount} left on ${what}. How are you paying?`,
  payMpesa: 'Pay with M-Pesa',
  payMpesaHint: 'A prompt comes to your phone; you enter your M-Pesa PIN and the bill is paid at once.',
  paidCash: 'I paid in cash',
  paidCashHint: 'Your landlord confirms it when they receive the cash.',
  paidCashSaid: (amount: string, what: string) => `You paid ${amount} in cash for ${what}.`,
  paidCashThen: 'Your landlord confirms it when they receive the cash; the bill changes once they do.',
  paidOther: 'I paid another way',
  paidOtherHint: 'M-Pesa, a bank transfer or a cheque: give its code or reference, and your landlord confirms it.',

  /** Create Monthly Bills: each tenant's bill is their own tenancy's rent (docs/product.md §3). */
  monthlyBillsAll:
    'Every tenant of your apartment gets one bill for the month, at the rent of their own house. Tenants who already have a bill for that month are skipped.',
  monthlyBillsOne: (name: string) =>
    `Only ${name} gets a bill for the month, at the rent of their house, unless they already have one.`,
} as const);
