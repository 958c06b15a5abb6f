import { describe, expect, it } from 'vitest';
import { derivePaymentStatus, todayUtc } from './tenant-stats';

describe('derivePaymentStatus', () => {
  it('puts late before pending before partial before current', () => {
    expect(derivePaymentStatus({ late: 1, pending: 1, partial: 1 })).toBe('late');
    expect(derivePaymentStatus({ late: 0, pending: 1, partial: 1 })).toBe('pending');
    expect(derivePaymentStatus({ late: 0, pending: 0, partial: 2 })).toBe('partial');
    expect(derivePaymentStatus({ late: 0, pending: 0, partial: 0 })).toBe('current');
  });
});

describe('todayUtc', () => {
  it('is the UTC calendar date', () => {
    expect(todayUtc(new Date('2026-03-31T23:30:00-03:00'))).toBe('2026-04-01');
  });
});
