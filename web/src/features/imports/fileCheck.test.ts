import { IMPORT_MAX_BYTES } from '@hrms/contracts/imports';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { FILE_MESSAGES, importFailure, importFileProblem, importFormatOf } from './fileCheck';

const file = (name: string, size = 100) => ({ name, size });

describe('the file chosen for an import', () => {
  it('asks for a file when none is chosen', () => {
    expect(importFileProblem(null)).toBe('Please select a CSV or Excel (.xlsx) file.');
  });

  it('takes a CSV or an XLSX by its name, in any case', () => {
    expect(importFormatOf('departments.csv')).toBe('csv');
    expect(importFormatOf('Staff List.XLSX')).toBe('xlsx');
    expect(importFileProblem(file('departments.csv'))).toBeNull();
    expect(importFileProblem(file('Staff.Xlsx'))).toBeNull();
  });

  it('refuses other files, an old .xls among them', () => {
    expect(importFormatOf('staff.xls')).toBeNull();
    expect(importFormatOf('csv')).toBeNull();
    expect(importFileProblem(file('staff.xls'))).toBe(FILE_MESSAGES.wrongType);
    expect(importFileProblem(file('notes.txt'))).toBe('The file must be a CSV or an Excel workbook (.xlsx).');
  });

  it('refuses a file over 10 MB, with the limit', () => {
    expect(importFileProblem(file('big.csv', IMPORT_MAX_BYTES))).toBeNull();
    expect(importFileProblem(file('big.csv', IMPORT_MAX_BYTES + 1))).toBe(
      'The file may not be greater than 10 MB.',
    );
  });
});

describe('the banner of a failed upload or commit', () => {
  it("shows a 422's own messages rather than its generic message", () => {
    const error = new ApiError(422, 'The given data was invalid.', {
      file: ['The file has more than 50,000 rows; split it into smaller files.'],
    });
    expect(importFailure(error, 'Failed')).toBe(
      'The file has more than 50,000 rows; split it into smaller files.',
    );
  });

  it('joins the messages of several fields once each', () => {
    const error = new ApiError(422, 'The given data was invalid.', {
      type: ['The selected type is invalid.'],
      file: ['Please select a file.', 'Please select a file.'],
    });
    expect(importFailure(error, 'Failed')).toBe('The selected type is invalid. Please select a file.');
  });

  it("shows any other failure's message, or the fallback", () => {
    expect(importFailure(new ApiError(409, 'This import has already been committed.'), 'Failed')).toBe(
      'This import has already been committed.',
    );
    expect(importFailure(new ApiError(413, 'The file may not be greater than 10 MB.', {}), 'Failed')).toBe(
      'The file may not be greater than 10 MB.',
    );
    expect(importFailure(new Error('boom'), 'Failed to upload the file')).toBe('Failed to upload the file');
  });
});
