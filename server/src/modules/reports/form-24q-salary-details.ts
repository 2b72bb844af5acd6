import type { HousingLoanLender, TaxLandlord } from '@hrms/contracts/tax-year';
import { financialYearDates, financialYearMonthSpan } from '@hrms/contracts/tax-year';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { payrollRuns, yearRun } from '../../db/schema/payroll';
import { formatRupees } from '../../platform/money';
import { lastDayOf, periodAtIndex } from '../../platform/period';
import { employeeCategory, type SalaryDetail, type SalaryParty } from '../tds/public';

/** An employee of the year with their salary details (Annexure II; the Q4 statement's SD record). */
export type SalaryDetailOf = { id: number; code: string; detail: SalaryDetail };

/**
 * Each employee of the year (an approved or paid run in it), through the tax-year engine over the year's
 * actual runs (`taxPositions(…, { project: false })`), as the SD record of Form 24Q's fourth quarter carries
 * them. `problems` lists what the statement file still needs: a landlord's PAN when the year's rent exceeds
 * the limit of the year's old regime (`deductions.hra.landlord_pan_above`), the lender's name and PAN when
 * home-loan interest is claimed.
 */
export async function loadSalaryDetails(
  db: DbOrTx,
  financialYear: string,
  company: SQL,
): Promise<{ employees: SalaryDetailOf[]; problems: string[] }> {
  const span = financialYearMonthSpan(financialYear);
  const people = await rawRows<{
    id: number;
    code: string;
    name: string;
    pan: string | null;
    gender: string | null;
    country_id: number;
    default_tax_regime_id: number | null;
    last_month: number;
    hire_date: string | null;
    landlords: TaxLandlord[] | null;
    lender: HousingLoanLender | null;
  }>(
    db,
    sql`select ${employees.id} as id, ${employees.employee_id} as code,
        ${employees.first_name} || ' ' || ${employees.last_name} as name, ${employees.pan} as pan,
        ${employees.gender} as gender, c.country_id, c.default_tax_regime_id,
        ${employees.hire_date}::text as hire_date,
        max(pr.year * 12 + pr.month) as last_month, ety.landlords, ety.housing_loan_lender as lender
      from ${payrollRuns} pr join ${employees} on ${employees.id} = pr.employee_id
        join companies c on c.id = ${employees.company_id}
        left join employee_tax_years ety
          on ety.employee_id = ${employees.id} and ety.financial_year = ${financialYear}
      where ${yearRun(sql`pr.status`)} and ${company}
        and pr.year * 12 + pr.month between ${span.from} and ${span.to}
      group by ${employees.id}, c.id, ety.id
      order by name, code`,
  );
  // Loaded on demand: only the fourth quarter needs the tax-year engine.
  const { regimeOfKind, regimesOfYear, taxPositions } = await import('../tax-year/public');
  const positions = await taxPositions(
    db,
    people.map((p) => p.id),
    financialYear,
    { project: false },
  );
  const regimes = await regimesOfYear(db, [...new Set(people.map((p) => p.country_id))], financialYear);
  const { from: yearStart, to: yearEnd } = financialYearDates(financialYear);
  const problems: string[] = [];
  const list: SalaryDetailOf[] = [];
  for (const p of people) {
    const position = positions.get(p.id);
    if (!position) continue;
    const { input, result: r } = position;
    const who = `${p.code} ${p.name}`;
    // The year's old regime holds the ages of its slabs (senior, super senior) and the rent limit.
    const old = regimeOfKind(regimes.get(p.country_id) ?? [], 'old', p.default_tax_regime_id);
    const oldRules = old?.kind === 'old' ? old.rules : null;
    const slabAges = (oldRules?.tax.ageSlabs ?? []).map((a) => a.minAge);
    const seniorAges = {
      senior: oldRules?.deductions.senior_age ?? Number.POSITIVE_INFINITY,
      superSenior: slabAges.length ? Math.max(...slabAges) : Number.POSITIVE_INFINITY,
    };
    // Rule 2A's landlord PAN: only an HRA claim (the old regime's) over the year's limit reports landlords.
    const rentLimit = input.rules.deductions.hra ? oldRules?.deductions.hra?.landlord_pan_above : undefined;
    const yearlyRent = input.months.reduce((t, m) => t + (m.rent ?? input.declarations.rent_paid_monthly), 0);
    let landlords: SalaryParty[] | null = null;
    if (rentLimit !== undefined && r.hraExemption > 0 && yearlyRent > rentLimit) {
      const declared = p.landlords ?? [];
      if (!declared.length)
        problems.push(
          `${who}: the landlords (rent above ${formatRupees(rentLimit / 100, { whole: true })} a year).`,
        );
      for (const l of declared) if (!l.pan) problems.push(`${who}: the PAN of the landlord ${l.name}.`);
      landlords = declared.map((l) => ({ pan: l.pan ?? '', name: l.name }));
    }
    let lenders: SalaryParty[] | null = null;
    if (r.homeLoanInterest > 0) {
      if (!p.lender?.pan)
        problems.push(`${who}: the housing-loan lender’s name and PAN (home-loan interest is claimed).`);
      lenders = p.lender ? [{ pan: p.lender.pan ?? '', name: p.lender.name }] : [];
    }
    const lastMonth = Number(p.last_month);
    const parts = r.chapterVIAParts;
    const previousTds = input.previous.tds;
    list.push({
      id: p.id,
      code: p.code,
      detail: {
        pan: p.pan ?? '',
        name: p.name,
        category: employeeCategory(p.gender, r.age, seniorAges),
        from: p.hire_date && p.hire_date > yearStart ? p.hire_date : yearStart,
        to: lastMonth >= span.to ? yearEnd : lastDayOf(periodAtIndex(lastMonth)),
        optingOut: position.regime === 'old',
        salary17_1: r.grossSalary - r.previousSalary - r.perquisites,
        perquisites17_2: r.perquisites,
        profits17_3: 0,
        previousSalary: r.previousSalary - r.previousExemptAllowances,
        exemptions: {
          lta: r.ltaExemption,
          gratuity: 0,
          pension: 0,
          leaveEncashment: 0,
          hra: r.hraExemption,
          other: Math.max(0, r.exemptions - r.hraExemption - r.ltaExemption - r.previousExemptAllowances),
          specialAllowances: 0,
        },
        section16: [
          { section: '16(ia)', amount: r.standardDeduction },
          { section: '16(iii)', amount: r.professionalTaxDeduction },
        ].filter((s) => s.amount > 0),
        houseProperty: -r.homeLoanInterest,
        otherSources: r.otherIncome,
        chapterVIA: [
          { section: '80C', amount: parts.section80c },
          { section: '80CCD(1B)', amount: parts.section80ccd1b },
          { section: '80CCD(2)', amount: parts.section80ccd2 },
          { section: '80D', amount: parts.section80dSelf + parts.section80dParents },
          { section: '80E', amount: parts.section80e },
          { section: '80G', amount: parts.section80g },
        ].filter((c) => c.amount > 0),
        aggregate80C: parts.section80c,
        tax: r.slabTax,
        // The s.87A rebate with its marginal relief: what comes off the slab tax before surcharge and cess.
        rebate87a: r.slabTax + r.surcharge + r.cess - r.taxBeforeRounding,
        surcharge: r.surcharge,
        cess: r.cess,
        relief89: 0,
        netTax: r.totalTax,
        tdsCurrent: r.tdsDeducted - previousTds,
        tdsPrevious: previousTds,
        landlords,
        lenders,
      },
    });
  }
  return { employees: list, problems };
}
