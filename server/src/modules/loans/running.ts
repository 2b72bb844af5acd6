import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { loans } from '../../db/schema/loans';
import { type CompanyScope, companyCondition } from '../../platform/access';
import { paise } from '../../platform/money';
import { nextMonth, type Period, periodAtIndex } from '../../platform/period';
import { loanColumns } from './queries';

/**
 * Running loans as a spreadsheet holds them (docs/decisions/imports.md, "The loans type"): what each still owes
 * and the month its recovery comes to next, both as the loan was recorded (its principal, its first month of
 * recovery) and as it stands now (after every recovery in its ledger).
 */

/** What a loan owes (paise) and the month payroll recovers its EMI next. */
export type LoanPosition = { outstanding: number; next: Period };

export type RunningLoan = {
  id: number;
  employee_code: string;
  company_id: number;
  kind: string;
  status: string;
  /** Percent a year, as stored (numeric text). */
  interest_rate: string;
  emi: number;
  disbursed_on: string;
  purpose: string | null;
  perquisite_rate: string | null;
  medical: boolean;
  recorded: LoanPosition;
  now: LoanPosition;
};

const columns = {
  ...loanColumns,
  // The month index (year × 12 + month) of the latest EMI in the ledger, of any run.
  last_emi: sql<
    number | null
  >`(select max(ll.year * 12 + ll.month) from loan_ledger ll where ll.loan_id = ${loans.id} and ll.entry = 'emi')`.mapWith(
    (v) => (v === null ? null : Number(v)),
  ),
};

function runningLoan(r: Row): RunningLoan {
  const start = { year: r.start_year, month: r.start_month };
  return {
    id: r.id,
    employee_code: r.employee_code,
    company_id: r.company_id,
    kind: r.kind,
    status: r.status,
    interest_rate: r.interest_rate,
    emi: paise(r.emi),
    disbursed_on: r.disbursed_on,
    purpose: r.purpose,
    perquisite_rate: r.perquisite_rate,
    medical: r.medical,
    recorded: { outstanding: paise(r.principal), next: start },
    now: {
      outstanding: paise(r.principal) - paise(r.recovered_principal),
      // EMIs are recorded from the start month on, so the month after the latest one is never before it.
      next: r.last_emi === null ? start : nextMonth(periodAtIndex(r.last_emi)),
    },
  };
}

const select = (db: DbOrTx) =>
  db.select(columns).from(loans).innerJoin(employees, eq(employees.id, loans.employee_id));
type Row = Awaited<ReturnType<typeof select>>[number];

/**
 * An employee's loans of one kind paid out on one day (an import row's key), the active ones first and the
 * newest first among them.
 */
export async function loansOfKey(db: DbOrTx, employeeId: number, kind: string, disbursedOn: string) {
  const rows = await select(db)
    .where(and(eq(loans.employee_id, employeeId), eq(loans.kind, kind), eq(loans.disbursed_on, disbursedOn)))
    .orderBy(sql`${loans.status} = 'active' desc`, desc(loans.id));
  return rows.map(runningLoan);
}

/**
 * The loans still owing (active, with a balance) of the current employees of the companies in scope, or of the
 * one company named: what the loans export writes.
 */
export async function runningLoans(
  db: DbOrTx,
  scope: CompanyScope,
  companyId?: number,
): Promise<RunningLoan[]> {
  const rows = await select(db)
    .where(
      and(
        companyCondition(scope, employees.company_id),
        companyId === undefined ? undefined : eq(employees.company_id, companyId),
        isNull(employees.archived_at),
        eq(loans.status, 'active'),
      ),
    )
    .orderBy(asc(employees.company_id), asc(employees.employee_id), asc(loans.disbursed_on), asc(loans.id));
  return rows.map(runningLoan).filter((l) => l.now.outstanding > 0);
}
