import type { WageDefinition } from '@hrms/contracts/enums';
import type { DeductionField, EarningField } from '@hrms/contracts/payroll';
import { DECLARATION_SECTIONS, DEFAULT_TAX_REGIME_KIND } from '@hrms/contracts/tax-year';
import type { DbOrTx } from '../../db/client';
import { monthYearName, shortDate, todayIn } from '../../platform/dates';
import { paise, rupees } from '../../platform/money';
import {
  daysInMonth,
  esicPeriodStart,
  financialYear,
  firstDayOf,
  inForceOn,
  lastDayOf,
  monthsRemaining,
  type Period,
} from '../../platform/period';
import { employeesMonth } from '../attendance/public';
import type { StructureLine } from '../compensation/public';
import {
  type ProfessionalTaxSlab,
  payLinesOf,
  professionalTaxSlabFrom,
  ptExempt,
  ptPeriod,
  ptPeriodMonthsOf,
  structureLineOf,
} from '../compensation/public';
import { payrollSettingsOf } from '../payroll-settings/public';
import { labourWelfareFund, type RatesInForce, ratesInForce } from '../statutory/public';
import type { SalaryMonth } from '../tax-year/public';
import { ageInYear, regimeOfKind, regimesOfYear, type TaxYearFacts, taxYearFacts } from '../tax-year/public';
import { loadAdditions } from './additions';
import { type MonthAdditions, NO_ADDITIONS } from './engine/additions';
import type { MonthlyInput } from './engine/monthly';
import {
  epsExcluded,
  esic,
  esicCovers,
  esicRulesOf,
  pensionDays,
  pfCeilingParts,
  pfRulesOf,
  providentFund,
} from './engine/statutory';
import { paidMonth } from './engine/tax-months';
import { structureWages, wageBasisOf } from './engine/wage-bases';
import {
  allProfessionalTaxSlabs,
  countryComponents,
  existingStatuses,
  paidFiguresOf,
  payrollEmployees,
  pfVersions,
  runMonthsInYear,
  structureVersionsUpTo,
} from './queries';

/** Why one employee's month cannot be computed; reported for that employee, the others go on. */
export class PayrollRefusal extends Error {}

/** ISO dates compare as strings; Math.max would make NaN of them. */
const later = (a: string, b: string) => (a > b ? a : b);

/** The date EPF membership began, for the 2014 exclusion: as recorded, else the date of joining. */
const epfJoinedOn = (p: { epf_joined_on: string | null; hire_date: string }) =>
  p.epf_joined_on ?? p.hire_date;
/**
 * The date whose structure gives the PF wages "at joining": EPF joining within this employment, else the date
 * of joining this employer (membership that began with an earlier employer is described by
 * eps_member_before, not by wages we never recorded).
 */
const pfWagesDate = (p: { epf_joined_on: string | null; hire_date: string }) =>
  later(epfJoinedOn(p), p.hire_date);

type Lines = (StructureLine & { taxable: boolean })[];

/** Structure lines by version, with each component's taxability, from payLinesOf's rows. */
export function linesByVersion(rows: Awaited<ReturnType<typeof payLinesOf>>) {
  const byVersion = new Map<number, Lines>();
  for (const row of rows) {
    let lines = byVersion.get(row.salary_structure_id);
    if (!lines) {
      lines = [];
      byVersion.set(row.salary_structure_id, lines);
    }
    lines.push({ ...structureLineOf(row), taxable: row.is_taxable });
  }
  return byVersion;
}

/**
 * Each employee's runs of the financial year before the month, as the tax year counts them, with the
 * professional tax and gross of the year and of its October–March half so far (paise): the two periods a
 * half-yearly or yearly state's PT can run over (both start within the financial year).
 */
