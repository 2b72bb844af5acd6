import { describe, expect, it } from 'vitest';
import {
  holdsPermission,
  PERMISSIONS,
  PLATFORM_PERMISSIONS,
  permissionGroup,
  ungrantablePermissions,
} from './permissions';
import { BUILT_IN_ROLE_PERMISSIONS, roleLabel } from './roles';

describe('permission catalogue', () => {
  it('has no duplicate names and only action-group names', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    for (const p of PERMISSIONS) expect(p).toMatch(/^[a-z]+(-[a-z]+)+$/);
  });

  it('groups by the part after the first hyphen, or general', () => {
    expect(permissionGroup('create-salary-components')).toBe('salary-components');
    expect(permissionGroup('manage-users')).toBe('users');
    expect(permissionGroup('superpower')).toBe('general');
  });

  it('lets super_admin pass every check and others only with the name', () => {
    expect(holdsPermission({ roles: ['super_admin'], permissions: [] }, 'manage-roles')).toBe(true);
    expect(
      holdsPermission({ roles: ['hr_manager'], permissions: ['view-employees'] }, 'view-employees'),
    ).toBe(true);
    expect(holdsPermission({ roles: ['hr_manager'], permissions: ['view-employees'] }, 'manage-roles')).toBe(
      false,
    );
  });
});

describe('built-in roles', () => {
  it('keeps role administration away from hr_manager', () => {
    const hr = BUILT_IN_ROLE_PERMISSIONS.hr_manager;
    expect(hr).not.toContain('manage-roles');
    expect(hr).not.toContain('update-users');
    expect(hr).toEqual(
      expect.arrayContaining(['approve-payroll', 'approve-leaves', 'create-employees', 'view-analytics']),
    );
  });

  it('gives employees self-service only', () => {
    const employee = BUILT_IN_ROLE_PERMISSIONS.employee;
    expect(employee).toContain('apply-leave');
    expect(employee).not.toContain('view-employees');
    expect(employee).not.toContain('process-payroll');
  });

  it('gives admin every permission but the platform-wide ones (audit trail, leave types, statutory rates, outbox)', () => {
    const platformWide = [
      'view-audit-trail',
      'manage-leave-types',
      'manage-statutory-rates',
      'manage-notification-outbox',
    ];
    expect([...BUILT_IN_ROLE_PERMISSIONS.admin].sort()).toEqual(
      PERMISSIONS.filter((p) => !platformWide.includes(p)).sort(),
    );
  });

  it('leaves platform-wide permissions to super_admin alone', () => {
    for (const role of ['admin', 'hr_manager', 'employee'] as const)
      for (const permission of PLATFORM_PERMISSIONS)
        expect(BUILT_IN_ROLE_PERMISSIONS[role]).not.toContain(permission);
  });

  it('lets a granter grant only what they hold, and only a super admin the platform-wide ones', () => {
    const admin = { roles: ['admin'], permissions: ['view-payroll', 'view-audit-trail'] };
    expect(ungrantablePermissions(admin, ['view-payroll', 'approve-payroll', 'view-audit-trail'])).toEqual([
      'approve-payroll',
      'view-audit-trail',
    ]);
    expect(ungrantablePermissions({ roles: ['super_admin'], permissions: [] }, PERMISSIONS)).toEqual([]);
  });

  it('writes the built-in roles as people do, and custom roles as typed with spaces for underscores', () => {
    expect(['super_admin', 'admin', 'hr_manager', 'employee'].map(roleLabel)).toEqual([
      'Super Admin',
      'Admin',
      'HR Manager',
      'Employee',
    ]);
    expect(roleLabel('payroll_auditor')).toBe('payroll auditor');
    expect(roleLabel('IT Support')).toBe('IT Support');
  });
});
