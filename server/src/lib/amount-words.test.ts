import { describe, expect, it } from 'vitest';
import { kesInWords, wholeInWords } from './amount-words';

describe('amounts in words', () => {
  it('writes whole numbers as on a cheque', () => {
    expect(wholeInWords(0)).toBe('zero');
    expect(wholeInWords(15)).toBe('fifteen');
    expect(wholeInWords(105)).toBe('one hundred and five');
    expect(wholeInWords(7500)).toBe('seven thousand five hundred');
    expect(wholeInWords(15_042)).toBe('fifteen thousand and forty-two');
    expect(wholeInWords(1_200_000)).toBe('one million two hundred thousand');
  });

  it('writes shillings and cents', () => {
    expect(kesInWords(750_000)).toBe('Kenya shillings seven thousand five hundred only');
    expect(kesInWords(1_550)).toBe('Kenya shillings fifteen and fifty cents only');
  });
});
