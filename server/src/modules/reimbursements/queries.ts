import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { anyId } from '../../db/ids';
import { users } from '../../db/schema/access';
import { employees } from '../../db/schema/employees';
import { finalSettlements } from '../../db/schema/exits';
import { payrollRuns } from '../../db/schema/payroll';
import { reimbursementCategories, reimbursementClaims } from '../../db/schema/reimbursements';

export type CategoryRow = typeof reimbursementCategories.$inferSelect;
export type ClaimValues = typeof reimbursementClaims.$inferInsert;

export function listCategories(db: DbOrTx, activeOnly: boolean) {
  return db
    .select()
    .from(reimbursementCategories)
    .where(activeOnly ? eq(reimbursementCategories.is_active, true) : undefined)
    .orderBy(asc(reimbursementCategories.id));
}

export async function findCategory(db: DbOrTx, id: number): Promise<CategoryRow | null> {
  const [row] = await db.select().from(reimbursementCategories).where(eq(reimbursementCategories.id, id));
  return row ?? null;
}

export async function claimant(db: DbOrTx, employeeId: number) {
  const [row] = await db
    .select({ id: employees.id, company_id: employees.company_id, status: employees.status })
    .from(employees)
    .where(eq(employees.id, employeeId));
  return row ?? null;
}

/** A claim's columns as lists and detail show them: never the receipt's bytes. */
const claimColumns = {
  claim: {
    id: reimbursementClaims.id,
    employee_id: reimbursementClaims.employee_id,
    amount: reimbursementClaims.amount,
    expense_date: reimbursementClaims.expense_date,
    description: reimbursementClaims.description,
    status: reimbursementClaims.status,
    receipt_name: reimbursementClaims.receipt_name,
    receipt_type: reimbursementClaims.receipt_type,
    decided_at: reimbursementClaims.decided_at,
    rejection_reason: reimbursementClaims.rejection_reason,
    created_at: reimbursementClaims.created_at,
  },
  employee: {
    id: employees.id,
    employee_id: employees.employee_id,
    first_name: employees.first_name,
    last_name: employees.last_name,
    company_id: employees.company_id,
  },
  category: {
    id: reimbursementCategories.id,
    code: reimbursementCategories.code,
    name: reimbursementCategories.name,
    is_taxable: reimbursementCategories.is_taxable,
  },
  decider: { id: users.id, name: users.name },
  run: { id: payrollRuns.id, year: payrollRuns.year, month: payrollRuns.month, status: payrollRuns.status },
  settlement: { id: finalSettlements.id, status: finalSettlements.status },
};

function claimSelect(db: DbOrTx) {
  return db
    .select(claimColumns)
    .from(reimbursementClaims)
    .innerJoin(employees, eq(employees.id, reimbursementClaims.employee_id))
    .innerJoin(reimbursementCategories, eq(reimbursementCategories.id, reimbursementClaims.category_id))
    .leftJoin(users, eq(users.id, reimbursementClaims.decided_by))
    .leftJoin(payrollRuns, eq(payrollRuns.id, reimbursementClaims.payroll_run_id))
    .leftJoin(finalSettlements, eq(finalSettlements.id, reimbursementClaims.final_settlement_id));
}

export type ClaimRow = NonNullable<Awaited<ReturnType<typeof findClaim>>>;

export async function findClaim(db: DbOrTx, id: number) {
  const [row] = await claimSelect(db).where(eq(reimbursementClaims.id, id));
  return row ?? null;
}

export type ClaimFilters = { status?: string; employee_id?: number; category_id?: number };

export function claimConditions(scope: SQL | undefined, filters: ClaimFilters): SQL | undefined {
  return and(
    scope,
    filters.status ? eq(reimbursementClaims.status, filters.status) : undefined,
    filters.employee_id ? eq(reimbursementClaims.employee_id, filters.employee_id) : undefined,
    filters.category_id ? eq(reimbursementClaims.category_id, filters.category_id) : undefined,
  );
}

