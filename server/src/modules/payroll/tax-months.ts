import type { WageDefinition } from '@hrms/contracts/enums';
import { financialYearDates } from '@hrms/contracts/tax-year';
import type { DbOrTx } from '../../db/client';
import {
  addMonths,
  financialYearFirstMonth,
  inForceOn,
  lastDayOf,
  monthIndex,
  monthsAfterInYear,
  nextMonth,
  type Period,
  periodOf,
  previousMonth,
} from '../../platform/period';
import {
  payLinesOf,
  professionalTaxSlabFrom,
  ptExempt,
  ptPeriod,
  ptPeriodMonthsOf,
} from '../compensation/public';
import { payrollSettingsOf } from '../payroll-settings/public';
import { type RatesInForce, ratesInForce } from '../statutory/public';
import type { PayrollTaxMonths, SalaryMonth } from '../tax-year/public';
import { loadAdditions } from './additions';
import { linesByVersion } from './batch';
import { type PfRules, pfRulesOf } from './engine/statutory';
import { fullRateMonths, type PaidMonthFigures, paidMonth } from './engine/tax-months';
import { structureWages, wageBasisOf } from './engine/wage-bases';
import {
  allProfessionalTaxSlabs,
  paidFiguresOf,
  payrollEmployees,
  runMonthsInYear,
  structureVersionsUpTo,
} from './queries';

/** No PF rates on record: the projection counts no employee PF. */
const NO_PF: PfRules = {
  employeeRate: 0,
  employerRate: 0,
  pensionRate: 0,
  wageCeiling: 0,
  edliRate: 0,
  edliWageCeiling: 0,
  adminChargeRate: 0,
};

/** The month of a last working day, as monthIndex counts it. */
const leavingMonthIndex = (lastWorkingDay: string) => monthIndex(periodOf(lastWorkingDay));

/**
 * The first month to project: the one after the last run, else the month of joining (April when they joined
 * before the year); none once the year is paid to March, for a terminated employee, one joining after it, or a
 * leaver whose last working day falls before it (no pay after the month of leaving: docs/decisions/exits.md,
 * "TDS for a leaver").
 */
function firstProjected(
  person: { hire_date: string; status: string; last_working_day: string | null },
  paid: readonly PaidMonthFigures[],
  fyStart: Period,
): Period | null {
  if (person.status === 'terminated') return null;
  const last = paid.at(-1);
  const joined = periodOf(person.hire_date);
  let first = last ? nextMonth(last) : monthIndex(joined) > monthIndex(fyStart) ? joined : fyStart;
  if (last && monthIndex(joined) > monthIndex(first)) first = joined;
  if (person.last_working_day && monthIndex(first) > leavingMonthIndex(person.last_working_day)) return null;
  return monthIndex(first) < monthIndex(addMonths(fyStart, 12)) ? first : null;
}

/**
 * Each employee's months of a financial year as the tax year counts them (the year's position: My Tax, the
 * regime comparison, Form 16 and 24Q's Annexure II). Paid months are the year's runs past draft; with
 * `project`, the months after the last run to March are added at the full monthly rate of the structure in
 * force in the first of them (not pro-rated: no loss of pay, no mid-month joining), with PF on the full BASIC +
 * DA by the PF rates in force then and PT from the state's slabs on the full gross. A fixed number of queries
 * whatever the number of employees.
 */
