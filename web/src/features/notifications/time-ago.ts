import { currentLocale, INTL_TAG, type Locale } from '@safestay/contracts';
import { formatDate } from '../../lib/format';
import { NOTIFY_TEXT } from './texts';

/** English keeps en-GB's words ("3 hours ago"); Kiswahili Intl's sw-KE ("saa 3 zilizopita"). */
const TAG: Record<Locale, string> = { en: 'en-GB', sw: INTL_TAG.sw };
const relative = new Map<Locale, Intl.RelativeTimeFormat>();

/**
 * How long ago, for news: 'just now', '5 minutes ago', '3 hours ago', 'yesterday'; after a week
 * the date. Here rather than in lib/format.ts, which loads with every screen.
 */
export function formatTimeAgo(value: string, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const seconds = Math.max(0, (now.getTime() - date.getTime()) / 1000);
  if (seconds < 45) return NOTIFY_TEXT.justNow;
  const locale = currentLocale();
  let format = relative.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(TAG[locale], { numeric: 'auto' });
    relative.set(locale, format);
  }
  if (seconds < 3600) return format.format(-Math.min(59, Math.max(1, Math.round(seconds / 60))), 'minute');
  if (seconds < 86_400) return format.format(-Math.floor(seconds / 3600), 'hour');
  if (seconds < 7 * 86_400) return format.format(-Math.floor(seconds / 86_400), 'day');
  return formatDate(date);
}
