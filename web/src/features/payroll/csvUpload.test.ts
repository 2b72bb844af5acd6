import { PAYROLL_CSV_MAX_BYTES } from '@hrms/contracts/payroll';
import { describe, expect, it } from 'vitest';
import { CSV_MESSAGES, csvFileProblem, csvUploadedMessage } from './csvUpload';

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

  it('words the result banner as the spec does', () => {
    expect(csvUploadedMessage({ success: 12, errors: 2, skipped: 1 })).toBe(
      'CSV processed successfully! 12 records created/updated, 2 errors, 1 skipped.',
    );
  });
});
