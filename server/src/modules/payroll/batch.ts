import { taxRegimeMetadata } from '@hrms/contracts/compensation';
import type { DbOrTx } from '../../db/client';
import { paise } from '../../platform/money';
import { employeesMonth } from '../attendance/service';
import { type ProfessionalTaxSlab, professionalTaxSlabFrom } from '../compensation/professional-tax';
import { structureLinesInForce } from '../compensation/structures-service';
import { taxRulesFrom } from '../compensation/tax/rules';
import type { MonthlyInput } from './engine/monthly';
import type { EsicRules, PfRules } from './engine/statutory';
import {
  allProfessionalTaxSlabs,
  countryComponents,
  earlierInYear,
  existingStatuses,
  payrollEmployees,
  regimeFor,
} from './queries';

/** Why one employee's month cannot be computed; reported for that employee, the others go on. */
export class PayrollRefusal extends Error {}

export type Period = { year: number; month: number };

const isoDate = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
export const lastDayOf = ({ year, month }: Period) =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

/** The financial year (2026-27) and its first month for a pay period. */
export function financialYear({ year, month }: Period) {
  const start = month >= 4 ? year : year - 1;
  return {
    label: `${start}-${String((start + 1) % 100).padStart(2, '0')}`,
    start: { year: start, month: 4 },
  };
}

/** The first day of the ESIC contribution period (April–September or October–March) holding the month. */
export function esicPeriodStart({ year, month }: Period) {
  if (month >= 4 && month <= 9) return isoDate(year, 4, 1);
  return isoDate(month >= 10 ? year : year - 1, 10, 1);
}

/** Months left in the financial year, this one included (April → 12, March → 1). */
export const monthsRemaining = (month: number) => ((3 - month + 12) % 12) + 1;

/** The PF and ESIC rules from the components' metadata; a missing rate is a configuration error, not a 12%. */
export function statutoryRules(components: { code: string; metadata: Record<string, unknown> }[]) {
  const meta = <K extends string>(code: string, keys: readonly K[]) => {
    const metadata = components.find((c) => c.code === code)?.metadata ?? {};
    const missing = keys.filter((k) => typeof metadata[k] !== 'number');
    if (missing.length) {
      throw new PayrollRefusal(`The ${code} component's metadata lacks ${missing.join(', ')}`);
    }
    return metadata as Record<K, number>;
  };
  const pf = meta('PF', ['employee_rate', 'employer_rate', 'pension_rate', 'wage_ceiling']);
  const esi = meta('ESIC', ['employee_rate', 'employer_rate', 'wage_ceiling']);
  return {
    pf: {
      employeeRate: pf.employee_rate,
      employerRate: pf.employer_rate,
      pensionRate: pf.pension_rate,
      wageCeiling: paise(pf.wage_ceiling),
    } satisfies PfRules,
    esic: {
      employeeRate: esi.employee_rate,
      employerRate: esi.employer_rate,
      wageCeiling: paise(esi.wage_ceiling),
    } satisfies EsicRules,
  };
}

/** Memoises an async lookup by key, so a batch loads each country's rules and each regime once. */
function memo<T>(load: (key: string) => PromiseLike<T>) {
  const cache = new Map<string, Promise<T>>();
  return (key: string) => {
    let hit = cache.get(key);
    if (!hit) {
      // A drizzle query is a thenable that runs again each time it is awaited: keep the one answer (it
      // used to run once per employee, 10,000 statements for a 10,000-employee payroll).
      hit = Promise.resolve(load(key));
      cache.set(key, hit);
    }
    return hit;
  };
}

/**
 * Everything processing needs for a set of employees and one month, in a fixed number of queries whatever
 * the number of employees: people, structures (at month end and at the start of the ESIC period),
 * attendance, earlier pay this financial year, existing runs, and the rules of each country and regime.
 */
