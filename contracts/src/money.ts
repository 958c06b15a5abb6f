// Zod-free on purpose: /login and the PDF renderer use it without pulling in the schemas.

/** `KSH 15,000` or `KSH 15,000.50`: how every screen and document writes an amount in KES. */
export function formatKsh(amountKes: number): string {
  const value = Number.isFinite(amountKes) ? amountKes : 0;
  const text = value.toLocaleString('en-US', {
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  });
  return `KSH ${text}`;
}
