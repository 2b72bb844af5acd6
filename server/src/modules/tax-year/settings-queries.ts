import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies } from '../../db/schema/organisation';
import { companyTaxYears } from '../../db/schema/tax-year';

export async function companyExists(db: DbOrTx, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return Boolean(row);
}

export async function companyTaxYearRow(db: DbOrTx, companyId: number, financialYear: string) {
  const [row] = await db
    .select()
    .from(companyTaxYears)
    .where(and(eq(companyTaxYears.company_id, companyId), eq(companyTaxYears.financial_year, financialYear)))
    .limit(1);
  return row ?? null;
}

/** The company's year, created if missing, locked for the rest of the transaction. */
export async function lockCompanyTaxYear(tx: DbOrTx, companyId: number, financialYear: string) {
  await tx
    .insert(companyTaxYears)
    .values({ company_id: companyId, financial_year: financialYear })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(companyTaxYears)
    .where(and(eq(companyTaxYears.company_id, companyId), eq(companyTaxYears.financial_year, financialYear)))
    .for('update');
  if (!row) throw new Error('company tax year vanished');
  return row;
}

export async function updateCompanyTaxYear(
  tx: DbOrTx,
  id: number,
  values: {
    regime_choice_until: string | null;
    proof_window_from: string | null;
    proof_deadline: string | null;
  },
) {
  await tx.update(companyTaxYears).set(values).where(eq(companyTaxYears.id, id));
}