export async function loadBatch(db: DbOrTx, employeeIds: number[], period: Period) {
  const people = await payrollEmployees(db, employeeIds);
  const ids = people.map((p) => p.id);
  const fy = financialYear(period);
  const lastDay = lastDayOf(period);
  const periodStart = esicPeriodStart(period);

  // ESIC coverage is fixed by the pay at the start of the contribution period, or at joining if later.
  const coverageDates = new Map<string, number[]>();
  for (const p of people) {
    // biome-ignore lint/complexity/useMathMinMax: ISO dates compare as strings; Math.max would make NaN.
    const date = p.hire_date > periodStart ? p.hire_date : periodStart;
    coverageDates.set(date, [...(coverageDates.get(date) ?? []), p.id]);
  }
  // One query after another: inside a transaction they share one connection, which runs one at a time.
  const structures = await structureLinesInForce(db, ids, lastDay);
  const attendance = await employeesMonth(db, ids, period.year, period.month);
  const earlier = await earlierInYear(db, ids, fy.start, period);
  const statuses = await existingStatuses(db, ids, period.year, period.month);
  const ptRows = await allProfessionalTaxSlabs(db);
  const coverageStructures: Awaited<ReturnType<typeof structureLinesInForce>>[] = [];
  for (const [date, group] of coverageDates)
    coverageStructures.push(await structureLinesInForce(db, group, date));
  const countryRules = memo((countryId) => countryComponents(db, Number(countryId)));
  const regimes = memo(async (key) => {
    const [countryId, preferredId] = key.split(':').map(Number) as [number, number];
    const found = await regimeFor(db, countryId, fy.label, preferredId || null);
    if (!found?.slabs.length) return null;
    return {
      code: found.regime.code,
      rules: taxRulesFrom(
        taxRegimeMetadata.parse(found.regime.metadata),
        found.slabs.map((s) => ({
          min_income: Number(s.min_income),
          max_income: s.max_income === null ? null : Number(s.max_income),
          rate: Number(s.rate),
          tax_amount: Number(s.tax_amount),
        })),
      ),
    };
  });
  const rules = new Map<
    number,
    { components: Awaited<ReturnType<typeof countryRules>>; regime: Awaited<ReturnType<typeof regimes>> }
  >();
  for (const p of people) {
    rules.set(p.id, {
      components: await countryRules(String(p.country_id)),
      regime: await regimes(`${p.country_id}:${p.default_tax_regime_id ?? 0}`),
    });
  }
  return {
    period,
    fy,
    people: new Map(people.map((p) => [p.id, p])),
    structures,
    coverageStructures: new Map(coverageStructures.flatMap((m) => [...m])),
    attendance,
    earlier,
    statuses,
    rules,
    ptSlabs: ptRows.map(professionalTaxSlabFrom) as ProfessionalTaxSlab[],
  };
}
export type Batch = Awaited<ReturnType<typeof loadBatch>>;

/** One employee's engine input from the batch, or the reason it cannot be computed. */
export function monthlyInput(batch: Batch, employeeId: number) {
  const person = batch.people.get(employeeId);
  const structure = batch.structures.get(employeeId);
  const attendance = batch.attendance.get(employeeId);
  const rules = batch.rules.get(employeeId);
  if (!person || !attendance || !rules) throw new PayrollRefusal('Employee not found');
  if (attendance.days_before_joining === attendance.calendar_days) {
    throw new PayrollRefusal('The employee joined after this month');
  }
  if (!structure?.length) throw new PayrollRefusal('No salary structure in force for the month');
  if (!rules.regime) throw new PayrollRefusal(`No tax regime with slabs for FY ${batch.fy.label}`);
  const { pf, esic } = statutoryRules(rules.components);
  const monthlyGross = (lines: typeof structure) =>
    lines.filter((l) => l.type === 'earning').reduce((n, l) => n + (l.amount ?? 0), 0);
  const coverage = batch.coverageStructures.get(employeeId) ?? structure;
  const earlier = batch.earlier.get(employeeId);
  const remaining = monthsRemaining(batch.period.month);
  const input: MonthlyInput = {
    month: batch.period.month,
    calendarDays: attendance.calendar_days,
    daysPresent: attendance.days_present,
    paidLeaveDays: attendance.paid_leave_days,
    casualLeaveDays: attendance.leave_by_type.CL ?? 0,
    unpaidLeaveDays: attendance.unpaid_leave_days,
    absentDays: attendance.absent_days,
    daysBeforeJoining: attendance.days_before_joining,
    overtimeHours: attendance.overtime_hours,
    structure,
    pf: { ...pf, onFullBasic: person.pf_on_full_basic },
    esic: { ...esic, covered: monthlyGross(coverage) <= esic.wageCeiling },
    professionalTax: { state: person.state, gender: person.gender, slabs: batch.ptSlabs },
    tds: {
      rules: rules.regime.rules,
      earnedSoFar: paise(earlier?.taxable ?? '0'),
      deductedSoFar: paise(earlier?.tds ?? '0'),
      monthsRemaining: remaining,
    },
  };
  const taxable = new Map(rules.components.map((c) => [c.code, c.is_taxable]));
  return { person, attendance, input, taxable, regimeCode: rules.regime.code, monthsRemaining: remaining };
}
