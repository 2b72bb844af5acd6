import type { StatutoryScheme } from '@hrms/contracts/statutory';
import { type SQL, sql } from 'drizzle-orm';
import { employees } from '../../db/schema/employees';
import { branches, companies, departments } from '../../db/schema/organisation';
import { countedRun, payrollRuns } from '../../db/schema/payroll';
import { statutoryRates } from '../../db/schema/statutory';
import { firstDayOf, lastDayOf, nextMonth } from '../../platform/period';
import {
  type ColumnDefinition,
  count,
  date,
  fromBreakdown,
  money,
  monthLabel,
  type ReportDefinition,
  text,
  totalLabel,
  unpackedBreakdown,
} from './definition';
import { describe, who } from './payroll-reports';

/*
 * The state-level statutory registers (professional tax and labour welfare fund) and the SQL pieces the
 * compliance summary and the bank transfer share with them. An employee's state is their branch's, else
 * their company's (as payroll charges professional tax); the rules of a state are its `statutory_rates`
 * version in force on the month's last day.
 */

type Period = { year: number; month: number; status?: string };

/** The state professional tax and LWF follow: the branch's, else the company's (name and listed code). */
export const workState = sql`coalesce(b.state, c.state)`;
export const workStateCode = sql`case when b.id is null then c.state_code else b.state_code end`;
/** LWF applies unless the employee's branch is marked out of it. */
export const lwfApplies = sql`coalesce(b.lwf_applicable, true)`;

/**
 * A month's runs in scope, with the employee (unaliased, for the company condition), company c, branch b
 * and department d: the runs that count (approved and paid) unless `statuses` or the filters' status say otherwise.
 */
export function periodRuns(f: Period, company: SQL, statuses?: SQL) {
  const status = statuses ?? (f.status ? sql`pr.status = ${f.status}` : countedRun(sql`pr.status`));
  return sql`from ${payrollRuns} pr
    ${unpackedBreakdown}
    join ${employees} on ${employees.id} = pr.employee_id
    join ${companies} c on c.id = ${employees.company_id}
    left join ${branches} b on b.id = ${employees.branch_id}
    left join ${departments} d on d.id = ${employees.department_id}
    where pr.year = ${f.year}::int and pr.month = ${f.month}::int and ${status} and ${company}`;
}

/**
 * The rules (jsonb) of a scheme in force on `onDate` for the country `country` and, for a state scheme, the
 * state `stateCode`: null when there is no version.
 */
export function rulesInForce(scheme: StatutoryScheme, country: SQL, onDate: string, stateCode?: SQL) {
  return sql`(select sr.rules from ${statutoryRates} sr
    where sr.country_id = ${country} and sr.scheme = ${scheme}
      and ${stateCode ? sql`sr.state_code = ${stateCode}` : sql`sr.state_code is null`}
      and sr.effective_from <= ${onDate}::date
    order by sr.effective_from desc limit 1)`;
}

/** Day `day` of the month starting on `first` (a date), or that month's last day when it is shorter. */
export const dayOfMonth = (first: SQL, day: SQL) =>
  sql`case when ${day} is null then null
    else ${first} + (least(${day}, extract(day from (${first} + interval '1 month' - interval '1 day'))::int) - 1) end`;

/** Due on the rules' `due_day` of the month after the period (null without rules or a due day). */
export const dueNextMonth = (f: Period, rules: SQL) =>
  sql`${dayOfMonth(sql`${firstDayOf(nextMonth(f))}::date`, sql`(${rules}->>'due_day')::int`)}`;

/**
 * A professional-tax return's due date: the state's next return month on or after the period's (wrapping
 * into the next year), due on `due_day` of the month after it (or of the return month, by `due_month_offset`). Null when the state has no filing rules.
 */
export function ptReturnDue(f: Period, rules: SQL) {
  const months = sql`jsonb_array_elements_text(${rules}->'return_months')`;
  const returnMonth = sql`coalesce(
      (select min(x::int) from ${months} x where x::int >= ${f.month}::int),
      (select min(x::int) from ${months} x) + 12)`;
  // Due in the month after the return month, or in the return month itself where due_month_offset is 0.
  const offset = sql`coalesce((${rules}->>'due_month_offset')::int, 1)`;
  const after = sql`(make_date(${f.year}::int, 1, 1) + make_interval(months => ${returnMonth} - 1 + ${offset}))::date`;
  return sql`case when ${rules} is null then null else ${dayOfMonth(after, sql`(${rules}->>'due_day')::int`)} end`;
}

/**
 * The contribution period a state's LWF deduction in this month covers: the months after its previous
 * deduction month up to this one ("Jul–Dec 2026" half-yearly, "Jan–Dec 2026" yearly, "Dec 2026" monthly).
 */
