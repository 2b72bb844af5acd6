import { describe, expect, it } from 'vitest';
import { type AssignmentFormValues, assignmentForm, firstOfNextMonth, newAssignment } from './assignmentForm';

const values = (changes: Partial<AssignmentFormValues>): AssignmentFormValues => ({
  ...newAssignment('2026-04-01'),
  ...changes,
});

const problems = (changes: Partial<AssignmentFormValues>) => {
  const result = assignmentForm(7).safeParse(values(changes));
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('assignmentForm', () => {
  it('sends a record scope with its id, and no value', () => {
    expect(
      assignmentForm(7).parse(values({ scope: 'department', scope_id: '12', scope_value: 'stale' })),
    ).toEqual({
      policy_id: 7,
      scope: 'department',
      scope_id: 12,
      scope_value: null,
      effective_from: '2026-04-01',
      effective_to: null,
    });
  });

  it('sends a grade or an employment type as a value, and the whole company with neither', () => {
    expect(
      assignmentForm(7).parse(values({ scope: 'grade', scope_id: '3', scope_value: ' M1 ' })),
    ).toMatchObject({
      scope_id: null,
      scope_value: 'M1',
    });
    expect(
      assignmentForm(7).parse(
        values({ scope: 'employment_type', scope_value: 'intern', effective_to: '2026-12-31' }),
      ),
    ).toMatchObject({ scope_value: 'intern', effective_to: '2026-12-31' });
    expect(
      assignmentForm(7).parse(values({ scope: 'company', scope_id: '3', scope_value: 'x' })),
    ).toMatchObject({
      scope: 'company',
      scope_id: null,
      scope_value: null,
    });
  });

  it("asks for the scope's target and the dates", () => {
    expect(problems({ scope: 'employee' })).toEqual({ scope_id: 'Employee is required' });
    expect(problems({ scope: 'branch' })).toEqual({ scope_id: 'Branch is required' });
    expect(problems({ scope: 'grade', scope_value: '  ' })).toEqual({ scope_value: 'Grade is required' });
    expect(problems({ scope: 'employment_type', scope_value: 'freelance' })).toEqual({
      scope_value: 'Employment type is required',
    });
    expect(problems({ scope: 'company', effective_from: '' })).toEqual({
      effective_from: 'Effective from is required',
    });
    expect(problems({ scope: 'company', effective_to: '2026-03-31' })).toEqual({
      effective_to: 'Effective to cannot be before effective from',
    });
  });
});

describe('firstOfNextMonth', () => {
  it('is the first day of the month after', () => {
    expect(firstOfNextMonth('2026-11-23')).toBe('2026-12-01');
    expect(firstOfNextMonth('2026-12-31')).toBe('2027-01-01');
    expect(firstOfNextMonth('2026-01-01')).toBe('2026-02-01');
  });
});