function earlierByEmployee(rows: Awaited<ReturnType<typeof runMonthsInYear>>) {
  const earlier = new Map<
    number,
    { months: SalaryMonth[]; pt: number; ptSecondHalf: number; gross: number; grossSecondHalf: number }
  >();
  for (const row of rows) {
    const figures = paidFiguresOf(row);
    let own = earlier.get(row.employee_id);
    if (!own) {
      own = { months: [], pt: 0, ptSecondHalf: 0, gross: 0, grossSecondHalf: 0 };
      earlier.set(row.employee_id, own);
    }
    own.months.push(paidMonth(figures));
    own.pt += figures.professionalTax;
    own.gross += figures.gross;
    if (row.month < 4 || row.month > 9) {
      own.ptSecondHalf += figures.professionalTax;
      own.grossSecondHalf += figures.gross;
    }
  }
  return earlier;
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
 * the number of employees: people, structures (at month end, at the start of the ESIC period or joining, and
 * at EPF joining — all picked from one list of versions), attendance, earlier pay this financial year,
 * existing runs, the statutory rates and the rules of each country and regime.
 */
export async function loadBatch(
  db: DbOrTx,
  employeeIds: number[],
  period: Period,
  options: { today?: string; additions?: boolean } = {},
) {
  const { today = todayIn(), additions: withAdditions = true } = options;
  const people = await payrollEmployees(db, employeeIds);
  const ids = people.map((p) => p.id);
  const fy = financialYear(period);
  const lastDay = lastDayOf(period);
  const periodStart = esicPeriodStart(period);

  // One query after another: inside a transaction they share one connection, which runs one at a time.
  const versions = await structureVersionsUpTo(db, ids, lastDay);
  const versionsOf = new Map<number, typeof versions>();
  for (const v of versions) {
    const own = versionsOf.get(v.employee_id);
    if (own) own.push(v);
    else versionsOf.set(v.employee_id, [v]);
  }
  const picked = new Map<number, { month?: number; coverage?: number; joining?: number }>();
  for (const p of people) {
    const own = versionsOf.get(p.id) ?? [];
    picked.set(p.id, {
      month: inForceOn(own, lastDay)?.id,
      // ESIC coverage is fixed by the pay at the start of the contribution period, or at joining if later.
      coverage: inForceOn(own, later(p.hire_date, periodStart))?.id,
      // PF wages at joining; the first structure on record when none was in force then.
      joining: (inForceOn(own, pfWagesDate(p)) ?? own[0])?.id,
    });
  }
  const wanted = [...new Set([...picked.values()].flatMap((v) => [v.month, v.coverage, v.joining]))].filter(
    (id): id is number => id !== undefined,
  );
  const linesOfVersion = linesByVersion(await payLinesOf(db, wanted));
  const structuresAt = (which: 'month' | 'coverage' | 'joining') =>
    new Map(
      people.flatMap((p) => {
        const id = picked.get(p.id)?.[which];
        const lines = id === undefined ? undefined : linesOfVersion.get(id);
        return lines ? [[p.id, lines] as const] : [];
      }),
    );

  const attendance = await employeesMonth(db, ids, period.year, period.month);
  // Every earlier run of the year in one query, month by month: s.192's "salary paid" so far and the PT period's.
  const earlier = earlierByEmployee(
    await runMonthsInYear(db, ids, fy.start, { before: period, withDrafts: true }),
  );
  // Each employee's regime, declarations (as they count today), Form 12B and other income: three queries.
  const facts = await taxYearFacts(db, ids, fy.label, today);
  const statuses = await existingStatuses(db, ids, period.year, period.month);
  const ptRows = await allProfessionalTaxSlabs(db);
  // The statutory rates of each country in force on the month's last day, and its PF versions (the ceiling in
  // force on each EPF joining date decided the 2014 exclusion): two queries per country.
  const rates = new Map<number, { month: RatesInForce; pf: Awaited<ReturnType<typeof pfVersions>> }>();
  for (const countryId of new Set(people.map((p) => p.country_id))) {
    rates.set(countryId, {
      month: await ratesInForce(db, countryId, lastDay),
      pf: await pfVersions(db, countryId),
    });
  }
  const countryRules = memo((countryId) => countryComponents(db, Number(countryId)));
  const regimes = await regimesOfYear(db, [...new Set(people.map((p) => p.country_id))], fy.label);
  const rules = new Map<
    number,
    { components: Awaited<ReturnType<typeof countryRules>>; regime: ReturnType<typeof regimeOfKind> }
  >();
  for (const p of people) {
    rules.set(p.id, {
      components: await countryRules(String(p.country_id)),
      regime: regimeOfKind(
        regimes.get(p.country_id) ?? [],
        facts.get(p.id)?.regime ?? DEFAULT_TAX_REGIME_KIND,
        p.default_tax_regime_id,
      ),
    });
  }
  const settings = await payrollSettingsOf(
    db,
    people.map((p) => p.company_id),
  );
  // Arrears, expense claims, loan EMIs and bonus due this month: a few queries per source. An
  // uploaded month pays what its file says, so it loads none.
  const additions = withAdditions ? await loadAdditions(db, ids, period) : new Map<number, MonthAdditions>();
  return {
    period,
    fy,
    settings,
    additions,
    people: new Map(people.map((p) => [p.id, p])),
    structures: structuresAt('month'),
    coverageStructures: structuresAt('coverage'),
    joiningStructures: structuresAt('joining'),
    attendance,
    earlier,
    facts,
    statuses,
    rules,
    rates,
    ptSlabs: ptRows.map(professionalTaxSlabFrom) as ProfessionalTaxSlab[],
  };
}
export type Batch = Awaited<ReturnType<typeof loadBatch>>;
type Person = Batch['people'] extends Map<number, infer P> ? P : never;

/** The statutory rates in force for the month; a month without PF or ESIC rates cannot be computed. */
function monthRates(batch: Batch, person: Person) {
  const inForce = batch.rates.get(person.country_id)?.month;
  if (!inForce?.pf) throw new PayrollRefusal(`No PF rates in force for ${monthYearName(batch.period)}`);
  if (!inForce.esic) throw new PayrollRefusal(`No ESIC rates in force for ${monthYearName(batch.period)}`);
  return { ...inForce, pf: inForce.pf, esic: inForce.esic };
}
type MonthRates = ReturnType<typeof monthRates>;

/**
 * A member's pension-scheme standing for the month: excluded under the 2014 rule (judged on the PF wages of
 * the structure at joining against the ceiling in force then — the month's when no version reaches back that
 * far), and the days of the month in the scheme (none from the 58th birthday).
 */
function pensionOf(batch: Batch, person: Person, rates: MonthRates, definition: WageDefinition) {
  const { pf } = rates;
  const joinedOn = epfJoinedOn(person);
  const atJoining = inForceOn(batch.rates.get(person.country_id)?.pf ?? [], joinedOn)?.rules ?? pf;
  const joining = batch.joiningStructures.get(person.id);
  // The pay at joining on the wages PF counted then: the Codes' when the member joined under them.
  const codesThen = rates.codeWagesFrom !== null && joinedOn >= rates.codeWagesFrom;
  const basis = wageBasisOf(codesThen ? rates.codeWages : null, definition);
  const pfWagesAtJoining = joining ? structureWages(joining, basis).pf : 0;
  const excluded = epsExcluded({
    joinedOn,
    excludedFrom: pf.eps_excluded_joined_from,
    pfWagesAtJoining,
    ceilingAtJoining: paise(atJoining.wage_ceiling),
    memberBefore: person.eps_member_before,
  });
  return {
    excluded,
    pfWagesAtJoining,
    days: pensionDays(batch.period, { dateOfBirth: person.date_of_birth, excluded }, pf.eps_max_age),
  };
}

/** Professional tax and gross of the PT period's earlier months (paise), from this financial year's runs. */
function earlierInPtPeriod(batch: Batch, person: Person) {
  const earlier = batch.earlier.get(person.id);
  const periodMonths = ptPeriodMonthsOf(batch.ptSlabs, person.state);
  const { startMonth } = ptPeriod(periodMonths, batch.period.month);
  if (startMonth === batch.period.month || !earlier) return { deducted: 0, gross: 0 };
  // April starts the year and its first half; October the second half (both within the financial year).
  const fromOctober = startMonth === 10;
  return {
    deducted: fromOctober ? earlier.ptSecondHalf : earlier.pt,
    gross: fromOctober ? earlier.grossSecondHalf : earlier.gross,
  };
}

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
  const firstDay = firstDayOf(batch.period);
  if (person.last_working_day && person.last_working_day < firstDay) {
    throw new PayrollRefusal(
      `The employee left on ${shortDate(person.last_working_day)}; no payroll after the exit`,
    );
  }
  const settings = batch.settings.get(person.company_id);
  if (!settings) throw new PayrollRefusal('Employee not found');
  if (!structure?.length) throw new PayrollRefusal('No salary structure in force for the month');
  if (!rules.regime?.hasSlabs) throw new PayrollRefusal(`No tax regime with slabs for FY ${batch.fy.label}`);
  const facts = batch.facts.get(employeeId);
  if (!facts) throw new PayrollRefusal('Employee not found');
  const rates = monthRates(batch, person);
  const esicRules = esicRulesOf(rates.esic);
  const definition = settings.wage_definition as WageDefinition;
  const pension = pensionOf(batch, person, rates, definition);
  // Coverage on the full rate of wages (every earning line but overtime, or the Codes' wages) at the period's
  // start or joining.
  const basis = wageBasisOf(rates.codeWages, definition);
  const coverageWages = structureWages(batch.coverageStructures.get(employeeId) ?? structure, basis).esic;
  const covered = esicCovers(coverageWages, esicRules, person.person_with_disability);
  const ptEarlier = earlierInPtPeriod(batch, person);
  const earlier = batch.earlier.get(employeeId);
  const remaining = monthsRemaining(batch.period.month);
  const input: MonthlyInput = {
    year: batch.period.year,
    month: batch.period.month,
    calendarDays: attendance.calendar_days,
    daysPresent: attendance.days_present,
    paidLeaveDays: attendance.paid_leave_days,
    casualLeaveDays: attendance.leave_by_type.CL ?? 0,
    unpaidLeaveDays: attendance.unpaid_leave_days,
    absentDays: attendance.absent_days,
    daysBeforeJoining: attendance.days_before_joining,
    daysAfterExit: attendance.days_after_exit,
    leavesThisMonth: person.last_working_day !== null && person.last_working_day <= lastDayOf(batch.period),
    // Approved overtime only is paid, at the company's rate.
    overtimeHours: attendance.approved_overtime_hours,
    additions: {
      ...(batch.additions.get(employeeId) ?? NO_ADDITIONS),
      overtime: {
        hours: attendance.approved_overtime_hours,
        multiplier: Number(settings.overtime_multiplier),
        dayDivisor: settings.overtime_day_divisor,
        hoursPerDay: Number(settings.overtime_hours_per_day),
      },
    },
    structure,
    pf: {
      ...pfRulesOf(rates.pf),
      ceilingParts: pfCeilingParts(batch.rates.get(person.country_id)?.pf ?? [], batch.period),
      onFullBasic: person.pf_on_full_basic,
      vpfPercentage: Number(person.vpf_percentage),
      pensionDays: pension.days,
    },
    esic: { ...esicRules, covered },
    codeWages: rates.codeWages,
    wageDefinition: definition,
    lwf: {
      rules: person.state_code ? (rates.lwf.get(person.state_code) ?? null) : null,
      applicable: person.lwf_applicable,
    },
    professionalTax: {
      state: person.state,
      gender: person.gender,
      slabs: batch.ptSlabs,
      deductedInPeriod: ptEarlier.deducted,
      grossInPeriod: ptEarlier.gross,
      exempt: ptExempt(
        person.state_code ? rates.pt.get(person.state_code) : null,
        { personWithDisability: person.person_with_disability, dateOfBirth: person.date_of_birth },
        batch.period.year,
        batch.period.month,
      ),
    },
    tds: {
      rules: rules.regime.rules,
      age: ageInYear(person.date_of_birth, batch.fy.label),
      earlier: earlier?.months ?? [],
      previous: facts.previous,
      otherIncome: facts.otherIncome,
      declarations: facts.declarations,
    },
  };
  const taxable = new Map(rules.components.map((c) => [c.code, c.is_taxable]));
  return {
    person,
    attendance,
    input,
    taxable,
    regimeCode: rules.regime.code,
    monthsRemaining: remaining,
    facts,
    /** What decided the statutory figures, kept with the run's inputs. */
    statutory: {
      esic_coverage_wages: coverageWages / 100,
      eps_excluded: pension.excluded,
      pf_wages_at_joining: pension.pfWagesAtJoining / 100,
      eps_days: pension.days,
      state_code: person.state_code,
      pt_deducted_in_period: ptEarlier.deducted / 100,
    },
  };
}

