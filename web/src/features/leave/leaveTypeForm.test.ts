import type { LeaveType } from '@hrms/contracts/leave';
import { describe, expect, it } from 'vitest';
import { leaveTypeForm, leaveTypeFormValues, NEW_LEAVE_TYPE } from './leaveTypeForm';

const messages = (values: Partial<typeof NEW_LEAVE_TYPE>) => {
  const result = leaveTypeForm.safeParse({ ...NEW_LEAVE_TYPE, name: 'Study Leave', code: 'stl', ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('leaveTypeForm', () => {
  it('turns the boxes into the request body', () => {
    const result = leaveTypeForm.parse({
      ...NEW_LEAVE_TYPE,
      name: ' Study Leave ',
      code: 'stl',
      annual_allocation: '4.5',
      carry_forward_days: '2',
      max_consecutive_days: '5',
      advance_notice_days: '14',
    });
    expect(result).toEqual({
      name: 'Study Leave',
      code: 'STL',
      color: '#6366f1',
      is_paid: true,
      annual_allocation: 4.5,
      carry_forward_days: 2,
      max_consecutive_days: 5,
      advance_notice_days: 14,
      requires_attachment: false,
      requires_approval: true,
      is_encashable: false,
      is_compensatory: false,
      is_active: true,
    });
  });

  it('leaves the maximum consecutive days empty for no limit', () => {
    expect(leaveTypeForm.parse({ ...NEW_LEAVE_TYPE, name: 'A', code: 'A' }).max_consecutive_days).toBeNull();
  });

  it('names what is wrong', () => {
    expect(messages({ name: ' ', code: '' })).toMatchObject({
      name: 'Name is required',
      code: 'Code is required',
    });
    expect(messages({ color: 'red' })).toEqual({ color: 'Colour must be a hex colour like #4f46e5' });
    expect(messages({ annual_allocation: '1.25' })).toEqual({
      annual_allocation: 'Annual allocation must be in half days (e.g. 1.5)',
    });
    expect(messages({ carry_forward_days: '-1' })).toEqual({
      carry_forward_days: 'Carry-forward days must be between 0 and 366',
    });
    expect(messages({ advance_notice_days: 'x' })).toMatchObject({
      advance_notice_days: 'Advance notice days must be a number',
    });
    expect(messages({ max_consecutive_days: '0' })).toHaveProperty('max_consecutive_days');
  });

  it('fills the form from a saved type', () => {
    const type: LeaveType = {
      id: 1,
      name: 'Annual Leave',
      code: 'AL',
      color: '#4f46e5',
      is_paid: true,
      annual_allocation: 18,
      carry_forward_days: 10,
      max_consecutive_days: null,
      advance_notice_days: 7,
      requires_attachment: false,
      requires_approval: true,
      is_encashable: false,
      is_compensatory: false,
      is_active: true,
    };
    const values = leaveTypeFormValues(type);
    expect(values).toMatchObject({
      annual_allocation: '18',
      max_consecutive_days: '',
      advance_notice_days: '7',
    });
    const { id: _id, ...body } = type;
    expect(leaveTypeForm.parse(values)).toEqual(body);
  });
});
