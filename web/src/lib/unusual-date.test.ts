import { describe, expect, it } from 'vitest';
import { unusualDate } from './unusual-date';

const NOW = new Date('2026-11-24T10:00:00Z');

describe('unusualDate', () => {
  it('lets ordinary dates through', () => {
    expect(unusualDate('2026-12-05', 'due date', NOW)).toBeNull();
    expect(unusualDate('2026-01-05', 'due date', NOW)).toBeNull();
    expect(unusualDate('', 'due date', NOW)).toBeNull();
  });

  it('asks about a date decades ago or years ahead', () => {
    expect(unusualDate('1996-03-05', 'due date', NOW)).toBe(
      'The due date 5 Mar 1996 is more than a year ago. Is that right?',
    );
    expect(unusualDate('2029-01-01', 'move-in date', NOW)).toBe(
      'The move-in date 1 Jan 2029 is more than a year ahead. Is that right?',
    );
  });
});
