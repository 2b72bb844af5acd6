import { financialYearMonthSpan } from '@hrms/contracts/tax-year';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/access';
import { employees } from '../../db/schema/employees';
import { companies } from '../../db/schema/organisation';
import { payrollRuns, yearRun } from '../../db/schema/payroll';
import { form16Documents, tdsChallans } from '../../db/schema/tax-year';
import { paise } from '../../platform/money';
import { pageLimit, pageOffset } from '../../platform/pagination';
import type { ChallanRef, PaidMonth } from './engine/figures';

/** Runs of the year that count as paid salary: counted runs and the months imported as opening balances. */
const inYear = (financialYear: string) => {
  const span = financialYearMonthSpan(financialYear);
  return and(
    yearRun(payrollRuns.status),
    sql`(${payrollRuns.year} * 12 + ${payrollRuns.month}) between ${span.from} and ${span.to}`,
  );
};

/** Each employee's paid months of the year (paise): gross paid, taxable salary and TDS deducted. */
export async function paidMonths(db: DbOrTx, employeeIds: number[], financialYear: string) {
  const months = new Map<number, PaidMonth[]>();
  if (!employeeIds.length) return months;
  const rows = await db
    .select({
      employee_id: payrollRuns.employee_id,
      year: payrollRuns.year,
      month: payrollRuns.month,
      gross: payrollRuns.gross_salary,
      taxable: sql<string>`coalesce((${payrollRuns.breakdown}->>'taxable_earnings')::numeric, ${payrollRuns.gross_salary})`,
      tds: payrollRuns.tds_deduction,
    })
    .from(payrollRuns)
    .where(and(inArray(payrollRuns.employee_id, employeeIds), inYear(financialYear)))
    .orderBy(asc(payrollRuns.year), asc(payrollRuns.month));
  for (const r of rows) {
    const list = months.get(r.employee_id) ?? [];
    list.push({
      year: r.year,
      month: r.month,
      gross: paise(r.gross),
      taxable: paise(String(r.taxable)),
      tds: paise(r.tds),
    });
    months.set(r.employee_id, list);
  }
  return months;
}

/** The company's TDS challans of the year: the pay month each covers, what identifies it, what it paid in. */
export async function challansOf(
  db: DbOrTx,
  companyId: number,
  financialYear: string,
): Promise<(ChallanRef & { deposited: string })[]> {
  return db
    .select({
      year: tdsChallans.year,
      month: tdsChallans.month,
      bsr_code: tdsChallans.bsr_code,
      deposited_on: tdsChallans.deposited_on,
      challan_serial: tdsChallans.challan_serial,
      deposited: sql<string>`${tdsChallans.tax} + ${tdsChallans.surcharge} + ${tdsChallans.cess}`,
    })
    .from(tdsChallans)
    .where(and(eq(tdsChallans.company_id, companyId), eq(tdsChallans.financial_year, financialYear)));
}

/** What the certificate says of the employees: code, name, PAN, designation, joining date, company. */
export async function employeeFacts(db: DbOrTx, employeeIds: number[]) {
  if (!employeeIds.length) return [];
  return db
    .select({
      id: employees.id,
      code: employees.employee_id,
      first_name: employees.first_name,
      last_name: employees.last_name,
      pan: employees.pan,
      designation: employees.job_title,
      hire_date: employees.hire_date,
      last_working_day: employees.last_working_day,
      company_id: employees.company_id,
    })
    .from(employees)
    .where(inArray(employees.id, employeeIds));
}

