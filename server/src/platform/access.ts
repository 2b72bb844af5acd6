import type { Permission } from '@hrms/contracts/permissions';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Bind, inline } from '../db/rendered-statements';
import { can, type Principal } from './auth/principal';
import { fieldError, notFound } from './errors';

/** Which companies' records a caller may see: super_admin every one, anyone else their employee's company. */
export type CompanyScope = { kind: 'all' } | { kind: 'company'; companyId: number } | { kind: 'none' };

export function companyScope(principal: Principal): CompanyScope {
  if (principal.isSuperAdmin) return { kind: 'all' };
  if (principal.companyId !== null) return { kind: 'company', companyId: principal.companyId };
  return { kind: 'none' };
}

/** A record scope: the company scope, narrowed to the caller's own employee record unless they hold an elevating permission. */
export type RecordScope = { company: CompanyScope; ownEmployeeId: number | null };

/**
 * E.g. leave requests: `recordScope(p, 'approve-leaves')` lets approvers see their company's requests
 * and everyone else only their own.
 */
export function recordScope(principal: Principal, ...elevatedBy: Permission[]): RecordScope {
  const company = companyScope(principal);
  if (elevatedBy.some((perm) => can(principal, perm))) return { company, ownEmployeeId: null };
  if (principal.employeeId === null) return { company: { kind: 'none' }, ownEmployeeId: null };
  return { company, ownEmployeeId: principal.employeeId };
}

/**
 * The WHERE condition for a company scope on a company_id column (undefined = no restriction); `bind`
 * as in db/rendered-statements.ts.
 */
export function companyCondition(
  scope: CompanyScope,
  companyColumn: AnyPgColumn,
  bind: Bind = inline,
): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'none') return sql`false`;
  return eq(companyColumn, bind('scope_company', scope.companyId));
}

/** The WHERE condition for a record scope, given the record's company and employee columns. */
export function recordCondition(
  scope: RecordScope,
  columns: { company: AnyPgColumn; employee: AnyPgColumn },
  bind: Bind = inline,
): SQL | undefined {
  const byCompany = companyCondition(scope.company, columns.company, bind);
  if (scope.ownEmployeeId === null) return byCompany;
  const own = eq(columns.employee, bind('scope_employee', scope.ownEmployeeId));
  return byCompany ? sql`${byCompany} and ${own}` : own;
}

export function isInCompanyScope(scope: CompanyScope, companyId: number): boolean {
  return scope.kind === 'all' || (scope.kind === 'company' && scope.companyId === companyId);
}

/** A single record outside the caller's scope answers 404, never 403, so its existence is not revealed. */
export function assertInScope(scope: CompanyScope, companyId: number, thing: string): void {
  if (!isInCompanyScope(scope, companyId)) throw notFound(thing);
}

/**
 * The one company a record is written for: the one the caller names (in their scope, else 404), or their own;
 * a caller without a company (a super admin) must name one.
 */
export function targetCompany(principal: Principal, companyId: number | undefined): number {
  if (companyId !== undefined) {
    assertInScope(companyScope(principal), companyId, 'Company');
    return companyId;
  }
  if (principal.companyId !== null) return principal.companyId;
  throw fieldError('company_id', 'Choose the company.');
}

/** Whether the caller holds any of `permissions` for a record of a company in their scope. */
export function holdsInScope(principal: Principal, companyId: number, ...permissions: Permission[]): boolean {
  return (
    permissions.some((perm) => can(principal, perm)) && isInCompanyScope(companyScope(principal), companyId)
  );
}

/**
 * Whether the caller may act for an employee: the employee themselves (their own tax year, loans, claims,
 * settlement need no permission), or a holder of any of `permissions` for an employee of a company in scope.
 */
export function isSelfOrHolds(
  principal: Principal,
  employee: { id: number; company_id: number },
  ...permissions: Permission[]
): boolean {
  return principal.employeeId === employee.id || holdsInScope(principal, employee.company_id, ...permissions);
}
