import type { DocumentType } from '@hrms/contracts/documents';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_ACCEPT,
  documentFileProblem,
  EXPIRY_REMINDER_HINT,
  type UploadValues,
  uploadableTypes,
  uploadFormData,
  uploadProblems,
} from './uploadForm';

const pdf = new File(['%PDF-1.7'], 'passport.pdf', { type: 'application/pdf' });
const values: UploadValues = {
  employee_id: '',
  document_type_id: '4',
  visibility: 'hr',
  number: ' P1234567 ',
  issued_on: '2020-01-10',
  expires_on: '2030-01-09',
  file: pdf,
};
const entries = (form: FormData) =>
  Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]));

describe('documentFileProblem', () => {
  it('takes a PDF, JPEG or PNG of at most 5 MB', () => {
    expect(documentFileProblem({ name: 'scan.PDF', size: 10 })).toBeNull();
    expect(documentFileProblem({ name: 'photo.jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(documentFileProblem({ name: 'notes.docx', size: 10 })).toBe(
      'The document must be a PDF, JPEG or PNG file.',
    );
    expect(documentFileProblem({ name: 'empty.png', size: 0 })).toBe('The file is empty.');
    expect(documentFileProblem({ name: 'big.pdf', size: 6 * 1024 * 1024 })).toBe(
      'The file is 6 MB; a document may be at most 5 MB.',
    );
  });

  it('offers the same types in the picker', () => {
    expect(DOCUMENT_ACCEPT).toBe('.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png');
  });
});

describe('uploadProblems', () => {
  it('asks for a type and a file, and for the employee when HR picks one', () => {
    const empty = { ...values, document_type_id: '', file: null };
    expect(uploadProblems(empty, { kind: 'self' })).toEqual({
      document_type_id: 'Choose the type of document.',
      file: 'Choose the file to upload.',
    });
    expect(uploadProblems(values, { kind: 'any' })).toEqual({ employee_id: 'Choose the employee.' });
    expect(uploadProblems(values, { kind: 'employee', employeeId: 3 })).toEqual({});
  });

  it('refuses an expiry before the issue date', () => {
    expect(uploadProblems({ ...values, expires_on: '2019-12-31' }, { kind: 'self' })).toEqual({
      expires_on: 'The expiry date cannot be before the issue date.',
    });
  });
});

describe('uploadFormData', () => {
  it('sends an employee’s own upload without employee or visibility', () => {
    const form = uploadFormData(values, { uploadFor: { kind: 'self' }, hasExpiry: true, requestId: 12 });
    expect(entries(form)).toEqual({
      document_type_id: '4',
      number: 'P1234567',
      issued_on: '2020-01-10',
      expires_on: '2030-01-09',
      document_request_id: '12',
      file: 'passport.pdf',
    });
  });

  it('sends HR’s upload with the employee and visibility, and no expiry for a type without one', () => {
    const form = uploadFormData(
      { ...values, number: '', issued_on: '' },
      { uploadFor: { kind: 'employee', employeeId: 7 }, hasExpiry: false, requestId: null },
    );
    expect(entries(form)).toEqual({
      employee_id: '7',
      document_type_id: '4',
      visibility: 'hr',
      file: 'passport.pdf',
    });
    const picked = uploadFormData(
      { ...values, employee_id: '9' },
      { uploadFor: { kind: 'any' }, hasExpiry: false, requestId: null },
    );
    expect(picked.get('employee_id')).toBe('9');
  });
});

describe('uploadableTypes', () => {
  const type = (id: number, is_active: boolean, employee_may_upload: boolean): DocumentType => ({
    id,
    company_id: null,
    code: null,
    name: `Type ${id}`,
    category: 'other',
    has_expiry: false,
    employee_may_upload,
    is_active,
  });
  const types = [type(1, true, true), type(2, true, false), type(3, false, true)];

  it('offers employees the active types they may upload, HR every active type', () => {
    expect(uploadableTypes(types, { self: true }).map((t) => t.id)).toEqual([1]);
    expect(uploadableTypes(types, { self: false }).map((t) => t.id)).toEqual([1, 2]);
  });
});

it('words the expiry reminders from the contract', () => {
  expect(EXPIRY_REMINDER_HINT).toBe('Reminders go out 30 and 7 days before it expires, and on the day.');
});
