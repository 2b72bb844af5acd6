import { describe, expect, it } from 'vitest';
import { CsvFileProblem, checkRow, employmentProblem, readPayrollCsv } from './csv-rows';

const HEADER = 'employee_code,employee_name,total_days,days_present,days_paid';

describe('reading a payroll CSV', () => {
  it('keys rows by a case-insensitive header, skipping blank lines and a byte-order mark', () => {
    const { rows, firstRow } = readPayrollCsv(
      Buffer.from(`\uFEFF${HEADER.toUpperCase()},HRA\nEMP0001,"Sharma, Asha",30,22,30,12000\n\n`),
    );
    expect(firstRow).toBe(2);
    expect(rows).toEqual([
      {
        employee_code: 'EMP0001',
        employee_name: 'Sharma, Asha',
        total_days: '30',
        days_present: '22',
        days_paid: '30',
        hra: '12000',
      },
    ]);
  });

  it('refuses missing, unknown and repeated columns, and binary content', () => {
    const problem = (text: string | Buffer) => {
      try {
        readPayrollCsv(Buffer.isBuffer(text) ? text : Buffer.from(text));
        return null;
      } catch (err) {
        expect(err).toBeInstanceOf(CsvFileProblem);
        return (err as Error).message;
      }
    };
    expect(problem('employee_code,total_days')).toBe(
      'Missing required columns: employee_name, days_present, days_paid',
    );
    expect(problem(`${HEADER},bonus`)).toBe('Unknown columns: bonus');
    expect(problem(`${HEADER},hra,HRA`)).toBe('Columns given twice: hra');
    expect(problem('')).toBe('The file is empty.');
    expect(problem(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x01]))).toBe(
      'The file must be a CSV text file.',
    );
  });
});

describe('checking a row', () => {
  const cells = (over: Record<string, string> = {}) => ({
    employee_code: 'EMP0001',
    employee_name: 'Asha Sharma',
    total_days: '30',
    days_present: '21.5',
    days_paid: '29',
    basic_salary: '30000.50',
    pf_deduction: '1800',
    ...over,
  });

  it('reads amounts into paise, blank optional cells as zero', () => {
    const row = checkRow(2, cells({ hra: '' }));
    expect(row).toMatchObject({ row: 2, days_present: 21.5, days_paid: 29, cl_days: 0 });
    if ('errors' in row) throw new Error('unexpected');
    expect(row.earnings.basic_salary).toBe(3_000_050);
    expect(row.earnings.hra).toBe(0);
    expect(row.deductions.pf_deduction).toBe(180_000);
  });

  it('lists everything wrong with a row', () => {
    expect(
      checkRow(3, cells({ employee_name: '', days_paid: '', hra: '12,000', basic_salary: '-5' })),
    ).toEqual({
      errors: [
        'employee_name is required',
        'days_paid is required',
        'basic_salary must be a non-negative number with at most 2 decimals',
        'hra must be a non-negative number with at most 2 decimals',
      ],
    });
    expect(checkRow(4, cells({ total_days: '32' }))).toEqual({
      errors: ['total_days must be a whole number from 1 to 31'],
    });
    expect(checkRow(5, cells({ days_paid: '31' }))).toEqual({
      errors: ['days_paid cannot exceed total_days'],
    });
    expect(checkRow(6, cells({ loan_deduction: '40000' }))).toEqual({
      errors: ['Total deductions exceed total earnings'],
    });
  });

  it('refuses amounts a numeric(14,2) column cannot hold, alone or added up', () => {
    const tooBig = 'basic_salary may not be greater than 999999999999.99';
    expect(checkRow(7, cells({ basic_salary: '9999999999999' }))).toEqual({ errors: [tooBig] });
    expect(checkRow(8, cells({ basic_salary: '1000000000000000000000' }))).toEqual({ errors: [tooBig] });
    expect(checkRow(9, cells({ basic_salary: '999999999999.99', hra: '1' }))).toEqual({
      errors: ['Total earnings may not be greater than 999999999999.99'],
    });
    expect(checkRow(10, cells({ basic_salary: '999999999999.99', hra: '0' }))).not.toHaveProperty('errors');
  });

  it('notes the PF, ESIC and PT cells left blank for the engine; a cell given, 0 included, is not', () => {
    const blank = (over: Record<string, string>) => {
      const row = checkRow(2, cells(over));
      if ('errors' in row) throw new Error(row.errors.join('; '));
      return row.blank;
    };
    expect(blank({})).toEqual(['esic_deduction', 'professional_tax']);
    expect(blank({ pf_deduction: '', esic_deduction: '0', professional_tax: '200' })).toEqual([
      'pf_deduction',
    ]);
    expect(blank({ esic_deduction: '0', professional_tax: '0' })).toEqual([]);
    // Another blank deduction is simply 0, never computed.
    expect(
      blank({ esic_deduction: '0', professional_tax: '0', lwf_deduction: '', vpf_deduction: '' }),
    ).toEqual([]);
  });
});

describe('months of employment', () => {
  const ref = { row: 7, employee_code: 'EMP0042', employee_name: 'Asha Sharma' };
  const joinedJuly = { hire_date: '2025-07-10', left_on: null };

  it('refuses a month before the month of joining, naming the row and the employee', () => {
    expect(employmentProblem(ref, joinedJuly, { year: 2025, month: 6 })).toBe(
      'Row 7: EMP0042 Asha Sharma joined on 10 Jul 2025, after June 2025: no pay before the month of joining',
    );
    expect(employmentProblem(ref, joinedJuly, { year: 2024, month: 12 })).toMatch(/after December 2024/);
    expect(employmentProblem(ref, joinedJuly, { year: 2025, month: 7 })).toBeNull();
    expect(employmentProblem(ref, joinedJuly, { year: 2026, month: 1 })).toBeNull();
  });

  it('refuses a month after the month of leaving', () => {
    const left = { hire_date: '2020-01-01', left_on: '2025-05-20' };
    expect(employmentProblem(ref, left, { year: 2025, month: 5 })).toBeNull();
    expect(employmentProblem(ref, left, { year: 2025, month: 6 })).toBe(
      'Row 7: EMP0042 Asha Sharma left on 20 May 2025, before June 2025: no pay after the month of leaving',
    );
    expect(employmentProblem(ref, left, { year: 2026, month: 1 })).toMatch(/before January 2026/);
  });
});