export async function payrollTaxMonths(
  db: DbOrTx,
  employeeIds: number[],
  financialYear: string,
  options: { project: boolean },
): Promise<Map<number, PayrollTaxMonths>> {
  const result = new Map<number, PayrollTaxMonths>();
  const people = await payrollEmployees(db, employeeIds, { withArchived: true });
  if (!people.length) return result;
  const ids = people.map((p) => p.id);
  const fyStart = financialYearFirstMonth(financialYear);
  const paidOf = new Map<number, PaidMonthFigures[]>();
  for (const row of await runMonthsInYear(db, ids, fyStart, { withDrafts: false })) {
    const own = paidOf.get(row.employee_id) ?? [];
    own.push(paidFiguresOf(row));
    paidOf.set(row.employee_id, own);
  }
  const firsts = new Map<number, Period>();
  if (options.project) {
    for (const p of people) {
      const first = firstProjected(p, paidOf.get(p.id) ?? [], fyStart);
      if (first) firsts.set(p.id, first);
    }
  }

  const fyEnd = financialYearDates(financialYear).to;
  const versions = firsts.size ? await structureVersionsUpTo(db, [...firsts.keys()], fyEnd) : [];
  const versionOf = new Map<number, number>();
  for (const [id, first] of firsts) {
    const own = versions.filter((v) => v.employee_id === id);
    const version = inForceOn(own, lastDayOf(first)) ?? own[0];
    if (version) versionOf.set(id, version.id);
  }
  const lines = versionOf.size
    ? linesByVersion(await payLinesOf(db, [...new Set(versionOf.values())]))
    : new Map();
  const ptSlabs = versionOf.size ? (await allProfessionalTaxSlabs(db)).map(professionalTaxSlabFrom) : [];
  const rates = new Map<string, RatesInForce>();
  const settings = versionOf.size
    ? await payrollSettingsOf(
        db,
        people.map((p) => p.company_id),
      )
    : new Map();

  for (const p of people) {
    const paid = paidOf.get(p.id) ?? [];
    const first = firsts.get(p.id);
    const version = versionOf.get(p.id);
    const structure = version === undefined ? undefined : lines.get(version);
    let projected: SalaryMonth[] = [];
    if (first && structure?.length) {
      const onDate = lastDayOf(first);
      const key = `${p.country_id}:${onDate}`;
      let inForce = rates.get(key);
      if (!inForce) {
        inForce = await ratesInForce(db, p.country_id, onDate);
        rates.set(key, inForce);
      }
      // PT deducted and gross paid in the PT period holding the month before the first projected one.
      const carriedMonth = previousMonth(first).month;
      const periodMonths = ptPeriodMonthsOf(ptSlabs, p.state);
      const start = ptPeriod(periodMonths, carriedMonth).startMonth;
      const inPeriod = paid.filter((m) => ptPeriod(periodMonths, m.month).startMonth === start);
      const definition = (settings.get(p.company_id)?.wage_definition ?? 'codes') as WageDefinition;
      projected = fullRateMonths(
        {
          structure,
          pfWages: structureWages(structure, wageBasisOf(inForce.codeWages, definition)).pf,
          pf: {
            ...(inForce.pf ? pfRulesOf(inForce.pf) : NO_PF),
            onFullBasic: p.pf_on_full_basic,
            vpfPercentage: Number(p.vpf_percentage),
          },
          professionalTax: {
            state: p.state,
            gender: p.gender,
            slabs: ptSlabs,
            exempt: ptExempt(
              p.state_code ? inForce.pt.get(p.state_code) : null,
              { personWithDisability: p.person_with_disability, dateOfBirth: p.date_of_birth },
              first.year,
              first.month,
            ),
            carried: {
              month: carriedMonth,
              deducted: inPeriod.reduce((n, m) => n + m.professionalTax, 0),
              gross: inPeriod.reduce((n, m) => n + m.gross, 0),
            },
          },
        },
        [first, ...monthsAfterInYear(first)],
      );
      // A leaver is paid to the month of their last working day, none after (batch.ts refuses those months).
      const leaving = p.last_working_day;
      if (leaving) projected = projected.filter((m) => monthIndex(m) <= leavingMonthIndex(leaving));
      // The perquisites of concessional loans, as the month's processing would value them (one employee here:
      // only My Tax projects).
      const perquisites = (await loadAdditions(db, [p.id], first)).get(p.id)?.perquisites;
      if (perquisites) {
        const byMonth = new Map([
          [monthIndex(first), perquisites.total],
          ...perquisites.ahead.map((m) => [monthIndex(m), m.total] as const),
        ]);
        projected = projected.map((m) => ({ ...m, perquisites: byMonth.get(monthIndex(m)) ?? 0 }));
      }
    }
    result.set(p.id, {
      employeeId: p.id,
      countryId: p.country_id,
      defaultTaxRegimeId: p.default_tax_regime_id,
      dateOfBirth: p.date_of_birth,
      // With the run's status: My Tax tells a processed or approved month from a paid one.
      paid: paid.map((m) => ({ ...paidMonth(m), runStatus: m.status })),
      projected,
    });
  }
  return result;
}
