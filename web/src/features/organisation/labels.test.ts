import { describe, expect, it } from 'vitest';
import {
  COMPANY_STATUS_OPTIONS,
  departmentOptionLabel,
  initialsOf,
  TEAM_EDIT_STATUS_OPTIONS,
  TEAM_STATUS_OPTIONS,
} from './labels';

describe('organisation labels', () => {
  it('gives two initials', () => {
    expect(initialsOf('Human Resources')).toBe('HR');
    expect(initialsOf('  Payroll  Operations Team ')).toBe('PT');
    expect(initialsOf('finance')).toBe('FI');
    expect(initialsOf('X')).toBe('X');
    expect(initialsOf('')).toBe('');
  });

  it('labels departments with their company', () => {
    expect(departmentOptionLabel({ name: 'Finance', company: { name: 'Demo Industries' } })).toBe(
      'Finance (Demo Industries)',
    );
  });

  it('lists the statuses of each entity', () => {
    expect(COMPANY_STATUS_OPTIONS.map((o) => o.label)).toEqual(['Active', 'Inactive', 'Suspended']);
    expect(TEAM_STATUS_OPTIONS.map((o) => o.value)).toEqual(['active', 'inactive', 'disbanded']);
    expect(TEAM_EDIT_STATUS_OPTIONS.map((o) => o.value)).toEqual(['active', 'inactive']);
  });
});
