import type { LeaveDays, LeaveType } from '@hrms/contracts/leave';
import { describe, expect, it } from 'vitest';
import {
  type ApplyFormValues,
  type AttachmentLike,
  applicationProblems,
  applyForm,
  attachmentHint,
  type CountedDays,
  dayCountWords,
  halfDayControl,
  inWords,
  type LeaveTypeRules,
  leaveDaysQuestion,
  policyAsks,
  policyLeaveTypes,
  preselectedType,
  typeRulesHint,
} from './applyForm';

const TODAY = '2026-03-02'; // a Monday
const ANNUAL: LeaveTypeRules = { id: 1 };
const SICK: LeaveTypeRules = { id: 2 };
const MATERNITY: LeaveTypeRules = { id: 3 };
const TYPES = [ANNUAL, SICK, MATERNITY];

/** A GET /leave-days answer: a plain one unless told. */
const counted = (changes: Partial<LeaveDays> = {}): LeaveDays => ({
  days: 2,
  sandwich_dates: [],
  available: 10,
  document_required: false,
  half_days_allowed: true,
  ...changes,
});

const values = (changes: Partial<ApplyFormValues<AttachmentLike>> = {}): ApplyFormValues<AttachmentLike> => ({
  leave_type_id: '1',
  start_date: '2026-03-16',
  end_date: '2026-03-17',
  half_day: false,
  half_day_type: 'first_half',
  reason: 'Family wedding',
  attachment: null,
  ...changes,
});

const problems = (changes: Partial<ApplyFormValues<AttachmentLike>> = {}) =>
  applicationProblems(values(changes), TYPES, TODAY);

describe('applicationProblems', () => {
  it('accepts a complete application', () => {
    expect(problems()).toEqual({});
  });

  it('requires the leave type, both dates and a reason', () => {
    expect(problems({ leave_type_id: '', start_date: '', end_date: '', reason: '   ' })).toEqual({
      leave_type_id: 'Leave type is required',
      start_date: 'Start date is required',
      end_date: 'End date is required',
      reason: 'Reason is required',
    });
  });

  it('refuses a start in the past and an end before the start', () => {
    expect(
      problems({ leave_type_id: '2', start_date: '2026-03-01', end_date: '2026-03-01' }).start_date,
    ).toBe('Start date cannot be in the past');
    expect(problems({ start_date: '2026-03-17', end_date: '2026-03-16' }).end_date).toBe(
      'End date cannot be before start date',
    );
  });

  it("leaves the policy's rules to the server: notice, consecutive days, documents", () => {
    // Annual leave tomorrow, for three weeks, without a document: the server answers under each field.
    expect(problems({ start_date: '2026-03-03', end_date: '2026-03-24' })).toEqual({});
    expect(problems({ leave_type_id: '3', start_date: TODAY, end_date: TODAY })).toEqual({});
  });

  it("checks an attachment's format and size", () => {
    const base = { leave_type_id: '3', start_date: '2026-04-06', end_date: '2026-04-10' };
    expect(problems({ ...base, attachment: { name: 'note.PDF', size: 1000 } })).toEqual({});
    expect(problems({ ...base, attachment: { name: 'note.exe', size: 1000 } }).attachment).toBe(
      'The attachment must be a file of type: pdf, jpg, jpeg, png, doc, docx.',
    );
    expect(
      problems({ ...base, attachment: { name: 'scan.png', size: 5 * 1024 * 1024 + 1 } }).attachment,
    ).toBe('The attachment may not be greater than 5 MB.');
  });

  it('refuses a request across two calendar years', () => {
    expect(problems({ start_date: '2026-12-28', end_date: '2027-01-04' }).end_date).toMatch(
      /cannot span two calendar years/,
    );
  });

  it('ignores the end date of a half day', () => {
    expect(problems({ half_day: true, end_date: '' })).toEqual({});
  });
});

