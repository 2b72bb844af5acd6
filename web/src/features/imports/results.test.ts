import type { ImportError, ImportRecord } from '@hrms/contracts/imports';
import { describe, expect, it } from 'vitest';
import {
  commitChoices,
  commitQuestion,
  commitSummary,
  defaultCommitMode,
  errorsPage,
  headerFailed,
  rowsLeftOut,
  validationSummary,
} from './results';

const record = (over: Partial<ImportRecord> = {}): ImportRecord => ({
  id: 7,
  type: 'departments',
  status: 'validated',
  filename: 'departments.csv',
  format: 'csv',
  rows: 12,
  valid_rows: 12,
  mode: null,
  created: null,
  updated: null,
  unchanged: null,
  created_by: { id: 1, name: 'Aditi Rao' },
  created_at: '2026-12-03T10:00:00Z',
  committed_by: null,
  committed_at: null,
  errors: [],
  ...over,
});
const error = (row: number, column = 'branch', message = 'The selected branch is invalid.'): ImportError => ({
  row,
  column,
  message,
});
const invalid = record({
  status: 'invalid',
  rows: 12,
  valid_rows: 9,
  errors: [error(3), error(4), error(4, 'code'), error(9)],
});

describe('the validation result', () => {
  it('says all rows are valid, or how many have errors, in en-IN figures', () => {
    expect(validationSummary(record())).toBe('All 12 rows are valid: import them when ready.');
    expect(validationSummary(invalid)).toBe('3 of 12 rows have errors; 9 are valid.');
    expect(validationSummary({ ...record(), status: 'checking', rows: 5000, valid_rows: 0 })).toBe(
      'The 5,000 rows of the file are being checked: the result shows here when the check ends.',
    );
    expect(
      validationSummary(record({ status: 'invalid', rows: 150000, valid_rows: 149999, errors: [error(5)] })),
    ).toBe('1 of 1,50,000 rows has errors; 1,49,999 are valid.');
    expect(validationSummary(record({ rows: 1, valid_rows: 1 }))).toBe(
      'The one row is valid: import it when ready.',
    );
  });

  it('says when the header itself is refused, and when there are no rows', () => {
    const header = record({
      status: 'invalid',
      valid_rows: 0,
      errors: [error(1, '', 'Unknown columns: colour.')],
    });
    expect(headerFailed(header)).toBe(true);
    expect(validationSummary(header)).toMatch(/header has a problem/);
    expect(
      validationSummary(
        record({
          status: 'invalid',
          rows: 0,
          valid_rows: 0,
          errors: [error(2, '', 'The file has no rows below its header.')],
        }),
      ),
    ).toBe('The file has no rows below its header.');
  });
});

describe('committing', () => {
  it('offers all only for a file without errors, and the valid rows when there are some', () => {
    expect(commitChoices(record()).map((c) => [c.mode, c.disabled])).toEqual([
      ['all', false],
      ['valid_rows', false],
    ]);
    expect(defaultCommitMode(record())).toBe('all');
    expect(commitChoices(invalid).map((c) => [c.mode, c.disabled])).toEqual([
      ['all', true],
      ['valid_rows', false],
    ]);
    expect(defaultCommitMode(invalid)).toBe('valid_rows');
    const nothing = record({ status: 'invalid', valid_rows: 0, errors: [error(1, '', 'No header.')] });
    expect(commitChoices(nothing).every((c) => c.disabled)).toBe(true);
    expect(defaultCommitMode(nothing)).toBeNull();
  });

  it('asks once, saying how many rows of what and what is left out', () => {
    expect(commitQuestion(record(), 'all')).toBe(
      'Import 12 rows of departments from departments.csv? New records are created and existing ones updated; an import cannot be undone.',
    );
    expect(commitQuestion(invalid, 'valid_rows')).toMatch(
      /^Import 9 rows of departments .* 3 rows with errors will be left out\.$/,
    );
  });

  it('tells what the commit did, and what a valid-rows commit left out', () => {
    const done = record({ status: 'committed', mode: 'all', created: 1204, updated: 3, unchanged: 0 });
    expect(commitSummary(done)).toBe('Imported: 1,204 created, 3 updated, 0 unchanged.');
    expect(
      rowsLeftOut(record({ status: 'committed', rows: 12, created: 12, updated: 0, unchanged: 0 })),
    ).toBe(0);
    expect(
      rowsLeftOut({
        ...invalid,
        status: 'committed',
        mode: 'valid_rows',
        created: 8,
        updated: 1,
        unchanged: 0,
      }),
    ).toBe(3);
    expect(rowsLeftOut(invalid)).toBe(0);
  });
});

describe('the errors table', () => {
  const many = Array.from({ length: 60 }, (_, i) => error(i + 2));

  it('shows a page at a time, with the number of pages', () => {
    const first = errorsPage(many, 1, 25);
    expect(first.rows.map((e) => e.row)).toEqual(Array.from({ length: 25 }, (_, i) => i + 2));
    expect(first.lastPage).toBe(3);
    expect(errorsPage(many, 3, 25).rows).toHaveLength(10);
  });

  it('keeps the page within range, and one empty page for no errors', () => {
    expect(errorsPage(many, 9, 25).page).toBe(3);
    expect(errorsPage(many, 0, 25).page).toBe(1);
    expect(errorsPage([], 1, 25)).toEqual({ rows: [], lastPage: 1, page: 1 });
  });
});
