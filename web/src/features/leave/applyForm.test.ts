import { describe, expect, it } from 'vitest';
import {
  type ApplyFormValues,
  type AttachmentLike,
  applicationProblems,
  applyForm,
  type LeaveTypeRules,
} from './applyForm';

const TODAY = '2026-03-02'; // a Monday
const ANNUAL: LeaveTypeRules = {
  id: 1,
  advance_notice_days: 7,
  max_consecutive_days: 15,
  requires_attachment: false,
};
const MATERNITY: LeaveTypeRules = {
  id: 3,
  advance_notice_days: 30,
  max_consecutive_days: 182,
  requires_attachment: true,
};
const SICK: LeaveTypeRules = {
  id: 2,
  advance_notice_days: 0,
  max_consecutive_days: 7,
  requires_attachment: false,
};
const TYPES = [ANNUAL, SICK, MATERNITY];

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

  it("applies the leave type's advance notice", () => {
    expect(problems({ start_date: '2026-03-06', end_date: '2026-03-06' }).start_date).toBe(
      'This leave type requires 7 days advance notice',
    );
    expect(problems({ start_date: '2026-03-09', end_date: '2026-03-09' }).start_date).toBeUndefined();
    // No notice needed: today itself is fine.
    expect(problems({ leave_type_id: '2', start_date: TODAY, end_date: TODAY })).toEqual({});
  });

  it("applies the leave type's maximum consecutive days (weekdays counted)", () => {
    // Mon 2 to Wed 11 is 8 weekdays; Mon 2 to Tue 10 is 7.
    expect(problems({ leave_type_id: '2', start_date: '2026-03-02', end_date: '2026-03-11' }).end_date).toBe(
      'Maximum 7 consecutive days allowed for this leave type',
    );
    expect(problems({ leave_type_id: '2', start_date: '2026-03-02', end_date: '2026-03-10' })).toEqual({});
  });

  it('requires an attachment when the type does, and checks its format and size', () => {
    const base = { leave_type_id: '3', start_date: '2026-04-06', end_date: '2026-04-10' };
    expect(problems(base).attachment).toBe('Attachment is required for this leave type');
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
  it('gives the payload POST /leaves takes, with the day count', () => {
    const result = applyForm(TYPES, TODAY).safeParse(values({ reason: '  Family wedding ' }));
    expect(result.success && result.data).toEqual({
      leave_type_id: 1,
      start_date: '2026-03-16',
      end_date: '2026-03-17',
      reason: 'Family wedding',
      days_requested: 2,
      half_day: false,
      half_day_type: null,
      attachment: null,
    });
  });

  it('locks a half day to its start date and counts 0.5', () => {
    const result = applyForm(TYPES, TODAY).safeParse(
      values({ half_day: true, half_day_type: 'second_half', end_date: '2026-03-20' }),
    );
    expect(result.success && result.data).toMatchObject({
      end_date: '2026-03-16',
      days_requested: 0.5,
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
