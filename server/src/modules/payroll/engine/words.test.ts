import { describe, expect, it } from 'vitest';
import { indianNumberInWords, rupeesInWords } from './words';

describe('amounts in words, Indian grouping', () => {
  it('groups by crore, lakh and thousand', () => {
    expect(indianNumberInWords(0)).toBe('Zero');
    expect(indianNumberInWords(7)).toBe('Seven');
    expect(indianNumberInWords(45)).toBe('Forty-Five');
    expect(indianNumberInWords(100)).toBe('One Hundred');
    expect(indianNumberInWords(48_000)).toBe('Forty-Eight Thousand');
    expect(indianNumberInWords(1_23_456)).toBe('One Lakh Twenty-Three Thousand Four Hundred Fifty-Six');
    expect(indianNumberInWords(10_00_00_000)).toBe('Ten Crore');
    expect(indianNumberInWords(12_34_56_789)).toBe(
      'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine',
    );
  });

  it('writes rupees and paise', () => {
    expect(rupeesInWords(48_000_00)).toBe('Rupees Forty-Eight Thousand Only');
    expect(rupeesInWords(16_829_50)).toBe(
      'Rupees Sixteen Thousand Eight Hundred Twenty-Nine and Fifty Paise Only',
    );
    expect(rupeesInWords(-1_00)).toBe('Minus Rupees One Only');
  });
});
