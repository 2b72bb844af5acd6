/**
 * The permission catalogue: every permission name the product checks.
 * Seeded into the database on every start; roles hold subsets of it.
 * Names have the form action-group; the group is the part after the first hyphen.
 */
export const PERMISSIONS = [
  'view-dashboard',
  'view-employees',
  'create-employees',
  'update-employees',
  'delete-employees',
  'view-salary-structures',
  'update-salary-structures',
  'view-payroll',
  'process-payroll',
  'approve-payroll',
  'mark-payroll-paid',
  'view-company-structure',
  'update-company-settings',
  'manage-branches',
  'manage-departments',
  'manage-teams',
  'view-salary-components',
  'create-salary-components',
  'update-salary-components',
  'delete-salary-components',
  'view-tax-regimes',
  'create-tax-regimes',
  'update-tax-regimes',
  'delete-tax-regimes',
  'manage-tax-slabs',
  'view-users',
  'manage-users',
  'update-users',
  'manage-roles',
  'view-leaves',
  'apply-leave',
  'approve-leaves',
  'manage-leave-types',
  'manage-leave-policies',
  'manage-approval-chains',
  'view-attendance',
  'manage-attendance',
  'approve-attendance',
  'view-job-postings',
  'create-job-postings',
  'update-job-postings',
  'publish-job-postings',
  'delete-job-postings',
  'view-job-applications',
  'manage-job-applications',
  'update-job-applications',
  'generate-payroll-reports',
  'generate-employee-reports',
  'generate-tax-reports',
  'view-analytics',
  'view-audit-trail',
  'view-statutory-details',
  'manage-statutory-rates',
  'manage-tax-declarations',
  'manage-tds-challans',
  'manage-exits',
  'manage-final-settlements',
  'approve-final-settlements',
  'manage-loans',
  'approve-reimbursements',
  'manage-bonus',
  'manage-payroll-settings',
  'manage-notification-outbox',
  'import-data',
  'manage-employee-documents',
  'approve-profile-changes',
  'manage-letters',
  'approve-letters',
  'manage-checklists',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const SUPER_ADMIN_ROLE = 'super_admin';

/**
 * Permissions whose reach is the whole platform, not one company: reading the audit trail, changing the
 * leave-type catalogue every company shares, reading every company's mail in the outbox. Only a super admin may grant them.
 */
export const PLATFORM_PERMISSIONS: readonly Permission[] = [
  'view-audit-trail',
  'manage-leave-types',
  'manage-statutory-rates',
  'manage-notification-outbox',
];

/**
 * The permissions among `names` that the granter may not grant: a super admin may grant any; anyone else
 * only what they hold themselves, and never a platform-wide one. Used by the server's rule and the screens.
 */
export function ungrantablePermissions(
  granter: { roles: readonly string[]; permissions: readonly string[] },
  names: readonly string[],
): string[] {
  if (granter.roles.includes(SUPER_ADMIN_ROLE)) return [];
  return names.filter(
    (name) =>
      !granter.permissions.includes(name) || (PLATFORM_PERMISSIONS as readonly string[]).includes(name),
  );
}

/** The group a permission is listed under on the role screens ("general" when it has no hyphen). */
export function permissionGroup(name: string): string {
  const hyphen = name.indexOf('-');
  return hyphen === -1 ? 'general' : name.slice(hyphen + 1);
}

/** The check both sides make: super_admin passes everything, anyone else needs the name. */
export function holdsPermission(
  session: { roles: readonly string[]; permissions: readonly string[] },
  permission: Permission,
): boolean {
  return session.roles.includes(SUPER_ADMIN_ROLE) || session.permissions.includes(permission);
}
