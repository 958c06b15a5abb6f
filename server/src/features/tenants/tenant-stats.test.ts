import { describe, expect, it } from 'vitest';
import { today, tomorrow } from '../../lib/dates';
import { derivePaymentStatus } from './tenant-stats';

describe('derivePaymentStatus', () => {
  it('puts late before pending before partial before current', () => {
    expect(derivePaymentStatus({ late: 1, pending: 1, partial: 1 })).toBe('late');
    expect(derivePaymentStatus({ late: 0, pending: 1, partial: 1 })).toBe('pending');
    expect(derivePaymentStatus({ late: 0, pending: 0, partial: 2 })).toBe('partial');
    expect(derivePaymentStatus({ late: 0, pending: 0, partial: 0 })).toBe('current');
  });
});

describe("today, on Nairobi's clock", () => {
  it('is the Nairobi calendar date between 00:00 and 03:00, when UTC is still on yesterday', () => {
    expect(today(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
    expect(tomorrow(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-02');
  });

  it('keeps the day until midnight in Nairobi', () => {
    expect(today(new Date('2026-03-31T20:59:59Z'))).toBe('2026-03-31');
  });
});
