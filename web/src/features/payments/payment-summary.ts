import { formatDay, formatKsh, type LedgerPayment, PAYMENT_METHOD_LABELS, type Tenancy } from '@safestay/contracts';
import { PAY_TEXT } from './texts';

/** "Amina Otieno (A1)": who paid, and from which unit. */
export const payerOf = (p: LedgerPayment) => (p.tenancy.unit ? `${p.tenant.name} (${p.tenancy.unit})` : p.tenant.name);

/** "M-Pesa NLJ7RT61SV", "Cash". */
export const methodOf = (p: LedgerPayment) =>
  p.reference ? `${PAYMENT_METHOD_LABELS[p.method]} ${p.reference}` : PAYMENT_METHOD_LABELS[p.method];

/** One sentence naming a payment in a dialog: "KSH 7,500 M-Pesa NLJ7RT61SV from Amina Otieno (A1), received 3 Nov 2026." */
export const paymentSummary = (p: LedgerPayment) =>
  PAY_TEXT.summary(formatKsh(p.amount), methodOf(p), payerOf(p), formatDay(p.receivedAt));

/** The name a row's buttons carry: "KSH 7,500 from Amina Otieno". */
export const buttonName = (p: LedgerPayment) => PAY_TEXT.amountFrom(formatKsh(p.amount), p.tenant.name);

/** "Amina Otieno · A1 · owes KSH 15,000": whom, where, and what they owe now (the tenant pickers). */
export function tenancyOption(t: Tenancy): string {
  const owes =
    t.balance > 0
      ? PAY_TEXT.owes(formatKsh(t.balance))
      : t.balance < 0
        ? PAY_TEXT.inCredit(formatKsh(-t.balance))
        : PAY_TEXT.paidUp;
  return [t.tenant.name, t.unit?.code, owes].filter(Boolean).join(' · ');
}
