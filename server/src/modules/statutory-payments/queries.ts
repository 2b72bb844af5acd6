import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, states } from '../../db/schema/organisation';
import { statutoryPayments } from '../../db/schema/statutory-payments';

export type PaymentValues = typeof statutoryPayments.$inferInsert;

const selectPayments = (db: DbOrTx) =>
  db
    .select({
      payment: statutoryPayments,
      company_name: companies.name,
      country_id: companies.country_id,
      state_name: states.name,
    })
    .from(statutoryPayments)
    .innerJoin(companies, eq(companies.id, statutoryPayments.company_id))
    .leftJoin(states, eq(states.code, statutoryPayments.state_code));
export type PaymentRow = Awaited<ReturnType<typeof selectPayments>>[number];

export type PaymentFilters = { kind?: string; year?: number; month?: number };

export const filterCondition = (f: PaymentFilters) =>
  and(
    f.kind ? eq(statutoryPayments.kind, f.kind) : undefined,
    f.year !== undefined ? eq(statutoryPayments.year, f.year) : undefined,
    f.month !== undefined ? eq(statutoryPayments.month, f.month) : undefined,
  );

/** A page of payments, the latest wage month first, then by company, kind and state. */
export async function listPaymentPage(
  db: DbOrTx,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: PaymentRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    selectPayments(db)
      .where(where)
      .orderBy(
        desc(statutoryPayments.year),
        desc(statutoryPayments.month),
        asc(companies.name),
        sql`array_position(array['epf','esic','pt','lwf']::text[], ${statutoryPayments.kind}::text)`,
        asc(statutoryPayments.state_code),
        desc(statutoryPayments.paid_on),
        desc(statutoryPayments.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(statutoryPayments).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** Every payment of the companies for one wage month (the compliance summary's). */
export function monthPayments(db: DbOrTx, companyIds: number[], year: number, month: number) {
  if (!companyIds.length) return Promise.resolve([] as PaymentRow[]);
  return selectPayments(db).where(
    and(
      inArray(statutoryPayments.company_id, companyIds),
      eq(statutoryPayments.year, year),
      eq(statutoryPayments.month, month),
    ),
  );
}

export async function findPayment(db: DbOrTx, id: number): Promise<PaymentRow | null> {
  const [row] = await selectPayments(db).where(eq(statutoryPayments.id, id));
  return row ?? null;
}

/** Another payment of the company and kind with the same reference (the unique key). */
export async function duplicateReference(
  db: DbOrTx,
  key: { company_id: number; kind: string; reference: string },
  exceptId: number | null,
) {
  const [row] = await db
    .select({ id: statutoryPayments.id })
    .from(statutoryPayments)
    .where(
      and(
        eq(statutoryPayments.company_id, key.company_id),
        eq(statutoryPayments.kind, key.kind),
        eq(statutoryPayments.reference, key.reference),
        exceptId === null ? undefined : sql`${statutoryPayments.id} <> ${exceptId}`,
      ),
    );
  return row ?? null;
}

export async function insertPayment(db: DbOrTx, values: PaymentValues) {
  const [row] = await db.insert(statutoryPayments).values(values).returning();
  if (!row) throw new Error('The statutory payment was not inserted.');
  return row;
}

export async function updatePaymentRow(db: DbOrTx, id: number, values: Partial<PaymentValues>) {
  const [row] = await db
    .update(statutoryPayments)
    .set({ ...values, updated_at: new Date() })
    .where(eq(statutoryPayments.id, id))
    .returning();
  return row ?? null;
}

export async function deletePaymentRow(db: DbOrTx, id: number) {
  await db.delete(statutoryPayments).where(eq(statutoryPayments.id, id));
}

export async function companyCountry(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ country_id: companies.country_id })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.country_id ?? null;
}

export async function stateExists(db: DbOrTx, code: string) {
  const [row] = await db.select({ code: states.code }).from(states).where(eq(states.code, code)).limit(1);
  return Boolean(row);
}
