import { describe, expect, it } from 'vitest';
import { type AssignmentLine, policyOn, scopeKey } from './assignment';

const priya = { id: 11, branch_id: 4, department_id: 7, grade: 'M1', employment_type: 'full_time' };
const line = (policy_id: number, key: string, from: string, to: string | null = null): AssignmentLine => ({
  policy_id,
  scope: key.split(':')[0] as AssignmentLine['scope'],
  scope_key: key,
  effective_from: from,
  effective_to: to,
});

describe('which policy is an employee’s', () => {
  it('keys grades and employment types without case or spaces around', () => {
    expect(scopeKey('grade', null, ' m1 ')).toBe('grade:m1');
    expect(scopeKey('branch', 4, null)).toBe('branch:4');
    expect(scopeKey('company', null, null)).toBe('company');
  });

  it('takes the most specific assignment in force, else the default', () => {
    const lines = [
      line(2, 'company', '2026-01-01'),
      line(3, 'grade:m1', '2026-01-01'),
      line(4, 'branch:4', '2026-04-01', '2026-12-31'),
      line(5, 'employee:11', '2026-06-01'),
    ];
    expect(policyOn(priya, '2025-12-31', lines, 1)).toBe(1);
    expect(policyOn(priya, '2026-02-01', lines, 1)).toBe(3);
    expect(policyOn(priya, '2026-04-01', lines, 1)).toBe(4);
    expect(policyOn(priya, '2026-06-01', lines, 1)).toBe(5);
    expect(policyOn({ ...priya, id: 12, branch_id: 9, grade: null }, '2026-06-01', lines, 1)).toBe(2);
  });
});
