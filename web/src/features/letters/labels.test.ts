import { describe, expect, it } from 'vitest';
import { hasPdf, letterFileName, letterLabel, mayCancel, mayDecide } from './labels';

const employee = { id: 5, first_name: 'Priya', last_name: 'Nair', employee_id: 'EMP-5' };
const hr = { canManage: true, canApprove: true, ownEmployeeId: 9 };

describe('letter labels', () => {
  it('names a letter by whose it is and its template', () => {
    expect(letterLabel({ employee, template: { id: 1, name: 'Offer letter', kind: 'offer' } })).toBe(
      'Priya Nair’s Offer letter',
    );
  });

  it('saves a letter under its number, or as a draft', () => {
    expect(letterFileName({ id: 3, number: 'DEMO/HR/2026-27/0001' })).toBe('DEMO-HR-2026-27-0001.pdf');
    expect(letterFileName({ id: 3, number: null })).toBe('letter-3-draft.pdf');
  });
});

describe('what may be done with a letter', () => {
  it('decides only pending letters, with approve-letters, and never one’s own', () => {
    expect(mayDecide({ status: 'pending', employee }, hr)).toBe(true);
    expect(mayDecide({ status: 'issued', employee }, hr)).toBe(false);
    expect(mayDecide({ status: 'pending', employee }, { ...hr, canApprove: false })).toBe(false);
    expect(mayDecide({ status: 'pending', employee }, { ...hr, ownEmployeeId: 5 })).toBe(false);
  });

  it('gives a PDF of an issued or pending letter only', () => {
    expect(hasPdf({ status: 'issued' })).toBe(true);
    expect(hasPdf({ status: 'pending' })).toBe(true);
    expect(hasPdf({ status: 'cancelled' })).toBe(false);
  });

  it('cancels only pending letters, with manage-letters', () => {
    expect(mayCancel({ status: 'pending' }, hr)).toBe(true);
    expect(mayCancel({ status: 'rejected' }, hr)).toBe(false);
    expect(mayCancel({ status: 'pending' }, { ...hr, canManage: false })).toBe(false);
  });
});
