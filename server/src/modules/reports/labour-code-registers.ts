import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import type { SkillCategory } from '@hrms/contracts/enums';
import { minimumWageOf } from '@hrms/contracts/statutory';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { attendanceRecords } from '../../db/schema/attendance';
import { employees } from '../../db/schema/employees';
import { branches, companies } from '../../db/schema/organisation';
import { auditEvents } from '../../db/schema/platform';
import { statutoryRates } from '../../db/schema/statutory';
import { monthYearName, shortDate } from '../../platform/dates';
import { lastDayOf } from '../../platform/period';
import { structureCodeWages, structureLinesInForce } from '../compensation/public';
import { impactPeople, impactsFor } from '../labour-codes/public';
import { ratesInForceOn } from '../statutory/public';
import {
  count,
  date,
  type FiltersOf,
  fromBreakdown,
  loadedSource,
  money,
  type ReportDefinition,
  text,
  totalLabel,
} from './definition';
import { byName, describe, monthRuns, who } from './payroll-reports';

const ot = fromBreakdown('earnings', 'overtime');
const arrears = fromBreakdown('earnings', 'arrears');
const reimbursements = fromBreakdown('earnings', 'reimbursements');
const bonus = fromBreakdown('earnings', 'bonus');
const esic = fromBreakdown('deductions', 'esic_deduction');
const basicDa = sql`pr.basic_salary + ${fromBreakdown('earnings', 'dearness_allowance')}`;
/** The month's structure pay, less what payroll paid besides it: pro-rated by days paid. */
const structurePay = sql`(pr.gross_salary - ${ot} - ${arrears} - ${reimbursements} - ${bonus})`;

/**
 * The register of wages the Code on Wages 2019 s.50(1) has every employer keep (the Central Rules' form: the
 * employee, the rate of wages, days and hours worked, overtime, what was earned, deducted and paid, and when),
 * from each month's runs. The rate of wages is the structure's monthly pay, recovered from the month's
 * pro-rated pay (× calendar days ÷ days paid); hours worked are the month's attendance net of breaks.
 */
export const wageRegister: ReportDefinition<'wage-register'> = {
  columns: () => [
    text('employee_code', 'Employee ID', totalLabel),
    text('employee_name', 'Employee'),
    text('designation', 'Designation'),
    money('wage_rate', 'Rate of Wages (month)'),
    count('days_worked', 'Days Worked'),
    count('days_paid', 'Days Paid'),
    count('hours_worked', 'Hours Worked'),
    count('overtime_hours', 'Overtime Hours'),
    money('basic_da', 'Basic + DA'),
    money('overtime', 'Overtime'),
    money('other_earnings', 'Other Earnings'),
    money('gross_salary', 'Gross'),
    money('pf_deduction', 'PF'),
    money('esic_deduction', 'ESIC'),
    money('professional_tax', 'PT'),
    money('tds_deduction', 'TDS'),
    money('other_deductions', 'Other Deductions'),
    money('total_deductions', 'Total Deductions'),
    money('net_salary', 'Net Pay'),
    date('paid_on', 'Date of Payment'),
  ],
  source: (
    f: FiltersOf<'wage-register'>,
    company,
  ) => sql`select ${who}, ${employees.job_title} as designation,
      case when pr.days_paid > 0 then round(${structurePay} * pr.total_days / pr.days_paid, 2) else 0 end
        as wage_rate,
      coalesce(bd.days_present, 0) as days_worked, pr.days_paid,
      (select coalesce(sum(a.worked_hours), 0) from ${attendanceRecords} a
        where a.employee_id = pr.employee_id
          and a.attendance_date between make_date(pr.year, pr.month, 1)
                                    and (make_date(pr.year, pr.month, 1) + interval '1 month - 1 day')::date)
        as hours_worked,
      coalesce((bd.earnings->>'ot_hours')::numeric, 0) as overtime_hours,
      ${basicDa} as basic_da, ${ot} as overtime, pr.gross_salary - ${basicDa} - ${ot} as other_earnings,
      pr.gross_salary, pr.pf_deduction, ${esic} as esic_deduction, pr.professional_tax, pr.tds_deduction,
      pr.total_deductions - pr.pf_deduction - ${esic} - pr.professional_tax - pr.tds_deduction as other_deductions,
      pr.total_deductions, pr.net_salary,
      to_char(pr.paid_at at time zone ${DEFAULT_TIME_ZONE}, 'YYYY-MM-DD') as paid_on
    ${monthRuns(f, company)}`,
  orderBy: byName,
  describe,
};

/**
 * The overtime register (OSH Code 2020 s.27; the Factories Act's register of overtime before it): every day
 * with overtime in the dates, the hours worked, claimed and approved, who decided, and the employee's approved
 * hours of that calendar quarter against the quarterly limit in force (national HOURS rules; a state's own
 * version is shown on the Overtime screen).
 */
