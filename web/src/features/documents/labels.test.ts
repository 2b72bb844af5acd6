import { describe, expect, it } from 'vitest';
import { documentLabel, mayDeleteDocument, requestOutcome } from './labels';

describe('documentLabel', () => {
  it('names the employee and the type', () => {
    expect(
      documentLabel({
        employee: { id: 1, first_name: 'Priya', last_name: 'Nair', employee_id: 'EMP-1' },
        document_type: { id: 2, name: 'Passport', category: 'identity' },
      }),
    ).toBe('Priya Nair’s Passport');
  });
});

describe('mayDeleteDocument', () => {
  const upload = { source: 'upload' as const, uploaded_by: 'Priya Nair', document_request_id: null };

  it('lets HR delete any document', () => {
    expect(mayDeleteDocument({ ...upload, source: 'letter' }, { canManage: true, userName: null })).toBe(
      true,
    );
  });

  it('lets an employee delete only their own uploads', () => {
    expect(mayDeleteDocument(upload, { canManage: false, userName: 'Priya Nair' })).toBe(true);
    expect(mayDeleteDocument(upload, { canManage: false, userName: 'Ravi Kumar' })).toBe(false);
    expect(
      mayDeleteDocument({ ...upload, source: 'letter' }, { canManage: false, userName: 'Priya Nair' }),
    ).toBe(false);
    expect(mayDeleteDocument({ ...upload, uploaded_by: null }, { canManage: false, userName: null })).toBe(
      false,
    );
  });

  it('keeps an upload that answered a request from the employee', () => {
    const answer = { ...upload, document_request_id: 4 };
    expect(mayDeleteDocument(answer, { canManage: false, userName: 'Priya Nair' })).toBe(false);
  });
});

describe('requestOutcome', () => {
  it('is the server’s message when nobody had the request open', () => {
    expect(requestOutcome({ message: 'Document requested from 3 employees', already_open: [] })).toBe(
      'Document requested from 3 employees',
    );
  });

  it('adds how many already had it open', () => {
    expect(requestOutcome({ message: 'Document requested from 3 employees', already_open: [4] })).toBe(
      'Document requested from 3 employees. 1 employee already had an open request for it and was not asked again.',
    );
    expect(requestOutcome({ message: 'Document requested from 0 employees.', already_open: [4, 5] })).toBe(
      'Document requested from 0 employees. 2 employees already had an open request for it and were not asked again.',
    );
  });
});
