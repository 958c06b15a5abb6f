import { describe, expect, it } from 'vitest';
import { writingIn } from './i18n';
import { formatKesFigure, formatKsh, fromCents, parseKes, subtractKes, sumKes, toCents } from './money';

describe('amounts people type', () => {
  it.each([
    ['15000', 15000],
    [' 15000.5 ', 15000.5],
    ['0.99', 0.99],
  ])('%s is %d shillings', (text, value) => {
    expect(parseKes(text)).toBe(value);
  });

  it.each(['1e3', '0x10', 'Infinity', '-5', '15,000', '1.005', '', '   ', '12abc'])('%s is not an amount', (text) => {
    expect(parseKes(text)).toBeNull();
  });

  it('writes KSH with thousands separators and at most two decimals', () => {
    expect(formatKsh(15000)).toBe('KSH 15,000');
    expect(formatKsh(15000.5)).toBe('KSH 15,000.50');
    expect(formatKesFigure(-1500)).toBe('-1,500');
  });

  it('writes Kiswahili amounts as sw-KE does: Ksh, a no-break space, always the cents', () => {
    writingIn('sw', () => {
      expect(formatKsh(1500)).toBe('Ksh\u00a01,500.00');
      expect(formatKsh(-1500)).toBe('-Ksh\u00a01,500.00');
      expect(formatKsh(15000.5)).toBe('Ksh\u00a015,000.50');
      expect(formatKesFigure(1500)).toBe('1,500.00');
    });
    expect(formatKsh(1500)).toBe('KSH 1,500');
  });
});

describe('arithmetic on KES, in whole cents', () => {
  it('adds amounts without floating-point error', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumKes([0.1, 0.2])).toBe(0.3);
    expect(sumKes([9000.55, 4500.35, 0.1])).toBe(13501);
    expect(sumKes(Array.from({ length: 1000 }, () => 0.01))).toBe(10);
    expect(sumKes([])).toBe(0);
  });

  it('subtracts without floating-point error, below zero too', () => {
    expect(15000.3 - 9000.1).not.toBe(6000.2);
    expect(subtractKes(15000.3, 9000.1)).toBe(6000.2);
    expect(subtractKes(100, 100.01)).toBe(-0.01);
  });

  it('turns KES into whole cents and back', () => {
    expect(toCents(15000.5)).toBe(1500050);
    expect(toCents(1.01)).toBe(101);
    expect(fromCents(1500050)).toBe(15000.5);
  });
});