export function lwfPeriod(f: Period, rules: SQL) {
  const months = sql`jsonb_array_elements_text(${rules}->'deduction_months')`;
  const previous = sql`coalesce(
      (select max(x::int) from ${months} x where x::int < ${f.month}::int),
      (select max(x::int) from ${months} x) - 12)`;
  const start = sql`(make_date(${f.year}::int, 1, 1) + make_interval(months => ${previous}))::date`;
  const first = sql`make_date(${f.year}::int, ${f.month}::int, 1)`;
  return sql`case
      when ${rules} is null or ${start} is null or ${start} >= ${first} then to_char(${first}, 'Mon YYYY')
      when extract(year from ${start}) = ${f.year}::int
        then to_char(${start}, 'Mon') || '–' || to_char(${first}, 'Mon YYYY')
      else to_char(${start}, 'Mon YYYY') || '–' || to_char(${first}, 'Mon YYYY')
    end`;
}

/** Whether the period's month is one of the state's LWF deduction months. */
export const lwfContributionMonth = (f: Period, rules: SQL) =>
  sql`coalesce(${rules}->>'frequency' <> 'none' and ${rules}->'deduction_months' @> to_jsonb(${f.month}::int), false)`;

// ---- professional tax

const ptRules = (f: Period) => rulesInForce('PT', sql`c.country_id`, lastDayOf(f), workStateCode);

/**
 * Professional tax by state, with the return summary: employees, wages and tax, the branches' PT
 * registration numbers, and when the return (and the tax) is due. A state with no professional-tax rules
 * says so; a state that is not on the list of states is named as such, since no tax can be charged to it.
 */
export const professionalTaxByState: ReportDefinition<'professional-tax'> = {
  columns: () => [
    text('state', 'State', totalLabel),
    text('pt_registration_number', 'PT Registration'),
    count('employees', 'Employees'),
    money('gross_wages', 'Gross Wages'),
    money('professional_tax', 'Professional Tax'),
    date('return_due_on', 'Return Due On'),
    text('remarks', 'Remarks'),
  ],
  source: (f, company) => sql`select state, pt_registration_number, employees, gross_wages, professional_tax,
      case when remarks is null then return_due_on end as return_due_on, remarks
    from (
      select ${workState} as state,
        string_agg(distinct b.pt_registration_number, ', ') as pt_registration_number,
        count(*)::int as employees, sum(pr.gross_salary) as gross_wages,
        sum(pr.professional_tax) as professional_tax,
        to_char(min(${ptReturnDue(f, ptRules(f))}), 'YYYY-MM-DD') as return_due_on,
        case
          when bool_or(${workStateCode} is null) then 'State not on the list of states'
          when bool_and(${ptRules(f)} is null) and sum(pr.professional_tax) = 0 then 'No professional tax'
          when bool_and(${ptRules(f)} is null) then 'No return rules for the state'
        end as remarks
      ${periodRuns(f, company)}
      group by ${workState}
    ) states`,
  orderBy: sql`state`,
  describe,
};

/** Every employee's professional tax for the month, with their state and its PT registration. */
export const ptRegister: ReportDefinition<'pt-register'> = {
  columns: () => [
    text('employee_code', 'Employee ID', totalLabel),
    text('employee_name', 'Employee'),
    text('state', 'State'),
    text('pt_registration_number', 'PT Registration'),
    money('gross_wages', 'Gross Wages'),
    money('professional_tax', 'Professional Tax'),
  ],
  source: (f, company) => sql`select ${who}, ${workState} as state, b.pt_registration_number,
      pr.gross_salary as gross_wages, pr.professional_tax
    ${periodRuns(f, company)}`,
  orderBy: sql`state, employee_name, employee_code`,
  describe,
};

// ---- labour welfare fund

const lwfRules = (f: Period) => rulesInForce('LWF', sql`c.country_id`, lastDayOf(f), workStateCode);
export const lwfEmployee = fromBreakdown('deductions', 'lwf_deduction');
export const lwfEmployer = fromBreakdown('employer_contributions', 'lwf');

const lwfColumns: ColumnDefinition[] = [
  text('employee_code', 'Employee ID', totalLabel),
  text('employee_name', 'Employee'),
  text('state', 'State'),
  text('period', 'Contribution Period'),
  money('gross_wages', 'Gross Wages'),
  money('employee_lwf', 'Employee LWF'),
  money('employer_lwf', 'Employer LWF'),
  money('total_lwf', 'Total'),
];

/**
 * The labour welfare fund of the month: each employee whose state deducts LWF this month (where it applies
 * to their branch), with the contribution period it covers; any other LWF a run carries is shown too.
 */
export const lwfRegister: ReportDefinition<'lwf-register'> = {
  columns: () => lwfColumns,
  source: (f, company) => sql`select ${who}, ${workState} as state, ${lwfPeriod(f, lwfRules(f))} as period,
      pr.gross_salary as gross_wages, ${lwfEmployee} as employee_lwf, ${lwfEmployer} as employer_lwf,
      ${lwfEmployee} + ${lwfEmployer} as total_lwf
    ${periodRuns(f, company)}
      and ((${lwfApplies} and ${lwfContributionMonth(f, lwfRules(f))}) or ${lwfEmployee} + ${lwfEmployer} > 0)`,
  orderBy: sql`state, employee_name, employee_code`,
  describe: (f) =>
    `${monthLabel(f.year, f.month)} · labour welfare fund deducted with this month's pay, for each state's contribution period`,
};
