import { PERMISSIONS, type Permission, PLATFORM_PERMISSIONS, SUPER_ADMIN_ROLE } from './permissions';

export const BUILT_IN_ROLES = [SUPER_ADMIN_ROLE, 'admin', 'hr_manager', 'employee'] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

const HR_MANAGER_EXCLUDES: readonly Permission[] = [
  'update-company-settings',
  'manage-branches',
  'create-salary-components',
  'update-salary-components',
  'delete-salary-components',
  'create-tax-regimes',
  'update-tax-regimes',
  'delete-tax-regimes',
  'manage-tax-slabs',
  'manage-users',
  'update-users',
  'manage-roles',
  // Bringing records in from spreadsheets is the administrator's by default (docs/decisions/imports.md, "Who may import and export").
  'import-data',
];

/** Platform-wide permissions are for super admins only (they pass every check without holding them). */
const SUPER_ADMIN_ONLY = PLATFORM_PERMISSIONS;

/** Permission sets the built-in roles start with (administrators may change them afterwards). */
export const BUILT_IN_ROLE_PERMISSIONS: Record<BuiltInRole, readonly Permission[]> = {
  super_admin: PERMISSIONS,
  admin: PERMISSIONS.filter((p) => !SUPER_ADMIN_ONLY.includes(p)),
  hr_manager: PERMISSIONS.filter((p) => !HR_MANAGER_EXCLUDES.includes(p) && !SUPER_ADMIN_ONLY.includes(p)),
  employee: [
    'view-dashboard',
    'view-payroll',
    'view-leaves',
    'apply-leave',
    'view-attendance',
    'view-job-postings',
  ],
};

export const BUILT_IN_ROLE_DESCRIPTIONS: Record<BuiltInRole, string> = {
  super_admin: 'Full access to every company and every action',
  admin: 'Administers everything within their own company',
  hr_manager: 'People, payroll, leave, attendance, recruitment and reports; no access administration',
  employee: 'Own profile, payslips, leave and attendance; sees job postings',
};

/** How the built-in roles are written for people ("HR Manager", which no rule of capitals would produce). */
const BUILT_IN_ROLE_LABELS: Record<BuiltInRole, string> = {
  super_admin: 'Super Admin',
  admin: 'Admin',
  hr_manager: 'HR Manager',
  employee: 'Employee',
};

/** A role's display name: a built-in role's label, a custom role's name as typed with underscores as spaces. */
export function roleLabel(name: string): string {
  return (BUILT_IN_ROLE_LABELS as Record<string, string | undefined>)[name] ?? name.replaceAll('_', ' ');
}
