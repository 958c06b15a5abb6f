// Zod-free, for server documents and messages alike.

/** A calendar date or timestamp as people read it on a receipt or in a message: "3 Nov 2026". */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