describe('applyForm', () => {
  it('gives the payload POST /leaves takes (the server counts the days)', () => {
    const result = applyForm(TYPES, TODAY).safeParse(values({ reason: '  Family wedding ' }));
    expect(result.success && result.data).toEqual({
      leave_type_id: 1,
      start_date: '2026-03-16',
      end_date: '2026-03-17',
      reason: 'Family wedding',
      half_day: false,
      half_day_type: null,
      attachment: null,
    });
  });

  it('locks a half day to its start date', () => {
    const result = applyForm(TYPES, TODAY).safeParse(
      values({ half_day: true, half_day_type: 'second_half', end_date: '2026-03-20' }),
    );
    expect(result.success && result.data).toMatchObject({
      end_date: '2026-03-16',
      half_day: true,
      half_day_type: 'second_half',
    });
  });

  it('reports every problem at once, each under its field', () => {
    const result = applyForm(TYPES, TODAY).safeParse(values({ leave_type_id: '', reason: '' }));
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['leave_type_id', 'Leave type is required'],
      ['reason', 'Reason is required'],
    ]);
  });
});

describe('leaveDaysQuestion', () => {
  const filled = { leave_type_id: '1', start_date: '2026-03-13', end_date: '2026-03-16', half_day: false };

  it('asks once the type and a usable span of dates are there', () => {
    expect(leaveDaysQuestion(filled)).toEqual({
      leave_type_id: 1,
      start_date: '2026-03-13',
      end_date: '2026-03-16',
      half_day: false,
    });
  });

  it('asks about the start date alone for a half day', () => {
    expect(leaveDaysQuestion({ ...filled, half_day: true })).toMatchObject({
      start_date: '2026-03-13',
      end_date: '2026-03-13',
      half_day: true,
    });
  });

  it('does not ask while something is missing or the end is before the start', () => {
    expect(leaveDaysQuestion({ ...filled, leave_type_id: '' })).toBeNull();
    expect(leaveDaysQuestion({ ...filled, end_date: '' })).toBeNull();
    expect(leaveDaysQuestion({ ...filled, start_date: '2026-02-30' })).toBeNull();
    expect(leaveDaysQuestion({ ...filled, end_date: '2026-03-12' })).toBeNull();
  });
});

describe('dayCountWords', () => {
  it("says what the server counts, with the sandwich rule's days and the balance", () => {
    expect(
      dayCountWords(counted({ days: 4, sandwich_dates: ['2026-03-14', '2026-03-15'], available: 10.5 })),
    ).toEqual({
      counted: '4 days will be counted',
      sandwich: "including 14 Mar 2026 and 15 Mar 2026 under your policy's sandwich rule",
      available: 'Available: 10.5 days',
      exceeds: false,
    });
  });

  it('has no sandwich words without sandwich days, and flags a count above the balance', () => {
    expect(dayCountWords(counted({ days: 3, available: 2 }))).toMatchObject({
      counted: '3 days will be counted',
      sandwich: null,
      exceeds: true,
    });
  });

  it('says an unpaid type uses no balance, and a span without working days counts none', () => {
    expect(dayCountWords(counted({ days: 0.5, available: null }))).toMatchObject({
      counted: '0.5 day will be counted',
      available: 'Unpaid leave: no balance is used.',
      exceeds: false,
    });
    expect(dayCountWords(counted({ days: 0, available: 5 })).counted).toMatch(/No days will be counted/);
  });

  it('lists dates in words', () => {
    expect(inWords([])).toBe('');
    expect(inWords(['a'])).toBe('a');
    expect(inWords(['a', 'b', 'c'])).toBe('a, b and c');
  });
});

describe('typeRulesHint', () => {
  it("says the policy's notice and consecutive days, and that unpaid leave uses no balance", () => {
    expect(typeRulesHint({ is_paid: true, advance_notice_days: 7, max_consecutive_days: 15 })).toBe(
      "7 days' notice · at most 15 days in a row",
    );
    expect(typeRulesHint({ is_paid: false, advance_notice_days: 0, max_consecutive_days: null })).toBe(
      'Unpaid leave: no balance is used',
    );
    expect(
      typeRulesHint({ is_paid: true, advance_notice_days: 0, max_consecutive_days: null }),
    ).toBeUndefined();
  });
});

const leaveType = (id: number, name: string, changes: Partial<LeaveType> = {}): LeaveType => ({
  id,
  name,
  code: name.slice(0, 2).toUpperCase(),
  color: '#6366f1',
  is_paid: true,
  annual_allocation: 12,
  carry_forward_days: 0,
  max_consecutive_days: null,
  advance_notice_days: 0,
  requires_attachment: false,
  requires_approval: true,
  is_encashable: false,
  is_compensatory: false,
  is_active: true,
  ...changes,
});

