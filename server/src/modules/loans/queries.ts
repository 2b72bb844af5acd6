import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { loanLedger, loans } from '../../db/schema/loans';
import { payrollRuns } from '../../db/schema/payroll';

/**
 * A loan's balance is its principal less the principal of every ledger entry but the disbursement (which
 * records the amount lent, for the statement): EMIs, an early closure, a settlement's recovery.
 */
export const recovered = (
  column: 'principal' | 'interest',
  loanId: SQL = sql`${loans.id}`,
  beforeMonthIndex?: number,
) =>
  sql<string>`coalesce((select sum(ll.${sql.raw(column)}) from loan_ledger ll
    where ll.loan_id = ${loanId} and ll.entry <> 'disbursement'${
      beforeMonthIndex === undefined ? sql`` : sql` and ll.year * 12 + ll.month < ${beforeMonthIndex}`
    }), 0)::text`;

export const loanColumns = {
  id: loans.id,
  employee_id: loans.employee_id,
  employee_name: sql<string>`${employees.first_name} || ' ' || ${employees.last_name}`,
  employee_code: employees.employee_id,
  company_id: employees.company_id,
  kind: loans.kind,
  principal: loans.principal,
  interest_rate: loans.interest_rate,
  emi: loans.emi,
  disbursed_on: loans.disbursed_on,
  start_year: loans.start_year,
  start_month: loans.start_month,
  status: loans.status,
  purpose: loans.purpose,
  perquisite_rate: loans.perquisite_rate,
  medical: loans.medical,
  closed_on: loans.closed_on,
  created_at: loans.created_at,
  recovered_principal: recovered('principal'),
  recovered_interest: recovered('interest'),
};

export type LoanRow = {
  id: number;
  employee_id: number;
  employee_name: string;
  employee_code: string;
  company_id: number;
  kind: string;
  principal: string;
  interest_rate: string;
  emi: string;
  disbursed_on: string;
  start_year: number;
  start_month: number;
  status: string;
  purpose: string | null;
  perquisite_rate: string | null;
  medical: boolean;
  closed_on: string | null;
  created_at: Date;
  recovered_principal: string;
  recovered_interest: string;
};

export async function listLoanPage(
  db: DbOrTx,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: LoanRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(loanColumns)
      .from(loans)
      .innerJoin(employees, eq(employees.id, loans.employee_id))
      .where(where)
      .orderBy(asc(loans.status), desc(loans.disbursed_on), desc(loans.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(loans)
      .innerJoin(employees, eq(employees.id, loans.employee_id))
      .where(where),
  ]);
  return { rows: rows as LoanRow[], total: counted?.n ?? 0 };
}

export async function findLoan(db: DbOrTx, id: number): Promise<LoanRow | null> {
  const [row] = await db
    .select(loanColumns)
    .from(loans)
    .innerJoin(employees, eq(employees.id, loans.employee_id))
    .where(eq(loans.id, id));
  return (row as LoanRow | undefined) ?? null;
}

/** Every loan of one employee, newest first. */
export async function employeeLoanRows(db: DbOrTx, employeeId: number): Promise<LoanRow[]> {
  const rows = await db
    .select(loanColumns)
    .from(loans)
    .innerJoin(employees, eq(employees.id, loans.employee_id))
    .where(eq(loans.employee_id, employeeId))
    .orderBy(desc(loans.disbursed_on), desc(loans.id));
  return rows as LoanRow[];
}

export type LedgerRow = {
  id: number;
  loan_id: number;
  entry: string;
  year: number;
  month: number;
  on_date: string;
  principal: string;
  interest: string;
  payroll_run_id: number | null;
  payroll_run_status: string | null;
  final_settlement_id: number | null;
  note: string | null;
};

