import { monthBeingPaid } from '@hrms/contracts/pay-runs';
import { describe, expect, it } from 'vitest';
import { payRunInputs, payRunSteps } from './steps';

const none = {
  joiners: 0,
  leavers: 0,
  revisions: 0,
  attendance_to_approve: 0,
  overtime_to_approve: 0,
  leave_to_decide: 0,
  claims_to_decide: 0,
  without_attendance: 0,
};
const counts = (c: Partial<Record<string, number>>) => ({
  employees: 10,
  not_processed: 0,
  draft: 0,
  processed: 0,
  approved: 0,
  paid: 0,
  released: 0,
  flagged: 0,
  ...c,
});
const states = (s: ReturnType<typeof payRunSteps>) =>
  Object.fromEntries(s.steps.map((x) => [x.key, x.state]));

describe('the month being paid', () => {
  it('is the month before today, December of the year before in January', () => {
    expect(monthBeingPaid('2026-12-02')).toEqual({ year: 2026, month: 11 });
    expect(monthBeingPaid('2026-12-31')).toEqual({ year: 2026, month: 11 });
    expect(monthBeingPaid('2027-01-01')).toEqual({ year: 2026, month: 12 });
  });
});

describe('the pay run’s steps', () => {
  it('waits for a month that has not ended, and asks for a look at inputs that block processing', () => {
    const inputs = payRunInputs({ ...none, attendance_to_approve: 3, joiners: 2 });
    const s = payRunSteps(counts({ not_processed: 10 }), inputs, false, false);
    expect(states(s)).toEqual({
      inputs: 'attention',
      process: 'waiting',
      review: 'waiting',
      approve: 'waiting',
      release: 'waiting',
      pay: 'waiting',
      lock: 'waiting',
    });
    // Joiners are for information: only what blocks is summarised.
    expect(s.steps[0]?.summary).toBe('Attendance to approve: 3');
    expect(s.state).toBe('inputs');
  });

  it('asks for drafts to be processed again, then for approval of the processed runs', () => {
    const drafts = payRunSteps(
      counts({ draft: 2, processed: 8, flagged: 3 }),
      payRunInputs(none),
      true,
      false,
    );
    expect(drafts.steps[1]).toMatchObject({ state: 'attention', summary: '2 drafts to process again' });
    expect(drafts.steps[2]).toMatchObject({
      key: 'review',
      state: 'attention',
      summary: '3 flagged runs to check',
    });
    expect(drafts.steps[3]).toMatchObject({ state: 'todo', summary: '8 runs to approve' });
    expect(drafts.state).toBe('process');
  });

  it('walks approval, release, payment and the lock in order', () => {
    const inputs = payRunInputs(none);
    expect(payRunSteps(counts({ approved: 10 }), inputs, true, false).state).toBe('release');
    const released = payRunSteps(counts({ approved: 10, released: 10 }), inputs, true, false);
    expect(released.state).toBe('pay');
    expect(released.steps[5]).toMatchObject({ state: 'todo', summary: '10 runs to pay' });
    const paid = payRunSteps(counts({ paid: 10, released: 10 }), inputs, true, false);
    expect(states(paid)).toMatchObject({
      review: 'done',
      approve: 'done',
      release: 'done',
      pay: 'done',
      lock: 'todo',
    });
    expect(payRunSteps(counts({ paid: 10, released: 10 }), inputs, true, true).state).toBe('closed');
  });

  it('will not offer the lock while an employee has no approved run', () => {
    const s = payRunSteps(
      counts({ paid: 9, released: 9, not_processed: 1 }),
      payRunInputs(none),
      true,
      false,
    );
    expect(s.steps[6]).toMatchObject({ key: 'lock', state: 'waiting' });
    expect(s.steps[1]).toMatchObject({ state: 'todo', summary: '1 employee not processed' });
  });
});
