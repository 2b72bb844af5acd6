import { describe, expect, it } from 'vitest';
import { approvableHours, readOvertimeFilters } from './overtime';

describe('the overtime list’s filters', () => {
  it('shows pending days unless the URL asks for a decision or for all', () => {
    expect(readOvertimeFilters(new URLSearchParams('')).overtime_status).toBe('pending');
    expect(readOvertimeFilters(new URLSearchParams('overtime_status=approved')).overtime_status).toBe(
      'approved',
    );
    expect(readOvertimeFilters(new URLSearchParams('overtime_status=all')).overtime_status).toBe('');
    // 'none' is a day without overtime: not a list of its own.
    expect(readOvertimeFilters(new URLSearchParams('overtime_status=none')).overtime_status).toBe('pending');
    expect(readOvertimeFilters(new URLSearchParams('start_date=2026-02-30x&page=3'))).toMatchObject({
      start_date: '',
      page: 3,
    });
  });
});

describe('the hours an approver may approve', () => {
  it('takes more than 0 and at most the hours claimed, with two decimals', () => {
    expect(approvableHours('1.5', 1.5)).toEqual({ hours: 1.5 });
    expect(approvableHours('1,25', 1.5)).toEqual({ hours: 1.25 });
    expect(approvableHours('1.15', 1.5)).toEqual({ hours: 1.15 });
    expect(approvableHours('1.51', 1.5)).toEqual({ error: 'At most 1.50 hours were claimed on this day.' });
    expect(approvableHours('0', 1.5)).toEqual({
      error: 'Approve more than 0 hours, or reject the overtime.',
    });
    expect(approvableHours('', 1.5)).toEqual({ error: 'Enter the hours to approve.' });
    expect(approvableHours('abc', 1.5)).toEqual({ error: 'Enter the hours to approve.' });
    expect(approvableHours('1.255', 1.5)).toEqual({ error: 'The hours may have at most two decimals.' });
  });
});
