import { describe, expect, it } from 'vitest';
import { firstLevel, nextLevel, type RequesterFacts } from './chain';

const facts: RequesterFacts = { employeeId: 10, managerId: 20, managersManagerId: 30, departmentHeadId: 40 };
const chain = [
  { approver: 'reporting_manager' as const },
  { approver: 'department_head' as const },
  { approver: 'permission' as const, permission: 'approve-leaves' as const },
];

describe('approval chain levels', () => {
  it('opens the reporting manager first, then the department head, then the permission holders', () => {
    expect(firstLevel(chain, facts, 'approve-leaves')).toEqual({
      skipped: [],
      open: { level: 1, approver: { employeeId: 20 } },
    });
    expect(nextLevel(chain, 1, facts, [20]).open).toEqual({ level: 2, approver: { employeeId: 40 } });
    expect(nextLevel(chain, 2, facts, [20, 40]).open).toEqual({
      level: 3,
      approver: { permission: 'approve-leaves' },
    });
    expect(nextLevel(chain, 3, facts, [20, 40])).toEqual({ skipped: [], open: null });
  });

  it('skips the level whose approver is the requester: a department head asking goes to the permission holders', () => {
    const head = { ...facts, employeeId: 40 };
    expect(nextLevel(chain, 1, head, [20])).toEqual({
      skipped: [{ level: 2, note: 'The approver is the requester.' }],
      open: { level: 3, approver: { permission: 'approve-leaves' } },
    });
  });

  it('skips a level with nobody set, and a person who already approved an earlier level', () => {
    const noManager = { ...facts, managerId: null, departmentHeadId: 20 };
    expect(firstLevel(chain, noManager, 'approve-leaves')).toEqual({
      skipped: [{ level: 1, note: 'No reporting manager is set.' }],
      open: { level: 2, approver: { employeeId: 20 } },
    });
    expect(firstLevel([{ approver: 'reporting_manager' }], noManager, 'approve-leaves').skipped).toEqual([
      { level: 1, note: 'No reporting manager is set.' },
    ]);
    const managerIsHead = { ...facts, departmentHeadId: 20 };
    expect(nextLevel(chain, 1, managerIsHead, [20]).skipped).toEqual([
      { level: 2, note: 'The same person had an earlier level.' },
    ]);
  });

  it('falls back to the type’s permission holders when the chain names nobody', () => {
    const alone = { employeeId: 10, managerId: null, managersManagerId: null, departmentHeadId: 10 };
    const onlyPeople = [{ approver: 'reporting_manager' as const }, { approver: 'department_head' as const }];
    expect(firstLevel(onlyPeople, alone, 'approve-attendance')).toEqual({
      skipped: [
        { level: 1, note: 'No reporting manager is set.' },
        { level: 2, note: 'The approver is the requester.' },
      ],
      open: { level: 3, approver: { permission: 'approve-attendance' } },
    });
    expect(firstLevel([], alone, 'approve-leaves').open).toEqual({
      level: 1,
      approver: { permission: 'approve-leaves' },
    });
  });
});
