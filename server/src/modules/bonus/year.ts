import type { SkillCategory } from '@hrms/contracts/enums';
import type { BonusRates } from '@hrms/contracts/statutory';
import { financialYearDates, financialYearMonths } from '@hrms/contracts/tax-year';
import type { DbOrTx } from '../../db/client';
import { fieldError, notFound } from '../../platform/errors';
import { paise } from '../../platform/money';
import type { StructureLine } from '../compensation/public';
import { ACTS_BASIS, structureWages } from '../payroll/public';
import { payrollSettingsOf } from '../payroll-settings/public';
import { ratesInForce } from '../statutory/public';
import { type BonusMonth, type BonusResult, computeBonus } from './engine/bonus';
import { type YearRunRow, yearRuns } from './queries';

const periodKey = (year: number, month: number) => year * 12 + month;
const amountOf = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? paise(v) : 0);

/** The BONUS rules in force at the accounting year's end (422 on the year when none are). */
export async function bonusRulesFor(
  db: DbOrTx,
  countryId: number,
  accountingYear: string,
): Promise<BonusRates> {
  const rules = (await ratesInForce(db, countryId, financialYearDates(accountingYear).to)).bonus;
  if (!rules)
    throw fieldError('accounting_year', 'No Payment of Bonus Act rates are in force for this year.');
  return rules;
}

/** Days of the accounting year (365, or 366 with a 29 February), for s.13. */
export function daysInYear(accountingYear: string) {
  const { from, to } = financialYearDates(accountingYear);
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}

/**
 * Each employee's months of the year from their runs (paise): BASIC + DA earned, plus the BASIC and DA arrears
 * a later run of the year paid for the month (s.2(21): salary is what is earned for the month, whenever paid);
 * the month's full rate from the structure the run was computed with (a CSV run without one: the earned amount
 * scaled back to the whole month); the state the run was computed for. A month the run counted bonus on the
 * Labour Codes' wages (Code on Social Security s.2(88), Chapter VII) uses the run's Codes' wages instead, its
 * full rate scaled back from them the same way.
 */
export function monthsByEmployee(rows: readonly YearRunRow[]) {
  const arrears = new Map<string, number>();
  for (const r of rows) {
    if (!Array.isArray(r.arrear_months)) continue;
    for (const a of r.arrear_months as {
      year?: number;
      month?: number;
      earnings?: Record<string, unknown>;
    }[]) {
      if (typeof a?.year !== 'number' || typeof a.month !== 'number') continue;
      const add = amountOf(a.earnings?.basic_salary) + amountOf(a.earnings?.dearness_allowance);
      const key = `${r.employee_id}|${periodKey(a.year, a.month)}`;
      arrears.set(key, (arrears.get(key) ?? 0) + add);
    }
  }
  const byEmployee = new Map<number, BonusMonth[]>();
  for (const r of rows) {
    const onCodeWages = r.bonus_basis === 'code_wages' && r.code_wages !== null;
    const earned = onCodeWages ? amountOf(r.code_wages) : amountOf(r.basic) + amountOf(r.da);
    const daysPaid = Number(r.days_paid);
    const structureRate =
      Array.isArray(r.structure) && !onCodeWages
        ? structureWages(r.structure as StructureLine[], ACTS_BASIS).bonus
        : null;
    const rate = structureRate ?? (daysPaid > 0 ? Math.round((earned * r.total_days) / daysPaid) : earned);
    const month: BonusMonth = {
      year: r.year,
      month: r.month,
      salary: earned + (arrears.get(`${r.employee_id}|${periodKey(r.year, r.month)}`) ?? 0),
      rate,
      daysPaid,
      totalDays: r.total_days,
      stateCode: r.state_code,
      skillCategory: r.skill_category as SkillCategory | null,
    };
    byEmployee.set(r.employee_id, [...(byEmployee.get(r.employee_id) ?? []), month]);
  }
  return byEmployee;
}

/** The year's bonus of a company's employees (every one with a counted run in the year). */
export async function companyYearBonus(
  db: DbOrTx,
  companyId: number,
  accountingYear: string,
  rules: BonusRates,
  ratePercent: number,
): Promise<Map<number, BonusResult>> {
  const months = financialYearMonths(accountingYear);
  const [fy, fm] = months[0] as [number, number];
  const [ly, lm] = months[11] as [number, number];
  const rows = await yearRuns(db, { companyId }, { year: fy, month: fm }, { year: ly, month: lm });
  const days = daysInYear(accountingYear);
  const results = new Map<number, BonusResult>();
  for (const [employeeId, list] of monthsByEmployee(rows))
    results.set(employeeId, computeBonus({ rules, ratePercent, months: list, daysInYear: days }));
  return results;
}

/** One employee's bonus for the months of the year up to a date (a leaver's running year, s.13). */
export async function employeeYearBonus(
  db: DbOrTx,
  employeeId: number,
  accountingYear: string,
  upTo: string,
  rules: BonusRates,
  ratePercent: number,
): Promise<BonusResult> {
  const [fy, fm] = financialYearMonths(accountingYear)[0] as [number, number];
  const [uy, um] = upTo.split('-').map(Number) as [number, number];
  const rows = await yearRuns(
    db,
    { employeeIds: [employeeId] },
    { year: fy, month: fm },
    { year: uy, month: um },
  );
  const list = monthsByEmployee(rows).get(employeeId) ?? [];
  return computeBonus({ rules, ratePercent, months: list, daysInYear: daysInYear(accountingYear) });
}

/** The company's bonus rate: its payroll setting (the row and its default are created on first read). */
export async function companyBonusRate(db: DbOrTx, companyId: number) {
  const settings = (await payrollSettingsOf(db, [companyId])).get(companyId);
  if (!settings) throw notFound('Company');
  return Number(settings.bonus_rate);
}
