import type { DbOrTx } from '../../db/client';
import { isSelfOrHolds } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/errors';
import { type TaxEmployeeRow, taxEmployeeRow } from './declarations-queries';

/**
 * Who may see and change an employee's tax year: the employee on their own record (no permission needed),
 * or HR with manage-tax-declarations for an employee of a company in their scope.
 */
export const mayActFor = (principal: Principal, employee: { id: number; company_id: number }) =>
  isSelfOrHolds(principal, employee, 'manage-tax-declarations');

/** The employee, when the caller may act for them; anyone else gets 404 (existence is not revealed). */
export async function taxEmployee(
  db: DbOrTx,
  principal: Principal,
  employeeId: number,
): Promise<TaxEmployeeRow> {
  const employee = await taxEmployeeRow(db, employeeId);
  if (!employee || !mayActFor(principal, employee)) throw notFound('Employee');
  return employee;
}
