import { describe, expect, it } from 'vitest';
import { formatTenure, initialOf } from './format';

// docs/product.md §4 "Tenure display", as the tenant cards show it.
const NOW = new Date('2026-06-30T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe('formatTenure', () => {
  it.each([
    [0, '0 days'],
    [1, '1 day'],
    [29, '29 days'],
    [30, '1 month'],
    [59, '1 month'],
    [60, '2 months'],
    [365, '12 months'],
  ])('%i days ago reads %s', (days, text) => {
    expect(formatTenure(daysAgo(days), NOW)).toBe(text);
  });

  it('rounds part of a day up', () => {
    expect(formatTenure(daysAgo(2.25), NOW)).toBe('3 days');
  });

  it('reads N/A without a move-in date', () => {
    expect(formatTenure(null, NOW)).toBe('N/A');
    expect(formatTenure(undefined, NOW)).toBe('N/A');
    expect(formatTenure('', NOW)).toBe('N/A');
  });
});

describe('initialOf (avatar letters)', () => {
  it.each([
    ['amina Otieno', 'A'],
    ['  brian', 'B'],
    ['😀 Smiley Tenant', '😀'],
    ['👩🏽‍🌾 Farmer', '👩🏽‍🌾'],
    ['🇰🇪 Kenya', '🇰🇪'],
    ['Élodie', 'É'],
    ['', '?'],
    [null, '?'],
  ])('%s -> %s', (name, initial) => {
    expect(initialOf(name)).toBe(initial);
  });
});
