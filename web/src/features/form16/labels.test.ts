import { describe, expect, it } from 'vitest';
import { form16Filename, generatedMessage, QUARTER_NAMES } from './labels';

describe('Form 16 labels', () => {
  it('names the quarters of the financial year, April first', () => {
    expect(Object.values(QUARTER_NAMES)).toEqual([
      'Q1 (April–June)',
      'Q2 (July–September)',
      'Q3 (October–December)',
      'Q4 (January–March)',
    ]);
  });

  it('says how many were issued, in the singular for one', () => {
    expect(generatedMessage(1, '2026-27')).toBe('Form 16 for FY 2026-27 issued to 1 employee.');
    expect(generatedMessage(58, '2026-27')).toBe('Form 16 for FY 2026-27 issued to 58 employees.');
  });

  it('names a downloaded file after the employee and the year', () => {
    expect(form16Filename('EMP0007', '2026-27')).toBe('form16_EMP0007_2026-27.pdf');
  });
});
