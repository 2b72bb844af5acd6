import { describe, expect, it } from 'vitest';
import {
  bulkOutcome,
  issueField,
  issueFields,
  issueForm,
  issueFormValues,
  issuePlan,
  offersRevision,
} from './issueForm';

const priya = { id: 1, label: 'Priya Nair (EMP-1)' };
const ravi = { id: 2, label: 'Ravi Kumar (EMP-2)' };

describe('the issue form', () => {
  it('asks for a template and at least one employee', () => {
    const result = issueForm.safeParse(issueFormValues());
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['template_id', 'Choose a letter template.'],
      ['employees', 'Choose at least one employee.'],
    ]);
  });

  it('puts the server’s messages on the employees on their list, unless the employee is fixed', () => {
    expect(issueField('employee_ids.4')).toBe('employees');
    expect(issueField('employee_id')).toBe('employees');
    expect(issueField('template_id')).toBe('template_id');
    expect(issueFields(false)).toContain('employees');
    expect(issueFields(true)).not.toContain('employees');
  });

  it('offers a revision only for an increment letter to one employee', () => {
    expect(offersRevision('increment', 1)).toBe(true);
    expect(offersRevision('increment', 2)).toBe(false);
    expect(offersRevision('offer', 1)).toBe(false);
  });
});

describe('what the issue dialog sends', () => {
  it('issues to one employee with the chosen revision of an increment letter', () => {
    const values = { template_id: '7', employees: [priya], salary_structure_id: '31', send_mail: true };
    expect(issuePlan(values, 'increment')).toEqual({
      kind: 'one',
      employeeId: 1,
      body: { template_id: 7, salary_structure_id: 31, send_mail: true },
    });
    expect(issuePlan({ ...values, salary_structure_id: '' }, 'increment')).toMatchObject({
      body: { salary_structure_id: null },
    });
  });

  it('leaves a revision chosen for another kind out', () => {
    const values = { template_id: '7', employees: [priya], salary_structure_id: '31', send_mail: false };
    expect(issuePlan(values, 'offer')).toMatchObject({ body: { salary_structure_id: null } });
  });

  it('issues to several employees as one bulk job', () => {
    const values = {
      template_id: '7',
      employees: [priya, ravi],
      salary_structure_id: '31',
      send_mail: false,
    };
    expect(issuePlan(values, 'increment')).toEqual({
      kind: 'bulk',
      body: { template_id: 7, employee_ids: [1, 2], send_mail: false },
    });
  });
});

describe('a bulk job’s outcome', () => {
  it('counts the issued and pending letters and lists each failure', () => {
    expect(
      bulkOutcome({
        issued: 1200,
        pending: 1,
        failed: [{ employee_id: 3, employee: 'Ravi Kumar', message: 'Ravi Kumar has no salary structure.' }],
      }),
    ).toEqual({
      done: '1,200 letters issued, 1 letter sent for approval.',
      failed: ['Ravi Kumar: Ravi Kumar has no salary structure.'],
    });
    expect(bulkOutcome({ issued: 0, pending: 0, failed: [] }).done).toBeNull();
  });
});