/** What decided a month's TDS, kept with the run's inputs (rupees; declarations and Form 12B only if any). */
export function tdsInputs(facts: TaxYearFacts, regimeCode: string, age: number): Record<string, unknown> {
  const declared: Record<string, number | boolean | string> = {};
  for (const section of DECLARATION_SECTIONS) {
    if (facts.declarations[section]) declared[section] = rupees(facts.declarations[section]);
  }
  if (facts.declarations.metroCity) declared.metro_city = true;
  if (facts.declarations.rentCity) declared.rent_city = facts.declarations.rentCity;
  if (facts.declarations.parentsSenior) declared.parents_senior = true;
  const p = facts.previous;
  return {
    regime: regimeCode,
    regime_kind: facts.regime,
    age,
    declarations: declared,
    lapsed_sections: facts.lapsed,
    proof_deadline: facts.window.proof_deadline,
    previous_employment:
      p.salary || p.tds || p.pf || p.professionalTax || p.exemptAllowances
        ? {
            salary: rupees(p.salary),
            exempt_allowances: rupees(p.exemptAllowances),
            pf: rupees(p.pf),
            professional_tax: rupees(p.professionalTax),
            tds: rupees(p.tds),
          }
        : null,
    other_income: rupees(facts.otherIncome),
  };
}

