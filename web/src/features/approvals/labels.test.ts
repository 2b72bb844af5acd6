import type { InboxItem } from '@hrms/contracts/approvals';
import { describe, expect, it } from 'vitest';
import {
  approverLabel,
  chainSummary,
  decisionSummary,
  dueLabel,
  escalationLabel,
  levelLabel,
  levelsSummary,
  periodLabel,
} from './labels';

describe('chains in words', () => {
  it('names each level, a permission level by its permission', () => {
    expect(approverLabel({ approver: 'reporting_manager', permission: null })).toBe('Reporting manager');
    expect(approverLabel({ approver: 'permission', permission: 'approve-leaves' })).toBe(
      'Holders of approve-leaves',
    );
    expect(
      levelsSummary([
        { approver: 'reporting_manager', permission: null },
        { approver: 'permission', permission: 'approve-leaves' },
      ]),
    ).toBe('1. Reporting manager → 2. Holders of approve-leaves');
  });

  it("says who decides a type on the default, its permission's holders", () => {
    expect(chainSummary({ id: null, request_type: 'leave', levels: [] })).toBe(
      'Default: holders of approve-leaves decide',
    );
    expect(chainSummary({ id: null, request_type: 'work_from_home', levels: [] })).toBe(
      'Default: holders of approve-attendance decide',
    );
    expect(
      chainSummary({
        id: 3,
        request_type: 'on_duty',
        levels: [{ approver: 'department_head', permission: null }],
      }),
    ).toBe('1. Department head');
  });

  it('says when a waiting level moves on', () => {
    expect(escalationLabel(null)).toBe('Never escalates');
    expect(escalationLabel(1)).toBe('Moves on after 1 day without a decision');
    expect(escalationLabel(3)).toBe('Moves on after 3 days without a decision');
  });
});

describe('inbox rows', () => {
  it('gives the level of the chain and the span of days', () => {
    expect(levelLabel(1, 2)).toBe('Level 1 of 2');
    expect(periodLabel('2026-12-03', '2026-12-03')).toBe('3 Dec 2026');
    expect(periodLabel('2026-12-03', '2026-12-05')).toBe('3 Dec 2026 to 5 Dec 2026');
  });

  it("shows the due day in the company's zone, and says when it has passed", () => {
    const now = new Date('2026-12-04T06:00:00Z');
    expect(dueLabel(null, now)).toEqual({ text: 'No deadline', overdue: false });
    // 20:00 UTC on the 4th is already the 5th in India.
    expect(dueLabel('2026-12-04T20:00:00Z', now)).toEqual({ text: 'Due 5 Dec 2026', overdue: false });
    expect(dueLabel('2026-12-03T10:00:00Z', now)).toEqual({
      text: 'Overdue since 3 Dec 2026',
      overdue: true,
    });
  });
});

describe('decisionSummary', () => {
  const item = (id: number, name: string, type: InboxItem['request_type']) => ({
    id,
    request_type: type,
    employee: { id: id * 10, name, employee_code: `EMP${id}` },
  });
  const items = [
    item(1, 'Priya Nair', 'leave'),
    item(2, 'Vikram Iyer', 'regularisation'),
    item(3, 'Sneha Kulkarni', 'leave'),
  ];

  it('counts what was approved, forwarded and rejected', () => {
    expect(
      decisionSummary(
        [
          { id: 1, outcome: 'approved', message: 'Approved.' },
          { id: 2, outcome: 'forwarded', message: 'Forwarded.' },
          { id: 3, outcome: 'forwarded', message: 'Forwarded.' },
        ],
        items,
      ),
    ).toEqual({ done: '1 approved, 2 forwarded to the next level.', failed: [] });
    expect(decisionSummary([{ id: 3, outcome: 'rejected', message: 'Rejected.' }], items).done).toBe(
      '1 rejected.',
    );
  });

  it('names each request not decided, with why', () => {
    expect(
      decisionSummary(
        [
          { id: 1, outcome: 'approved', message: 'Approved.' },
          { id: 2, outcome: 'failed', message: 'The request no longer waits for you.' },
          { id: 9, outcome: 'failed', message: 'Not found.' },
        ],
        items,
      ),
    ).toEqual({
      done: '1 approved.',
      failed: ['Vikram Iyer (Attendance regularisation): The request no longer waits for you.', 'Not found.'],
    });
    expect(decisionSummary([{ id: 2, outcome: 'failed', message: 'Gone.' }], items).done).toBeNull();
  });
});
