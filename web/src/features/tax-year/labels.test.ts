import { describe, expect, it } from 'vitest';
import { itemStatus, proofWindowText, regimeChoiceText, sectionLabel } from './labels';

const base = { status: 'declared' as const, verified_amount: null, rejection_reason: null, lapsed: false };

describe('declaration status in words', () => {
  it('names each state, with the accepted amount and the rejection reason', () => {
    expect(itemStatus(base)).toMatchObject({ key: 'declared', text: 'Declared' });
    expect(itemStatus({ ...base, status: 'submitted' })).toMatchObject({ text: 'Submitted', tone: 'yellow' });
    expect(itemStatus({ ...base, status: 'accepted', verified_amount: 120000 })).toMatchObject({
      text: 'Accepted ₹1,20,000.00',
      tone: 'green',
    });
    expect(itemStatus({ ...base, status: 'rejected', rejection_reason: 'Receipt unsigned' })).toMatchObject({
      text: 'Rejected: Receipt unsigned',
      tone: 'red',
    });
  });

  it('shows a declaration not accepted by the proof deadline as lapsed, whatever its status', () => {
    expect(itemStatus({ ...base, status: 'submitted', lapsed: true }).text).toBe('Lapsed');
    expect(itemStatus({ ...base, status: 'rejected', rejection_reason: 'x', lapsed: true }).key).toBe(
      'lapsed',
    );
  });
});

describe('regime choice', () => {
  it('marks a regime nobody chose as the s.115BAC(1A) default', () => {
    expect(regimeChoiceText('new', null)).toBe('New (default)');
    expect(regimeChoiceText('old', '2026-04-10T10:00:00Z')).toBe('Old');
    expect(regimeChoiceText('new', '2026-04-10T10:00:00Z')).toBe('New');
  });
});

describe('labels', () => {
  it('names a declaration in words, without a section (the year’s statute adds one where shown)', () => {
    expect(sectionLabel('rent_paid_monthly')).toBe('Rent paid per month (HRA)');
    expect(sectionLabel('home_loan_interest')).toBe('Interest on a self-occupied home loan');
    expect(sectionLabel('section_80c')).not.toMatch(/s\.\d/);
  });

  it('words the proof window, open-ended where a date is unset', () => {
    const id = (d: string) => d;
    expect(proofWindowText('2027-01-01', '2027-01-31', id)).toBe('2027-01-01 to 2027-01-31');
    expect(proofWindowText(null, '2027-01-31', id)).toBe('until 2027-01-31');
    expect(proofWindowText('2027-01-01', null, id)).toBe('from 2027-01-01');
    expect(proofWindowText(null, null, id)).toBe('open (no deadline set)');
  });
});
