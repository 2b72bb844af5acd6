import { describe, expect, it } from 'vitest';
import { EMPTY_REQUEST, requestField, requestForm } from './requestForm';

const priya = { id: 1, label: 'Priya Nair (EMP-1)' };
const ravi = { id: 2, label: 'Ravi Kumar (EMP-2)' };

describe('the request form', () => {
  it('sends the chosen employees’ ids, the type as a number and an empty note as null', () => {
    expect(
      requestForm.parse({
        employees: [priya, ravi],
        document_type_id: '5',
        due_on: '2026-12-31',
        note: '  ',
      }),
    ).toEqual({ employee_ids: [1, 2], document_type_id: 5, due_on: '2026-12-31', note: null });
  });

  it('asks for employees, a type and a due date', () => {
    const result = requestForm.safeParse(EMPTY_REQUEST);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['employees', 'Choose at least one employee.'],
      ['document_type_id', 'Choose the type of document.'],
      ['due_on', 'The due date is required.'],
    ]);
  });

  it('puts the server’s employee_ids messages on the employee list', () => {
    expect(requestField('employee_ids')).toBe('employees');
    expect(requestField('employee_ids.3')).toBe('employees');
    expect(requestField('due_on')).toBe('due_on');
  });
});
