import type { DbOrTx } from '../../db/client';
import { anyId } from '../../db/ids';
import { companyPayrollSettings } from '../../db/schema/payroll';

export type PayrollSettingsRow = typeof companyPayrollSettings.$inferSelect;

/**
 * Each company's payroll settings. A company without a row gets one with the table's defaults (the
 * Factories Act's overtime, BASIC ÷ 26 for leave encashment, a 30-day notice period, the 8.33% bonus), so
 * the defaults live in one place: the schema.
 */
export async function payrollSettingsOf(db: DbOrTx, companyIds: readonly number[]) {
  const ids = [...new Set(companyIds)];
  if (!ids.length) return new Map<number, PayrollSettingsRow>();
  await db
    .insert(companyPayrollSettings)
    .values(ids.map((company_id) => ({ company_id })))
    .onConflictDoNothing();
  const rows = await db
    .select()
    .from(companyPayrollSettings)
    .where(anyId(companyPayrollSettings.company_id, ids));
  return new Map(rows.map((r) => [r.company_id, r]));
}
