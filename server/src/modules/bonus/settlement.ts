import { financialYearOf } from '@hrms/contracts/tax-year';
import type { DbOrTx } from '../../db/client';
import { paise } from '../../platform/money';
import type { BonusOwed, SettlementSource } from '../exits/public';
import { employeeCompany, linkToSettlement, payableEntries, runForYear } from './queries';
import { bonusRulesFor, companyBonusRate, employeeYearBonus } from './year';

/**
 * The approved entries not paid and not tied to any payroll run (one tied to an unlocked run is that run's to
 * pay), and — unless the company already has an approved bonus run for the year the last working day falls
 * in — that year's bonus to the LWD from the processed, approved and paid runs, at the company's bonus rate
 * (clamped into the rules' range), through the same engine as a bonus run. The final month counts only if its
 * run is processed by then.
 */
export async function bonusDue(db: DbOrTx, employeeId: number, lastWorkingDay: string): Promise<BonusOwed> {
  const entries = (await payableEntries(db, [employeeId], null)).filter((e) => e.payroll_run_id === null);
  const entryIds = entries.map((e) => e.id);
  const owed = entries.reduce((n, e) => n + paise(e.bonus), 0);
  const company = await employeeCompany(db, employeeId);
  if (!company) return { amount: owed, entryIds, currentYear: null };
  const accountingYear = financialYearOf(lastWorkingDay);
  if ((await runForYear(db, company.company_id, accountingYear))?.status === 'approved')
    return { amount: owed, entryIds, currentYear: null };
  const rules = await bonusRulesFor(db, company.country_id, accountingYear).catch(() => null);
  if (!rules) return { amount: owed, entryIds, currentYear: null };
  // A rate set before the rules changed is brought within the year's range.
  const setting = await companyBonusRate(db, company.company_id);
  const rate = Math.min(Math.max(setting, rules.min_rate), rules.max_rate);
  const year = await employeeYearBonus(db, employeeId, accountingYear, lastWorkingDay, rules, rate);
  return {
    amount: owed + year.bonus,
    entryIds,
    currentYear: { accountingYear, amount: year.bonus, eligible: year.eligible, reason: year.reason },
  };
}

/** Ties the approved entries to the settlement that pays them. */
export async function settleBonus(
  tx: DbOrTx,
  entryIds: readonly number[],
  settlementId: number,
): Promise<void> {
  await linkToSettlement(tx, entryIds, settlementId);
}

/** The statutory bonus's part of a full and final settlement (exits/settlement-sources.ts): the bonus it pays. */
export const bonusSettlement: SettlementSource = {
  async due(db, employeeId, exit) {
    return { bonus: await bonusDue(db, employeeId, exit.lastWorkingDay) };
  },
  async settle(tx, _employeeId, settlementId, { recorded }) {
    await settleBonus(tx, recorded.bonus.entryIds, settlementId);
  },
};
