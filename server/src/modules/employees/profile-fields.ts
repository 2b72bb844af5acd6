import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { type CompanyScope, companyCondition, companyScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/errors';
import { identityRefusal } from './held';

/** The columns of the employment record an employee's profile changes (approved requests, their own edits). */
export type ProfileColumns = {
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  gender: string | null;
  marital_status: string | null;
  pan: string | null;
  bank_account_number: string | null;
  bank_ifsc: string | null;
};

const COLUMNS = {
  first_name: employees.first_name,
  last_name: employees.last_name,
  date_of_birth: employees.date_of_birth,
  gender: employees.gender,
  marital_status: employees.marital_status,
  pan: employees.pan,
  bank_account_number: employees.bank_account_number,
  bank_ifsc: employees.bank_ifsc,
};

const columnsOf = (db: DbOrTx, employeeId: number, scope: CompanyScope) =>
  db
    .select({ ...COLUMNS, company_id: employees.company_id })
    .from(employees)
    .where(
      and(
        eq(employees.id, employeeId),
        isNull(employees.archived_at),
        companyCondition(scope, employees.company_id),
      ),
    );

/** A live employee's profile columns and company (null: none). */
export async function profileColumnsOf(db: DbOrTx, employeeId: number) {
  const [row] = await columnsOf(db, employeeId, { kind: 'all' });
  return row ?? null;
}

/**
 * Writes profile columns of a live employee of a company in the caller's scope (404 otherwise), in the caller's
 * transaction, and answers the row's values before. A PAN another live employee of the company holds is
 * refused on `pan` by the unique index (the caller's transaction, aborted, is rolled back as the 422 leaves).
 */
export async function applyProfileFields(
  tx: DbOrTx,
  by: Principal,
  employeeId: number,
  values: Partial<ProfileColumns>,
): Promise<ProfileColumns & { company_id: number }> {
  const [before] = await columnsOf(tx, employeeId, companyScope(by)).for('update');
  if (!before) throw notFound('Employee');
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  if (!Object.keys(set).length) return before;
  try {
    await tx.update(employees).set(set).where(eq(employees.id, employeeId));
  } catch (err) {
    throw identityRefusal(err) ?? err;
  }
  return before;
}