/**
 * Employer contributions and statutory wages for a month uploaded as CSV, by the same rules as the engine
 * from the uploaded figures: PF (with EPS, EDLI and administration charges) when the row deducts PF, ESIC
 * when it deducts ESIC, LWF when it deducts LWF.
 */
export function uploadedStatutory(
  batch: Batch,
  employeeId: number,
  row: { earnings: Record<EarningField, number>; deductions: Record<DeductionField, number> },
) {
  const person = batch.people.get(employeeId);
  if (!person) throw new PayrollRefusal('Employee not found');
  const rates = monthRates(batch, person);
  const gross = Object.values(row.earnings).reduce((a, b) => a + b, 0);
  const definition = (batch.settings.get(person.company_id)?.wage_definition ?? 'codes') as WageDefinition;
  const pension = pensionOf(batch, person, rates, definition);
  // An uploaded month carries figures by field, not by component: its PF is on the uploaded BASIC + DA.
  const fund =
    row.deductions.pf_deduction > 0
      ? providentFund(
          row.earnings.basic_salary + row.earnings.dearness_allowance,
          {
            ...pfRulesOf(rates.pf),
            ceilingParts: pfCeilingParts(batch.rates.get(person.country_id)?.pf ?? [], batch.period),
          },
          {
            onFullBasic: person.pf_on_full_basic,
            vpfPercentage: 0,
            pensionDays: pension.days,
            monthDays: daysInMonth(batch.period),
          },
        )
      : null;
  const covered = row.deductions.esic_deduction > 0;
  const lwf =
    row.deductions.lwf_deduction > 0 && person.state_code
      ? labourWelfareFund(rates.lwf.get(person.state_code) ?? null, {
          month: batch.period.month,
          monthlyGross: gross,
          applicable: true,
        })
      : { employee: 0, employer: 0 };
  return {
    employer: {
      pf_pension: fund?.employerPension ?? 0,
      pf_provident_fund: fund?.employerProvidentFund ?? 0,
      edli: fund?.edli ?? 0,
      pf_admin: fund?.admin ?? 0,
      // Covered is all the employer's share needs; the uploaded row already settled the employee's.
      esic: esic(gross, esicRulesOf(rates.esic), { covered, rateOfWages: Number.POSITIVE_INFINITY }).employer,
      lwf: lwf.employer,
      // An uploaded month carries paid figures only; its row has no employer NPS column.
      nps: 0,
    },
    statutory: {
      pf_wages: fund?.wages ?? 0,
      eps_wages: fund?.epsWages ?? 0,
      edli_wages: fund?.edliWages ?? 0,
      esic_wages: covered ? gross : 0,
      esic_covered: covered,
    },
  };
}
