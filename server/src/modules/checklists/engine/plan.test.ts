import { describe, expect, it } from 'vitest';
import { checklistStatusAfter, planTasks, type TemplateTaskFacts } from './plan';

const task = (over: Partial<TemplateTaskFacts>): TemplateTaskFacts => ({
  position: 1,
  title: 'A task',
  description: null,
  owner_kind: 'role',
  owner_role_id: 3,
  owner_employee_id: null,
  due_days: 0,
  document_type_id: null,
  ...over,
});

describe('checklist plan', () => {
  it('dates each task from the anchor day, before it and after it, across a month and a year', () => {
    const planned = planTasks(
      [task({ due_days: -7 }), task({ due_days: 0 }), task({ due_days: 1 }), task({ due_days: 40 })],
      { anchorDate: '2026-12-28', employeeId: 10, managerId: 5 },
    );
    expect(planned.map((p) => p.due_on)).toEqual(['2026-12-21', '2026-12-28', '2026-12-29', '2027-02-06']);
  });

  it('fixes each owner now: the manager as they are, the employee, the named person, the role', () => {
    const planned = planTasks(
      [
        task({ owner_kind: 'manager', owner_role_id: 3 }),
        task({ owner_kind: 'employee' }),
        task({ owner_kind: 'person', owner_role_id: null, owner_employee_id: 77 }),
        task({ owner_kind: 'role', owner_employee_id: 77 }),
      ],
      { anchorDate: '2026-12-01', employeeId: 10, managerId: 5 },
    );
    expect(planned.map((p) => [p.owner_role_id, p.owner_employee_id])).toEqual([
      [null, 5],
      [null, 10],
      [null, 77],
      [3, null],
    ]);
    // No manager: nobody named, HR's holders act for them.
    expect(
      planTasks([task({ owner_kind: 'manager' })], {
        anchorDate: '2026-12-01',
        employeeId: 10,
        managerId: null,
      })[0]?.owner_employee_id,
    ).toBeNull();
  });

  it('completes a checklist when nothing is left to do and opens it again when a task is reopened', () => {
    expect(checklistStatusAfter('open', 0)).toBe('completed');
    expect(checklistStatusAfter('open', 1)).toBeNull();
    expect(checklistStatusAfter('completed', 1)).toBe('open');
    expect(checklistStatusAfter('completed', 0)).toBeNull();
    expect(checklistStatusAfter('cancelled', 0)).toBeNull();
  });
});