export const overtimeRegister: ReportDefinition<'overtime-register'> = {
  columns: () => [
    text('employee_code', 'Employee ID', totalLabel),
    text('employee_name', 'Employee'),
    date('attendance_date', 'Date'),
    count('worked_hours', 'Hours Worked'),
    count('overtime_hours', 'Overtime Claimed'),
    count('approved_hours', 'Overtime Approved'),
    text('overtime_status', 'Status'),
    count('quarter_approved_hours', 'Approved This Quarter', false),
    count('quarter_limit_hours', 'Quarterly Limit', false),
  ],
  source: (f: FiltersOf<'overtime-register'>, company) => sql`select ${who},
      a.attendance_date::text as attendance_date, coalesce(a.worked_hours, 0) as worked_hours, a.overtime_hours,
      coalesce(a.overtime_approved_hours, 0) as approved_hours, a.overtime_status,
      (select coalesce(sum(q.overtime_approved_hours), 0) from ${attendanceRecords} q
        where q.employee_id = a.employee_id and q.overtime_status = 'approved'
          and date_trunc('quarter', q.attendance_date) = date_trunc('quarter', a.attendance_date))
        as quarter_approved_hours,
      (select (r.rules->>'quarterly_overtime_hours')::numeric from ${statutoryRates} r
        where r.scheme = 'HOURS' and r.state_code is null and r.effective_from <= a.attendance_date
        order by r.effective_from desc limit 1) as quarter_limit_hours,
      a.id
    from ${attendanceRecords} a
    join ${employees} on ${employees.id} = a.employee_id
    where a.overtime_status <> 'none' and a.attendance_date between ${f.start_date} and ${f.end_date}
      and ${company}`,
  orderBy: sql`employee_name, employee_code, attendance_date, id`,
  describe: (f) => `Days with overtime, ${shortDate(f.start_date)} to ${shortDate(f.end_date)}`,
};

type BelowMinimum = {
  employee_code: string;
  employee_name: string;
  state_code: string | null;
  skill_category: string;
  code_wages: number;
  minimum_wage: number;
  shortfall: number;
  reason: string | null;
};

/**
 * Every active employee whose salary structure in force at the month's end pays wages under the Labour Codes below
 * the minimum wage of their state and skill category (Code on Wages 2019 s.6, the minimum wages kept with the
 * BONUS rules), with the reason HR gave when saving it anyway. Worked by the engines, not in SQL: a structure's
 * formulas and percentages, and its components' classes, decide its wages.
 */
async function loadBelowMinimum(db: DbOrTx, f: FiltersOf<'minimum-wages'>, company: SQL) {
  const monthEnd = lastDayOf(f);
  const people = await rawRows<{
    id: number;
    code: string;
    name: string;
    state_code: string | null;
    country_id: number;
    skill_category: string | null;
  }>(
    db,
    sql`select ${employees.id} as id, ${employees.employee_id} as code,
          ${employees.first_name} || ' ' || ${employees.last_name} as name,
          coalesce(b.state_code, c.state_code) as state_code, c.country_id, ${employees.skill_category} as skill_category
        from ${employees}
        join ${companies} c on c.id = ${employees.company_id}
        left join ${branches} b on b.id = ${employees.branch_id}
        where ${employees.archived_at} is null and ${employees.status} = 'active' and ${company}`,
  );
  const structures = await structureLinesInForce(
    db,
    people.map((p) => p.id),
    monthEnd,
  );
  const rates = await ratesInForceOn(db, people[0]?.country_id ?? 1, [monthEnd]);
  const inForce = rates.get(monthEnd);
  const rows: BelowMinimum[] = [];
  for (const person of people) {
    const lines = structures.get(person.id);
    const category = (person.skill_category ?? 'unskilled') as SkillCategory;
    const minimum =
      inForce?.bonus && inForce.codeWages ? minimumWageOf(inForce.bonus, person.state_code, category) : null;
    if (!lines || minimum === null || !inForce?.codeWages) continue;
    const wages = structureCodeWages(lines, inForce.codeWages).codeWages;
    if (wages >= minimum * 100) continue;
    rows.push({
      employee_code: person.code,
      employee_name: person.name,
      state_code: person.state_code,
      skill_category: category.replace('_', '-'),
      code_wages: wages / 100,
      minimum_wage: minimum,
      shortfall: Math.round(minimum * 100 - wages) / 100,
      reason: null,
    });
  }
  const reasons = await rawRows<{ code: string; reason: string }>(
    db,
    sql`select distinct on (${employees.employee_id}) ${employees.employee_id} as code,
          ae.changes -> 'minimum_wage_override' ->> 'reason' as reason
        from ${auditEvents} ae
        join ${employees} on ${employees.id} = ae.entity_id
        where ae.action = 'employee.salary_structure_saved' and ae.changes ? 'minimum_wage_override' and ${company}
        order by ${employees.employee_id}, ae.at desc`,
  );
  const why = new Map(reasons.map((r) => [r.code, r.reason]));
  return rows.map((r) => ({ ...r, reason: why.get(r.employee_code) ?? null }));
}

