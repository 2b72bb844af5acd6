import { financialYearMonthSpan } from '@hrms/contracts/tax-year';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { companies } from '../../db/schema/organisation';
import { countedRun } from '../../db/schema/payroll';
import { tdsChallans } from '../../db/schema/tax-year';

export type ChallanRow = typeof tdsChallans.$inferSelect;
export type ChallanValues = typeof tdsChallans.$inferInsert;

export async function listChallanPage(
  db: DbOrTx,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: ChallanRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(tdsChallans)
      .where(where)
      .orderBy(
        asc(tdsChallans.company_id),
        desc(tdsChallans.year),
        desc(tdsChallans.month),
        desc(tdsChallans.deposited_on),
        desc(tdsChallans.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(tdsChallans).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export const yearCondition = (fy: string) => eq(tdsChallans.financial_year, fy);

export async function findChallan(db: DbOrTx, id: number): Promise<ChallanRow | null> {
  const [row] = await db.select().from(tdsChallans).where(eq(tdsChallans.id, id));
  return row ?? null;
}

/** Another challan of the company with the same BSR code, date and serial (the unique key). */
export async function duplicateChallan(
  db: DbOrTx,
  key: { company_id: number; bsr_code: string; deposited_on: string; challan_serial: string },
  exceptId: number | null,
) {
  const [row] = await db
    .select({ id: tdsChallans.id })
    .from(tdsChallans)
    .where(
      and(
        eq(tdsChallans.company_id, key.company_id),
        eq(tdsChallans.bsr_code, key.bsr_code),
        eq(tdsChallans.deposited_on, key.deposited_on),
        eq(tdsChallans.challan_serial, key.challan_serial),
        exceptId === null ? undefined : sql`${tdsChallans.id} <> ${exceptId}`,
      ),
    );
  return row ?? null;
}

export async function insertChallan(db: DbOrTx, values: ChallanValues): Promise<ChallanRow> {
  const [row] = await db.insert(tdsChallans).values(values).returning();
  if (!row) throw new Error('The challan was not inserted.');
  return row;
}

export async function updateChallanRow(db: DbOrTx, id: number, values: Partial<ChallanValues>) {
  const [row] = await db
    .update(tdsChallans)
    .set({ ...values, updated_at: new Date() })
    .where(eq(tdsChallans.id, id))
    .returning();
  return row ?? null;
}

export async function deleteChallanRow(db: DbOrTx, id: number) {
  await db.delete(tdsChallans).where(eq(tdsChallans.id, id));
}

export async function companyCountry(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ country_id: companies.country_id })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

export type MonthAmounts = { company_id: number; year: number; month: number; amount: string };

/**
 * TDS deducted each month of the year by the companies' runs that are approved or paid (a processed run
 * can still change; a draft is no pay), rupees as numeric text.
 */
export function deductedByMonth(db: DbOrTx, companyIds: number[], fy: string) {
  const span = financialYearMonthSpan(fy);
  if (!companyIds.length) return Promise.resolve([] as MonthAmounts[]);
  return rawRows<MonthAmounts>(
    db,
    sql`select e.company_id, pr.year, pr.month, sum(pr.tds_deduction)::text as amount
      from payroll_runs pr join employees e on e.id = pr.employee_id
      where ${countedRun(sql`pr.status`)}
        and e.company_id in (${sql.join(
          companyIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        and pr.year * 12 + pr.month between ${span.from} and ${span.to}
      group by e.company_id, pr.year, pr.month`,
  );
}

/** What the companies' challans of the year deposited against each month's deductions (tax + surcharge + cess). */
export function depositedByMonth(db: DbOrTx, companyIds: number[], fy: string) {
  if (!companyIds.length) return Promise.resolve([] as (MonthAmounts & { challans: number })[]);
  return rawRows<MonthAmounts & { challans: number }>(
    db,
    sql`select company_id, year, month, sum(tax + surcharge + cess)::text as amount, count(*)::int as challans
      from tds_challans
      where financial_year = ${fy}
        and company_id in (${sql.join(
          companyIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      group by company_id, year, month`,
  );
}
