import type { TaxYearSettings, TaxYearSettingsRequest } from '@hrms/contracts/tax-year';
import { financialYearDates } from '@hrms/contracts/tax-year';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope, isInCompanyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { longDate } from '../../platform/dates';
import { type FieldErrors, notFound, validationFailed } from '../../platform/errors';
import { proofsClosed, type TaxYearWindow, windowOf } from './declarations-in-force';
import {
  companyExists,
  companyTaxYearRow,
  lockCompanyTaxYear,
  updateCompanyTaxYear,
} from './settings-queries';

/** The company's cut-offs for the year; all null when HR has not set them (everything stays open). */
export async function taxYearWindow(
  db: DbOrTx,
  companyId: number,
  financialYear: string,
): Promise<TaxYearWindow> {
  return windowOf(await companyTaxYearRow(db, companyId, financialYear));
}

/** The regime can no longer be changed: the cut-off day has passed (the day itself is still open). */
export const regimeLocked = (window: TaxYearWindow, today: string) =>
  window.regime_choice_until !== null && today > window.regime_choice_until;

/** Proofs can be uploaded today: on or after the window opens and on or before the deadline. */
export const proofsOpen = (window: TaxYearWindow, today: string) =>
  (window.proof_window_from === null || today >= window.proof_window_from) && !proofsClosed(window, today);

/** Why a proof cannot be uploaded today, naming the window's dates. */
export function proofWindowSentence(window: TaxYearWindow): string {
  const { proof_window_from: from, proof_deadline: until } = window;
  if (from && until) return `Proofs can be uploaded from ${longDate(from)} to ${longDate(until)}.`;
  if (from) return `Proofs can be uploaded from ${longDate(from)}.`;
  return `Proofs could be uploaded until ${longDate(until ?? '')}.`;
}

export const settingsView = (
  companyId: number,
  financialYear: string,
  window: TaxYearWindow,
): TaxYearSettings => ({
  company_id: companyId,
  financial_year: financialYear,
  ...window,
});

async function companyInScope(db: DbOrTx, principal: Principal, companyId: number) {
  if (!isInCompanyScope(companyScope(principal), companyId) || !(await companyExists(db, companyId))) {
    throw notFound('Company');
  }
}

export async function getTaxYearSettings(
  db: Db,
  principal: Principal,
  companyId: number,
  financialYear: string,
): Promise<TaxYearSettings> {
  await companyInScope(db, principal, companyId);
  return settingsView(companyId, financialYear, await taxYearWindow(db, companyId, financialYear));
}

/** Each cut-off falls within the financial year it governs. */
function checkWithinYear(input: TaxYearSettingsRequest, financialYear: string) {
  const span = financialYearDates(financialYear);
  const errors: FieldErrors = {};
  for (const field of ['regime_choice_until', 'proof_window_from', 'proof_deadline'] as const) {
    const date = input[field];
    if (date && (date < span.from || date > span.to)) {
      errors[field] = [
        `The date must fall in the financial year ${financialYear} (${longDate(span.from)} to ${longDate(span.to)}).`,
      ];
    }
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
}

export async function saveTaxYearSettings(
  db: Db,
  principal: Principal,
  companyId: number,
  financialYear: string,
  input: TaxYearSettingsRequest,
): Promise<TaxYearSettings> {
  await companyInScope(db, principal, companyId);
  checkWithinYear(input, financialYear);
  const next: TaxYearWindow = {
    regime_choice_until: input.regime_choice_until,
    proof_window_from: input.proof_window_from,
    proof_deadline: input.proof_deadline,
  };
  await db.transaction(async (tx) => {
    const before = await lockCompanyTaxYear(tx, companyId, financialYear);
    await updateCompanyTaxYear(tx, before.id, next);
    const changes: Record<string, { from: string | null; to: string | null }> = {};
    for (const key of Object.keys(next) as (keyof TaxYearWindow)[]) {
      if (before[key] !== next[key]) changes[key] = { from: before[key], to: next[key] };
    }
    await recordAudit(tx, principal, {
      action: 'tax_year.settings_updated',
      entity_type: 'tax_year',
      entity_id: before.id,
      company_id: companyId,
      summary: `Set the income-tax cut-offs of FY ${financialYear}`,
      changes: { financial_year: financialYear, ...changes },
    });
  });
  return settingsView(companyId, financialYear, next);
}
