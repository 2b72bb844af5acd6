import type { LeaveRequest } from '@hrms/contracts/leave';
import { describe, expect, it } from 'vitest';
import { canCancel, canDecide, formatDateRange } from './labels';

const request = (changes: Partial<LeaveRequest> = {}) =>
  ({
    id: 9,
    status: 'pending',
    employee: {
      id: 3,
      first_name: 'Priya',
      last_name: 'Nair',
      employee_id: 'EMP0003',
      user: { email: 'p@x' },
    },
    start_date: '2026-03-16',
    end_date: '2026-03-17',
    ...changes,
  }) as LeaveRequest;

const approver = { employeeId: 2, canApprove: true, today: '2026-03-02' };
const applicant = { employeeId: 3, canApprove: false, today: '2026-03-02' };

describe('formatDateRange', () => {
  it('shows one date for a single day and repeats only what differs', () => {
    expect(formatDateRange('2026-03-16', '2026-03-16')).toBe('16 Mar 2026');
    expect(formatDateRange('2026-03-16', '2026-03-17')).toBe('16 – 17 Mar 2026');
    expect(formatDateRange('2026-03-30', '2026-04-02')).toBe('30 Mar – 2 Apr 2026');
    expect(formatDateRange('2026-12-28', '2027-01-04')).toBe('28 Dec 2026 – 4 Jan 2027');
  });
});

describe('canDecide', () => {
  it('lets an approver decide pending requests of others only', () => {
    expect(canDecide(request(), approver)).toBe(true);
    expect(canDecide(request({ status: 'approved' }), approver)).toBe(false);
    expect(canDecide(request(), { ...approver, employeeId: 3 })).toBe(false);
    expect(canDecide(request(), applicant)).toBe(false);
  });
});

describe('canCancel', () => {
  it('lets the applicant cancel pending requests and approved ones not yet started', () => {
    expect(canCancel(request(), applicant)).toBe(true);
    expect(canCancel(request({ status: 'approved' }), applicant)).toBe(true);
    expect(canCancel(request({ status: 'approved', start_date: '2026-03-02' }), applicant)).toBe(false);
    expect(canCancel(request({ status: 'rejected' }), applicant)).toBe(false);
    expect(canCancel(request(), approver)).toBe(false);
  });
});