export async function employerFacts(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.legal_name,
      line1: companies.address_line1,
      line2: companies.address_line2,
      city: companies.city,
      state: companies.state,
      postal_code: companies.postal_code,
      tan: companies.tan,
      pan: companies.pan,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

/** Employees of the company with a run (not a draft) in the year: whom a bulk generation covers. */
export async function eligibleEmployees(db: DbOrTx, companyId: number, financialYear: string) {
  const rows = await db
    .selectDistinct({ id: payrollRuns.employee_id })
    .from(payrollRuns)
    .innerJoin(employees, eq(employees.id, payrollRuns.employee_id))
    .where(and(eq(employees.company_id, companyId), inYear(financialYear)))
    .orderBy(asc(payrollRuns.employee_id));
  return rows.map((r) => r.id);
}

/**
 * Whether the year's last month is closed for the company: it has runs for March and none of them is still a
 * draft or merely processed (a certificate is issued only once the whole year's pay is approved).
 */
export async function lastMonthApproved(db: DbOrTx, companyId: number, financialYear: string) {
  const span = financialYearMonthSpan(financialYear);
  const [row] = await db
    .select({
      runs: count(),
      open: sql<number>`count(*) filter (where ${payrollRuns.status} in ('draft', 'processed'))`.mapWith(
        Number,
      ),
    })
    .from(payrollRuns)
    .innerJoin(employees, eq(employees.id, payrollRuns.employee_id))
    .where(
      and(
        eq(employees.company_id, companyId),
        sql`(${payrollRuns.year} * 12 + ${payrollRuns.month}) = ${span.to}`,
      ),
    );
  return (row?.runs ?? 0) > 0 && (row?.open ?? 0) === 0;
}

/** The company's months of the year (paise): gross paid and TDS deducted over all its employees. */
export async function companyMonths(db: DbOrTx, companyId: number, financialYear: string) {
  const rows = await db
    .select({
      year: payrollRuns.year,
      month: payrollRuns.month,
      gross: sql<string>`sum(${payrollRuns.gross_salary})`,
      tds: sql<string>`sum(${payrollRuns.tds_deduction})`,
    })
    .from(payrollRuns)
    .innerJoin(employees, eq(employees.id, payrollRuns.employee_id))
    .where(and(eq(employees.company_id, companyId), inYear(financialYear)))
    .groupBy(payrollRuns.year, payrollRuns.month);
  return rows.map((r) => ({
    year: r.year,
    month: r.month,
    gross: paise(String(r.gross)),
    tds: paise(String(r.tds)),
  }));
}

export type StoredForm16 = {
  employee_id: number;
  financial_year: string;
  figures: Record<string, unknown>;
  data: Buffer;
  generated_by: number | null;
};

/** Stores a chunk's documents in one statement, replacing any issued before for the same employee and year. */
export async function saveDocuments(db: DbOrTx, docs: StoredForm16[]) {
  if (!docs.length) return;
  await db
    .insert(form16Documents)
    .values(docs.map((doc) => ({ ...doc, generated_at: sql`now()` })))
    .onConflictDoUpdate({
      target: [form16Documents.employee_id, form16Documents.financial_year],
      set: {
        figures: sql`excluded.figures`,
        data: sql`excluded.data`,
        generated_by: sql`excluded.generated_by`,
        generated_at: sql`now()`,
      },
    });
}

export async function storedDocument(db: DbOrTx, employeeId: number, financialYear: string) {
  const [row] = await db
    .select({ data: form16Documents.data, generated_at: form16Documents.generated_at })
    .from(form16Documents)
    .where(
      and(eq(form16Documents.employee_id, employeeId), eq(form16Documents.financial_year, financialYear)),
    );
  return row ?? null;
}

const ofCompanyYear = (companyId: number, financialYear: string) =>
  and(eq(employees.company_id, companyId), eq(form16Documents.financial_year, financialYear));

/** One page of the company's issued Form 16s, by employee code. */
export async function documentPage(
  db: DbOrTx,
  companyId: number,
  financialYear: string,
  page: number,
  perPage: number,
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: form16Documents.id,
        employee_id: form16Documents.employee_id,
        employee_code: employees.employee_id,
        first_name: employees.first_name,
        last_name: employees.last_name,
        pan: employees.pan,
        financial_year: form16Documents.financial_year,
        figures: form16Documents.figures,
        generated_at: form16Documents.generated_at,
        generated_by: users.name,
      })
      .from(form16Documents)
      .innerJoin(employees, eq(employees.id, form16Documents.employee_id))
      .leftJoin(users, eq(users.id, form16Documents.generated_by))
      .where(ofCompanyYear(companyId, financialYear))
      .orderBy(asc(employees.employee_id), desc(form16Documents.id))
      .limit(pageLimit(perPage))
      .offset(pageOffset(page, perPage)),
    db
      .select({ n: count() })
      .from(form16Documents)
      .innerJoin(employees, eq(employees.id, form16Documents.employee_id))
      .where(ofCompanyYear(companyId, financialYear)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
