import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from './time-ago';

const NOW = new Date('2026-06-30T12:00:00Z');
const at = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('formatTimeAgo', () => {
  it.each([
    [10, 'just now'],
    [90, '2 minutes ago'],
    [59 * 60 + 50, '59 minutes ago'],
    [3 * 3600 + 60, '3 hours ago'],
    [26 * 3600, 'yesterday'],
    [3 * 86_400 + 5, '3 days ago'],
  ])('%i seconds ago reads %s', (seconds, text) => {
    expect(formatTimeAgo(at(seconds), NOW)).toBe(text);
  });

  it('gives the date after a week, and nothing for a date it cannot read', () => {
    expect(formatTimeAgo('2026-06-01T12:00:00Z', NOW)).toBe('1 Jun 2026');
    expect(formatTimeAgo('soon', NOW)).toBe('');
  });
});
