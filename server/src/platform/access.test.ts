import { describe, expect, it } from 'vitest';
import { companyScope, isInCompanyScope, recordScope } from './access';
import type { Principal } from './auth/principal';

const principal = (overrides: Partial<Principal>): Principal => ({
  userId: 1,
  tokenId: 1,
  name: 'Test',
  email: 't@example.com',
  employeeId: 10,
  companyId: 5,
  roles: [],
  permissions: [],
  isSuperAdmin: false,
  ...overrides,
});

describe('company scope', () => {
  it('gives super_admin every company and anyone else only their employee’s company', () => {
    expect(companyScope(principal({ isSuperAdmin: true, roles: ['super_admin'] }))).toEqual({ kind: 'all' });
    expect(companyScope(principal({}))).toEqual({ kind: 'company', companyId: 5 });
    expect(companyScope(principal({ companyId: null, employeeId: null }))).toEqual({ kind: 'none' });
  });

  it('tells whether a record’s company is visible', () => {
    expect(isInCompanyScope({ kind: 'company', companyId: 5 }, 5)).toBe(true);
    expect(isInCompanyScope({ kind: 'company', companyId: 5 }, 6)).toBe(false);
    expect(isInCompanyScope({ kind: 'all' }, 6)).toBe(true);
    expect(isInCompanyScope({ kind: 'none' }, 5)).toBe(false);
  });
});

describe('record scope', () => {
  it('limits a user without the elevating permission to their own records', () => {
    expect(recordScope(principal({ permissions: ['view-leaves'] }), 'approve-leaves')).toEqual({
      company: { kind: 'company', companyId: 5 },
      ownEmployeeId: 10,
    });
  });

  it('opens the whole company to a holder of any elevating permission', () => {
    const p = principal({ permissions: ['approve-attendance'] });
    expect(recordScope(p, 'manage-attendance', 'approve-attendance')).toEqual({
      company: { kind: 'company', companyId: 5 },
      ownEmployeeId: null,
    });
  });

  it('opens every company to super_admin', () => {
    const p = principal({ isSuperAdmin: true, roles: ['super_admin'] });
    expect(recordScope(p, 'approve-leaves')).toEqual({ company: { kind: 'all' }, ownEmployeeId: null });
  });

  it('gives a user without an employee record nothing of their own', () => {
    expect(recordScope(principal({ employeeId: null, companyId: null }), 'approve-leaves').company).toEqual({
      kind: 'none',
    });
  });
});
