import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/access';
import { tdsStatements } from '../../db/schema/tax-year';

export type StatementValues = typeof tdsStatements.$inferInsert;

/** A company's filed statements of a tax year, by quarter, with who recorded each. */
export function statementsOf(db: DbOrTx, companyId: number, taxYear: string) {
  return db
    .select({
      id: tdsStatements.id,
      company_id: tdsStatements.company_id,
      tax_year: tdsStatements.tax_year,
      quarter: tdsStatements.quarter,
      form: tdsStatements.form,
      receipt_number: tdsStatements.receipt_number,
      filed_on: tdsStatements.filed_on,
      recorded_by: users.name,
      updated_at: tdsStatements.updated_at,
    })
    .from(tdsStatements)
    .leftJoin(users, eq(users.id, tdsStatements.recorded_by))
    .where(and(eq(tdsStatements.company_id, companyId), eq(tdsStatements.tax_year, taxYear)))
    .orderBy(asc(tdsStatements.quarter), asc(tdsStatements.form));
}

export type StatementRow = Awaited<ReturnType<typeof statementsOf>>[number];

/**
 * Records a quarter's statement, or corrects the one recorded (one per company, year, quarter and form: the
 * unique index decides, whatever races). Returns the row as it was before, if any.
 */
export async function upsertStatement(db: DbOrTx, values: StatementValues) {
  const [before] = await db
    .select({ receipt_number: tdsStatements.receipt_number, filed_on: tdsStatements.filed_on })
    .from(tdsStatements)
    .where(
      and(
        eq(tdsStatements.company_id, values.company_id),
        eq(tdsStatements.tax_year, values.tax_year),
        eq(tdsStatements.quarter, values.quarter),
        eq(tdsStatements.form, values.form),
      ),
    );
  const [row] = await db
    .insert(tdsStatements)
    .values(values)
    .onConflictDoUpdate({
      target: [tdsStatements.company_id, tdsStatements.tax_year, tdsStatements.quarter, tdsStatements.form],
      set: {
        receipt_number: sql`excluded.receipt_number`,
        filed_on: sql`excluded.filed_on`,
        // What was filed stays as first kept: correcting a mistyped receipt does not rewrite it.
        filed_text: sql`coalesce(${tdsStatements.filed_text}, excluded.filed_text)`,
        recorded_by: sql`excluded.recorded_by`,
        updated_at: sql`now()`,
      },
    })
    .returning({ id: tdsStatements.id });
  if (!row) throw new Error('The statement was not recorded.');
  return { id: row.id, before: before ?? null };
}
