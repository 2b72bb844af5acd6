import { PAYROLL_CSV_MAX_BYTES } from '@hrms/contracts/payroll';
import { describe, expect, it } from 'vitest';
import { CSV_MESSAGES, csvFileProblem, csvUploadOutcome } from './csvUpload';

const file = (name: string, type: string, size = 100) => ({ name, type, size });

describe('CSV upload checks', () => {
  it('asks for a file when none is chosen', () => {
    expect(csvFileProblem(null)).toBe(CSV_MESSAGES.missing);
  });

  it('takes a CSV by its type or by its .csv extension', () => {
    expect(csvFileProblem(file('payroll.csv', 'text/csv'))).toBeNull();
    expect(csvFileProblem(file('payroll.CSV', ''))).toBeNull();
    expect(csvFileProblem(file('export', 'application/vnd.ms-excel'))).toBeNull();
    expect(csvFileProblem(file('payroll.xlsx', 'application/octet-stream'))).toBe(CSV_MESSAGES.notCsv);
    expect(csvFileProblem(file('notes.txt', 'text/plain'))).toBe('Please select a valid CSV file');
  });

  it('refuses 10 MB or more', () => {
    expect(csvFileProblem(file('big.csv', 'text/csv', PAYROLL_CSV_MAX_BYTES - 1))).toBeNull();
    expect(csvFileProblem(file('big.csv', 'text/csv', PAYROLL_CSV_MAX_BYTES))).toBe(
      'File size must be less than 10MB',
    );
  });

  it('says success, worded as the spec does, only when no row failed', () => {
    expect(csvUploadOutcome({ total: 13, success: 12, errors: 0, skipped: 1 })).toEqual({
      tone: 'success',
      message: 'CSV processed successfully! 12 records created/updated, 0 errors, 1 skipped.',
    });
  });

  it('warns, naming how many rows failed, when any did', () => {
    expect(csvUploadOutcome({ total: 15, success: 12, errors: 2, skipped: 1 })).toEqual({
      tone: 'warning',
      title: '2 of 15 rows failed',
      message: 'CSV processed with errors: 12 records created/updated, 2 errors, 1 skipped.',
    });
    expect(csvUploadOutcome({ total: 2, success: 1, errors: 1, skipped: 0 })).toMatchObject({
      title: '1 of 2 rows failed',
    });
    expect(csvUploadOutcome({ total: 1, success: 0, errors: 1, skipped: 0 })).toMatchObject({
      tone: 'warning',
      title: '1 of 1 row failed',
    });
  });
});