describe('policyLeaveTypes', () => {
  it("offers the types of the year's balance, in its order, retired types left out", () => {
    const balances = [
      { leave_type: leaveType(1, 'Annual Leave') },
      { leave_type: leaveType(4, 'Old Leave', { is_active: false }) },
      { leave_type: leaveType(2, 'Sick Leave', { advance_notice_days: 3 }) },
      { leave_type: leaveType(2, 'Sick Leave') },
    ];
    expect(policyLeaveTypes(balances).map((t) => [t.id, t.name])).toEqual([
      [1, 'Annual Leave'],
      [2, 'Sick Leave'],
    ]);
    // Each as the policy sets it (the balance's figures, not the catalogue's).
    expect(policyLeaveTypes(balances)[1]?.advance_notice_days).toBe(3);
    expect(policyLeaveTypes([])).toEqual([]);
  });
});

describe('preselectedType', () => {
  it('preselects ?type= only when it is one of the types offered', () => {
    expect(preselectedType('2', TYPES)).toBe('2');
    expect(preselectedType('9', TYPES)).toBe('');
    expect(preselectedType('', TYPES)).toBe('');
    expect(preselectedType('abc', TYPES)).toBe('');
    expect(preselectedType(null, TYPES)).toBe('');
  });
});

describe('policyAsks', () => {
  const question = { leave_type_id: 1, start_date: '2026-03-16', end_date: '2026-03-20', half_day: false };
  const known = (changes: Partial<LeaveDays> = {}): CountedDays => ({ question, answer: counted(changes) });
  const now = { leave_type_id: '1', year: 2026, asked: true };

  it('asks nothing before a count: no document, half days allowed', () => {
    expect(policyAsks(null, now)).toEqual({ documentRequired: false, halfDaysAllowed: true });
  });

  it('follows the latest count of the type: a document wanted, half days refused', () => {
    expect(policyAsks(known({ document_required: true, half_days_allowed: false }), now)).toEqual({
      documentRequired: true,
      halfDaysAllowed: false,
    });
    expect(policyAsks(known(), now)).toEqual({ documentRequired: false, halfDaysAllowed: true });
  });

  it('ignores a count of another type or another year', () => {
    const strict = known({ document_required: true, half_days_allowed: false });
    const free = { documentRequired: false, halfDaysAllowed: true };
    expect(policyAsks(strict, { ...now, leave_type_id: '2' })).toEqual(free);
    expect(policyAsks(strict, { ...now, leave_type_id: '' })).toEqual(free);
    expect(policyAsks(strict, { ...now, year: 2027 })).toEqual(free);
  });

  it('wants no document while no dates are asked about, but still knows the half days', () => {
    expect(
      policyAsks(known({ document_required: true, half_days_allowed: false }), { ...now, asked: false }),
    ).toEqual({ documentRequired: false, halfDaysAllowed: false });
  });
});

describe('attachmentHint', () => {
  it('says when the policy asks for a document, with the formats either way', () => {
    expect(attachmentHint(true)).toBe(
      'Your policy asks for a document for a leave of this length. PDF, JPG, JPEG, PNG, DOC, DOCX; at most 5 MB.',
    );
    expect(attachmentHint(false)).toMatch(/^Optional, unless your leave policy asks for a document/);
  });
});

describe('halfDayControl', () => {
  it('offers half days the policy allows', () => {
    expect(halfDayControl(true, false)).toEqual({
      disabled: false,
      hint: 'Take only the first or the second half of one day (counts as 0.5 day).',
    });
  });

  it('disables the box with a hint when the policy allows none, but lets a ticked box be unticked', () => {
    expect(halfDayControl(false, false)).toEqual({
      disabled: true,
      hint: 'Your leave policy does not allow half days of this leave type.',
    });
    expect(halfDayControl(false, true)).toEqual({
      disabled: false,
      hint: 'Your leave policy does not allow half days of this leave type: untick it to apply for whole days.',
    });
  });
});
