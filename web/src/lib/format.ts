const money = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** `KSH 15,000` or `KSH 15,000.50` (docs/architecture.md §9). */
export function formatKsh(amount: number | null | undefined): string {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  const text = Number.isInteger(value)
    ? money.format(value)
    : value.toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `KSH ${text}`;
}

export function formatKes(amount: number): string {
  return `KES ${money.format(amount)}`;
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar date such as `15 Jan 2026`; 'N/A' when missing. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return 'N/A';
  const dateOnly = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  });
}

export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return 'N/A';
  return date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export function formatTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}

/** docs/product.md §4: whole months (days / 30, floored) as '{n} month(s)', else days rounded up; 'N/A' when missing. */
export function formatTenure(movedIn: string | null | undefined, now: Date = new Date()): string {
  const start = toDate(movedIn);
  if (!start) return 'N/A';
  const days = Math.max(0, (now.getTime() - start.getTime()) / 86_400_000);
  const months = Math.floor(days / 30);
  if (months >= 1) return `${months} month${months === 1 ? '' : 's'}`;
  const whole = Math.ceil(days);
  return `${whole} day${whole === 1 ? '' : 's'}`;
}

export function initialOf(name: string | null | undefined): string {
  return (name ?? '?').trim().charAt(0).toUpperCase() || '?';
}
