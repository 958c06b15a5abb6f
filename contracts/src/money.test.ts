import { describe, expect, it } from 'vitest';
import { formatKsh, parseKes } from './money';

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
  });
});
