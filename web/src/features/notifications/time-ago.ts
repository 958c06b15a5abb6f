import { formatDate } from '../../lib/format';

let relative: Intl.RelativeTimeFormat | null = null;

/**
 * How long ago, for news: 'just now', '5 minutes ago', '3 hours ago', 'yesterday'; after a week
 * the date. Here rather than in lib/format.ts, which loads with every screen.
 */
export function formatTimeAgo(value: string, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const seconds = Math.max(0, (now.getTime() - date.getTime()) / 1000);
  if (seconds < 45) return 'just now';
  relative ??= new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
  if (seconds < 3600) return relative.format(-Math.min(59, Math.max(1, Math.round(seconds / 60))), 'minute');
  if (seconds < 86_400) return relative.format(-Math.floor(seconds / 3600), 'hour');
  if (seconds < 7 * 86_400) return relative.format(-Math.floor(seconds / 86_400), 'day');
  return formatDate(date);
}