/** The ledgers of the loans, in the order they happened (by month, then as recorded). */
export async function ledgerOf(db: DbOrTx, loanIds: number[]): Promise<LedgerRow[]> {
  if (!loanIds.length) return [];
  return db
    .select({
      id: loanLedger.id,
      loan_id: loanLedger.loan_id,
      entry: loanLedger.entry,
      year: loanLedger.year,
      month: loanLedger.month,
      on_date: loanLedger.on_date,
      principal: loanLedger.principal,
      interest: loanLedger.interest,
      payroll_run_id: loanLedger.payroll_run_id,
      payroll_run_status: payrollRuns.status,
      final_settlement_id: loanLedger.final_settlement_id,
      note: loanLedger.note,
    })
    .from(loanLedger)
    .leftJoin(payrollRuns, eq(payrollRuns.id, loanLedger.payroll_run_id))
    .where(
      sql`${loanLedger.loan_id} in (${sql.join(
        loanIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    .orderBy(asc(loanLedger.loan_id), asc(loanLedger.year), asc(loanLedger.month), asc(loanLedger.id));
}

export type EmployeeForLoan = {
  id: number;
  company_id: number;
  status: string;
  hire_date: string;
  last_working_day: string | null;
  name: string;
};

export async function employeeForLoan(db: DbOrTx, id: number): Promise<EmployeeForLoan | null> {
  const [row] = await db
    .select({
      id: employees.id,
      company_id: employees.company_id,
      status: employees.status,
      hire_date: employees.hire_date,
      last_working_day: employees.last_working_day,
      name: sql<string>`${employees.first_name} || ' ' || ${employees.last_name}`,
    })
    .from(employees)
    .where(eq(employees.id, id));
  return (row as EmployeeForLoan | undefined) ?? null;
}

export type LoanValues = typeof loans.$inferInsert;
export type LedgerValues = typeof loanLedger.$inferInsert;

export async function insertLoan(db: DbOrTx, values: LoanValues) {
  const [row] = await db.insert(loans).values(values).returning({ id: loans.id });
  if (!row) throw new Error('The loan was not inserted.');
  return row;
}

export async function insertLedgerEntry(db: DbOrTx, values: LedgerValues) {
  await db.insert(loanLedger).values(values);
}

/** Changes an active loan; null when it is no longer active (closed meanwhile). */
export async function updateActiveLoan(db: DbOrTx, id: number, values: Partial<LoanValues>) {
  const [row] = await db
    .update(loans)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(loans.id, id), eq(loans.status, 'active')))
    .returning({ id: loans.id });
  return row ?? null;
}

/** Closes an active loan, once: null when another request closed it first. */
export async function closeActiveLoan(db: DbOrTx, id: number, closedOn: string, userId: number | null) {
  const [row] = await db
    .update(loans)
    .set({ status: 'closed', closed_on: closedOn, closed_by: userId, updated_at: new Date() })
    .where(and(eq(loans.id, id), eq(loans.status, 'active')))
    .returning({ id: loans.id });
  return row ?? null;
}

/** What a loan still owes after every ledger entry (rupees as numeric text), read inside a transaction. */
export async function balanceOf(db: DbOrTx, loanId: number) {
  const [row] = await rawRows<{ balance: string; last_emi: number | null }>(
    db,
    sql`select (l.principal - ${recovered('principal', sql`l.id`)}::numeric)::text as balance,
        (select max(ll.year * 12 + ll.month - 1) from loan_ledger ll where ll.loan_id = l.id and ll.entry = 'emi')
          as last_emi
      from loans l
      where l.id = ${loanId}`,
  );
  return row ?? null;
}

/** Whether the loan has an EMI entry for the month (its interest already charged). */
export async function hasEmiIn(db: DbOrTx, loanId: number, year: number, month: number) {
  const [row] = await db
    .select({ id: loanLedger.id })
    .from(loanLedger)
    .where(
      and(
        eq(loanLedger.loan_id, loanId),
        eq(loanLedger.entry, 'emi'),
        eq(loanLedger.year, year),
        eq(loanLedger.month, month),
      ),
    )
    .limit(1);
  return !!row;
}