export const belowMinimumWage: ReportDefinition<'minimum-wages'> = {
  columns: () => [
    text('employee_code', 'Employee ID', totalLabel),
    text('employee_name', 'Employee'),
    text('state_code', 'State'),
    text('skill_category', 'Skill Category'),
    money('code_wages', 'Wages (Labour Codes)'),
    money('minimum_wage', 'Minimum Wage'),
    money('shortfall', 'Shortfall'),
    text('reason', 'Saved Below Because'),
  ],
  load: (db, f, company) => loadBelowMinimum(db, f, company),
  source: (f, _company, loaded) => loadedSource(belowMinimumWage.columns(f), loaded),
  orderBy: sql`employee_name, employee_code`,
  describe: (f) => `Salary structures in force at the end of ${monthYearName(f)}`,
};

type ImpactRow = {
  employee_code: string;
  employee_name: string;
  pf_wages_acts: number;
  code_wages: number;
  addback: number;
  employee_pf_change: number;
  employer_pf_change: number;
  employer_esic_change: number;
  gratuity_change: number;
  take_home_change: number;
  cost_change: number;
  proposed_structure: string;
  proposed_take_home: number | null;
  proposed_cost: number | null;
};

const inr = (p: number) => (p / 100).toLocaleString('en-IN');

/**
 * What the Labour Codes change for each active employee's structure in force at the month's end — the Codes'
 * wages against the PF wages under the old Acts, and the change in the employee's and employer's PF, the
 * employer's ESIC, the gratuity provision, take-home and cost to company — with the restructure that keeps the
 * cost and has no exclusions beyond half (labour-codes/engine/impact.ts), which HR applies from the employee's
 * salary page. Worked by the engines: the structures' formulas and the components' classes decide it.
 */
async function loadImpact(db: DbOrTx, f: FiltersOf<'labour-code-impact'>, company: SQL) {
  const monthEnd = lastDayOf(f);
  const people = await impactPeople(db, sql`${employees.status} = 'active' and ${company}`);
  const impacts = await impactsFor(db, people, monthEnd);
  const rows: ImpactRow[] = [];
  for (const person of people) {
    const impact = impacts.get(person.id);
    if (!impact) continue;
    const { acts, codes, proposal } = impact;
    const change = (of: (m: typeof acts) => number) => (of(codes) - of(acts)) / 100;
    rows.push({
      employee_code: person.code,
      employee_name: person.name,
      pf_wages_acts: acts.pfWages / 100,
      code_wages: codes.codeWages / 100,
      addback: codes.addback / 100,
      employee_pf_change: change((m) => m.employeePf),
      employer_pf_change: change((m) => m.employerPf),
      employer_esic_change: change((m) => m.employerEsic),
      gratuity_change: change((m) => m.gratuityProvision),
      take_home_change: change((m) => m.takeHome),
      cost_change: change((m) => m.costToCompany),
      proposed_structure: proposal
        ? proposal.lines.map((l) => `${l.code} ${inr(l.amount)}`).join('; ')
        : 'None needed',
      proposed_take_home: proposal ? proposal.figures.takeHome / 100 : null,
      proposed_cost: proposal ? proposal.figures.costToCompany / 100 : null,
    });
  }
  return rows;
}

export const labourCodeImpact: ReportDefinition<'labour-code-impact'> = {
  columns: () => [
    text('employee_code', 'Employee ID', totalLabel),
    text('employee_name', 'Employee'),
    money('pf_wages_acts', 'PF Wages (old Acts)'),
    money('code_wages', 'Wages (Labour Codes)'),
    money('addback', 'Added Back'),
    money('employee_pf_change', 'Employee PF Change'),
    money('employer_pf_change', 'Employer PF Change'),
    money('employer_esic_change', 'Employer ESIC Change'),
    money('gratuity_change', 'Gratuity Provision Change'),
    money('take_home_change', 'Take-home Change'),
    money('cost_change', 'Cost to Company Change'),
    text('proposed_structure', 'Proposed Earnings'),
    money('proposed_take_home', 'Proposed Take-home'),
    money('proposed_cost', 'Proposed Cost to Company'),
  ],
  load: (db, f, company) => loadImpact(db, f, company),
  source: (f, _company, loaded) => loadedSource(labourCodeImpact.columns(f), loaded),
  orderBy: sql`employee_name, employee_code`,
  describe: (f) => `Salary structures in force at the end of ${monthYearName(f)}, a full month each`,
};
