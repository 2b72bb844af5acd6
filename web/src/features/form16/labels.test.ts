import { describe, expect, it } from 'vitest';
import { certificateFilename, generatedMessage, QUARTER_NAMES } from './labels';

describe('Tax certificate labels', () => {
  it('names the quarters of the financial year, April first', () => {
    expect(Object.values(QUARTER_NAMES)).toEqual([
      'Q1 (April–June)',
      'Q2 (July–September)',
      'Q3 (October–December)',
      'Q4 (January–March)',
    ]);
  });

  it('says how many were issued, in the singular for one', () => {
    expect(generatedMessage('Form 16', 'FY 2025-26', 1)).toBe('Form 16 for FY 2025-26 issued to 1 employee.');
    expect(generatedMessage('Form 130', 'TY 2026-27', 58)).toBe(
      'Form 130 for TY 2026-27 issued to 58 employees.',
    );
  });

  it('names a downloaded file after the form, the employee and the year; a draft says so', () => {
    expect(certificateFilename('Form 16', 'EMP0007', '2025-26')).toBe('form16_EMP0007_2025-26.pdf');
    expect(certificateFilename('Form 130', 'EMP0007', '2026-27', true)).toBe(
      'form130_EMP0007_2026-27_draft.pdf',
    );
  });
});
