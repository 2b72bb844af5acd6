import { type SQL, sql } from 'drizzle-orm';
import { salaryComponents } from '../../db/schema/compensation';
import { employees } from '../../db/schema/employees';
import { branches, companies, departments } from '../../db/schema/organisation';
import { payrollRuns } from '../../db/schema/payroll';
import {
  count,
  date,
  type FiltersOf,
  money,
  monthLabel,
  type ReportDefinition,
  text,
  totalLabel,
} from './definition';

type Period = FiltersOf<'payroll-register'>;

const describe = (f: { year: number; month: number; status?: string }) =>
  `${monthLabel(f.year, f.month)} · ${f.status ? `${f.status} runs` : 'processed, approved and paid runs'}`;

/** Amounts kept only in the run's breakdown (rupees), 0 when absent. */
const fromBreakdown = (...path: string[]) => {
  const keys = path.slice(0, -1).map((k) => `->'${k}'`);
  return sql.raw(`coalesce((pr.breakdown${keys.join('')}->>'${path.at(-1)}')::numeric, 0)`);
};
const hra = fromBreakdown('earnings', 'hra');
const esicEmployee = fromBreakdown('deductions', 'esic_deduction');
const esicEmployer = fromBreakdown('employer_contributions', 'esic');
const pension = fromBreakdown('employer_contributions', 'pf_pension');
const providentFund = fromBreakdown('employer_contributions', 'pf_provident_fund');

/** A month's runs in scope: every status but draft unless one is asked for (bank transfers: paid only). */
function monthRuns(f: { year: number; month: number; status?: string }, company: SQL, joins = sql``) {
  return sql`from ${payrollRuns} pr
    join ${employees} on ${employees.id} = pr.employee_id
    join ${companies} c on c.id = ${employees.company_id}
    left join ${departments} d on d.id = ${employees.department_id}
    left join ${branches} b on b.id = ${employees.branch_id}
    ${joins}
    where pr.year = ${f.year} and pr.month = ${f.month}
      and ${f.status ? sql`pr.status = ${f.status}` : sql`pr.status <> 'draft'`}
      and ${company}`;
}

const who = sql`${employees.employee_id} as employee_code,
  ${employees.first_name} || ' ' || ${employees.last_name} as employee_name`;
const byName = sql`employee_name, employee_code`;

export const payrollRegister: ReportDefinition<'payroll-register'> = {
  columns: () => [
    text('employee_code', 'Employee ID', totalLabel),
    text('employee_name', 'Employee'),
    text('department', 'Department'),
    text('status', 'Status'),
    count('days_paid', 'Days Paid', false),
    money('basic_salary', 'Basic'),
    money('hra', 'HRA'),
    money('other_earnings', 'Other Earnings'),
    money('gross_salary', 'Gross'),
    money('pf_deduction', 'PF'),
    money('esic_deduction', 'ESIC'),
    money('professional_tax', 'PT'),
    money('tds_deduction', 'TDS'),
    money('other_deductions', 'Other Deductions'),
    money('total_deductions', 'Total Deductions'),
    money('net_salary', 'Net Pay'),
  ],
  source: (f: Period, company) => sql`select ${who}, d.name as department, pr.status, pr.days_paid,
      pr.basic_salary, ${hra} as hra, pr.gross_salary - pr.basic_salary - ${hra} as other_earnings,
      pr.gross_salary, pr.pf_deduction, ${esicEmployee} as esic_deduction, pr.professional_tax, pr.tds_deduction,
      pr.total_deductions - pr.pf_deduction - ${esicEmployee} - pr.professional_tax - pr.tds_deduction
        as other_deductions,
      pr.total_deductions, pr.net_salary
    ${monthRuns(f, company)}`,
  orderBy: byName,
  describe,
};

const pfCeiling = sql`cross join lateral (
    select coalesce(max((sc.metadata->>'wage_ceiling')::numeric), 15000) as ceiling
    from ${salaryComponents} sc where sc.country_id = c.country_id and sc.code = 'PF') pf`;

/**
 * The EPFO ECR's contribution columns (without UAN). EPF wages are the basic PF was charged on: capped at
 * the PF component's wage ceiling unless the employee contributes on full basic; EPS wages never exceed it.
 */
export const pfContributions: ReportDefinition<'pf-contributions'> = {
  columns: () => [
    text('employee_code', 'Employee ID', totalLabel),
    text('employee_name', 'Employee'),
    money('gross_wages', 'Gross Wages'),
    money('epf_wages', 'EPF Wages'),
    money('eps_wages', 'EPS Wages'),
    money('ee_share', 'EE Share (EPF)'),
    money('er_eps_share', 'ER Share (EPS)'),
    money('er_epf_share', 'ER Share (EPF)'),
  ],
  source: (f, company) => sql`select employee_code, employee_name, gross_wages, epf_wages,
      least(epf_wages, ceiling) as eps_wages, ee_share, er_eps_share, er_epf_share
    from (
      select ${who}, pr.gross_salary as gross_wages,
        case when ${employees.pf_on_full_basic} then pr.basic_salary else least(pr.basic_salary, pf.ceiling) end
          as epf_wages,
        pf.ceiling, pr.pf_deduction as ee_share, ${pension} as er_eps_share, ${providentFund} as er_epf_share
      ${monthRuns(f, company, pfCeiling)}
    ) contributions
    where ee_share > 0`,
  orderBy: byName,
  describe,
};

export const esicContributions: ReportDefinition<'esic-contributions'> = {
  columns: () => [
    text('employee_code', 'Employee ID', totalLabel),
    text('employee_name', 'Employee'),
    money('gross_wages', 'Gross Wages'),
    money('employee_contribution', 'Employee Contribution'),
    money('employer_contribution', 'Employer Contribution'),
    money('total_contribution', 'Total'),
  ],
  source: (f, company) => sql`select ${who}, pr.gross_salary as gross_wages,
      ${esicEmployee} as employee_contribution, ${esicEmployer} as employer_contribution,
      ${esicEmployee} + ${esicEmployer} as total_contribution
    ${monthRuns(f, company)} and ${esicEmployee} + ${esicEmployer} > 0`,
  orderBy: byName,
  describe,
};

/** Professional tax is due to the state of the employee's branch, else of the company's head office. */
export const professionalTaxByState: ReportDefinition<'professional-tax'> = {
  columns: () => [
    text('state', 'State', totalLabel),
    count('employees', 'Employees'),
    money('gross_wages', 'Gross Wages'),
    money('professional_tax', 'Professional Tax'),
  ],
  source: (f, company) => sql`select coalesce(b.state, c.state) as state, count(*)::int as employees,
      sum(pr.gross_salary) as gross_wages, sum(pr.professional_tax) as professional_tax
    ${monthRuns(f, company)}
    group by coalesce(b.state, c.state)`,
  orderBy: sql`state`,
  describe,
};

/** What each employee was paid for the month (paid runs only). */
export const bankTransfer: ReportDefinition<'bank-transfer'> = {
  columns: () => [
    text('employee_code', 'Employee ID', totalLabel),
    text('employee_name', 'Employee'),
    text('email', 'Email'),
    text('department', 'Department'),
    money('net_salary', 'Net Pay'),
    date('paid_on', 'Paid On'),
  ],
  source: (f, company) => sql`select ${who}, ${employees.email} as email, d.name as department, pr.net_salary,
      to_char(pr.paid_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as paid_on
    ${monthRuns({ ...f, status: 'paid' }, company)}`,
  orderBy: byName,
  describe: (f) => `${monthLabel(f.year, f.month)} · paid runs`,
};