/** One page of claims, pending first (the queue), then the latest expense first. */
export async function listClaimPage(
  db: DbOrTx,
  where: SQL | undefined,
  page: { limit: number; offset: number },
) {
  const [rows, [counted]] = await Promise.all([
    claimSelect(db)
      .where(where)
      .orderBy(
        sql`case when ${reimbursementClaims.status} = 'pending' then 0 else 1 end`,
        desc(reimbursementClaims.expense_date),
        desc(reimbursementClaims.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(reimbursementClaims)
      .innerJoin(employees, eq(employees.id, reimbursementClaims.employee_id))
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function insertClaim(db: DbOrTx, values: ClaimValues) {
  const [row] = await db.insert(reimbursementClaims).values(values).returning({ id: reimbursementClaims.id });
  if (!row) throw new Error('The claim was not inserted.');
  return row.id;
}

export async function receiptOf(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      filename: reimbursementClaims.receipt_name,
      content_type: reimbursementClaims.receipt_type,
      data: reimbursementClaims.receipt,
    })
    .from(reimbursementClaims)
    .where(eq(reimbursementClaims.id, id));
  return row ?? null;
}

/** pending → approved or rejected, only from pending: of two deciders at once exactly one gets a row. */
export async function decideClaimRow(
  db: DbOrTx,
  id: number,
  values: Pick<ClaimValues, 'status' | 'decided_by' | 'decided_at' | 'rejection_reason'>,
) {
  const rows = await db
    .update(reimbursementClaims)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(reimbursementClaims.id, id), eq(reimbursementClaims.status, 'pending')))
    .returning({ id: reimbursementClaims.id });
  return rows.length > 0;
}

/** Deletes a claim that is still pending; false when it was decided meanwhile. */
export async function deletePendingClaim(db: DbOrTx, id: number) {
  const rows = await db
    .delete(reimbursementClaims)
    .where(and(eq(reimbursementClaims.id, id), eq(reimbursementClaims.status, 'pending')))
    .returning({ id: reimbursementClaims.id });
  return rows.length > 0;
}

const claimPaidColumns = {
  id: reimbursementClaims.id,
  employee_id: reimbursementClaims.employee_id,
  amount: reimbursementClaims.amount,
  expense_date: reimbursementClaims.expense_date,
  category: reimbursementCategories.name,
  taxable: reimbursementCategories.is_taxable,
};

/** Approved claims that no run and no settlement has taken (the settlement's share), oldest first. */
export function unpaidClaimsOf(db: DbOrTx, employeeId: number) {
  return db
    .select(claimPaidColumns)
    .from(reimbursementClaims)
    .innerJoin(reimbursementCategories, eq(reimbursementCategories.id, reimbursementClaims.category_id))
    .where(
      and(
        eq(reimbursementClaims.employee_id, employeeId),
        eq(reimbursementClaims.status, 'approved'),
        isNull(reimbursementClaims.payroll_run_id),
        isNull(reimbursementClaims.final_settlement_id),
      ),
    )
    .orderBy(asc(reimbursementClaims.expense_date), asc(reimbursementClaims.id));
}

/**
 * What the month pays of the employees' claims, in one statement whatever their number: approved claims with
 * no settlement, dated on or before the month's last day, that no run has taken yet or that this month's own
 * unlocked run (draft or processed) already carries — reprocessing recomputes them. A claim tied to another
 * month's run, or to an approved or paid run, is not paid again.
 */
export function claimsForMonth(
  db: DbOrTx,
  employeeIds: number[],
  period: { year: number; month: number },
  lastDay: string,
) {
  return db
    .select(claimPaidColumns)
    .from(reimbursementClaims)
    .innerJoin(reimbursementCategories, eq(reimbursementCategories.id, reimbursementClaims.category_id))
    .leftJoin(payrollRuns, eq(payrollRuns.id, reimbursementClaims.payroll_run_id))
    .where(
      and(
        anyId(reimbursementClaims.employee_id, employeeIds),
        eq(reimbursementClaims.status, 'approved'),
        isNull(reimbursementClaims.final_settlement_id),
        sql`${reimbursementClaims.expense_date} <= ${lastDay}`,
        or(
          isNull(reimbursementClaims.payroll_run_id),
          and(
            eq(payrollRuns.year, period.year),
            eq(payrollRuns.month, period.month),
            inArray(payrollRuns.status, ['draft', 'processed']),
          ),
        ),
      ),
    )
    .orderBy(asc(reimbursementClaims.expense_date), asc(reimbursementClaims.id));
}

/** Releases every claim the runs carried (they are being saved again). */
export async function unlinkClaimsOfRuns(db: DbOrTx, runIds: number[]) {
  if (!runIds.length) return;
  await db
    .update(reimbursementClaims)
    .set({ payroll_run_id: null, updated_at: new Date() })
    .where(anyId(reimbursementClaims.payroll_run_id, runIds));
}

/**
 * Ties each claim to its employee's run among the saved ones, in one statement: the saved runs are of one
 * month, one per employee. Only a claim still approved and not settled is tied.
 */
export async function linkClaimsToRuns(db: DbOrTx, claimIds: number[], runIds: number[]) {
  if (!claimIds.length || !runIds.length) return;
  await db
    .update(reimbursementClaims)
    .set({ payroll_run_id: sql`${payrollRuns.id}`, updated_at: new Date() })
    .from(payrollRuns)
    .where(
      and(
        anyId(payrollRuns.id, runIds),
        eq(payrollRuns.employee_id, reimbursementClaims.employee_id),
        anyId(reimbursementClaims.id, claimIds),
        eq(reimbursementClaims.status, 'approved'),
        isNull(reimbursementClaims.final_settlement_id),
      ),
    );
}

/** Ties claims to a full and final settlement; only approved claims no run or settlement has taken. */
export async function settleClaimRows(db: DbOrTx, claimIds: readonly number[], settlementId: number) {
  if (!claimIds.length) return 0;
  const rows = await db
    .update(reimbursementClaims)
    .set({ final_settlement_id: settlementId, updated_at: new Date() })
    .where(
      and(
        anyId(reimbursementClaims.id, [...claimIds]),
        eq(reimbursementClaims.status, 'approved'),
        isNull(reimbursementClaims.payroll_run_id),
        isNull(reimbursementClaims.final_settlement_id),
      ),
    )
    .returning({ id: reimbursementClaims.id });
  return rows.length;
}

/** Claims by id (the approvals inbox describes a page of them at once). */
export const claimsByIds = (db: DbOrTx, ids: readonly number[]) =>
  claimSelect(db).where(anyId(reimbursementClaims.id, ids));
