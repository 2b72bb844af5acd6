import { financialYearDates, financialYearOf } from '@hrms/contracts/tax-year';
import { type SQL, sql } from 'drizzle-orm';
import { lastDayOf } from '../../platform/period';
import {
  type ColumnDefinition,
  count,
  date,
  type FiltersOf,
  fromBreakdown,
  money,
  monthLabel,
  type ReportDefinition,
  text,
  totalLabel,
} from './definition';
import { pfChallanSource } from './pf-reports';
import {
  dueNextMonth,
  lwfApplies,
  lwfContributionMonth,
  lwfEmployee,
  lwfEmployer,
  lwfPeriod,
  periodRuns,
  ptReturnDue,
  rulesInForce,
  workState,
  workStateCode,
} from './state-reports';

type Period = FiltersOf<'compliance-summary'>;

/**
 * When TDS deducted in the month is due (Income-tax Rules 1962, rule 30(1)(b)): the TDS rules' due day of
 * the following month, except tax deducted in the year-end month, due on the year-end month and day.
 */
function tdsDue(f: Period, rules: SQL) {
  return sql`case when ${rules} is null then null
    when (${rules}->>'year_end_month')::int = ${f.month}::int then make_date(${f.year}::int,
      (${rules}->>'year_end_due_month')::int, (${rules}->>'year_end_due_day')::int)
    else ${dueNextMonth(f, rules)} end`;
}

const esicEmployee = fromBreakdown('deductions', 'esic_deduction');
const esicEmployer = fromBreakdown('employer_contributions', 'esic');

const columns: ColumnDefinition[] = [
  text('payee', 'Pay To', totalLabel),
  text('item', 'What'),
  count('employees', 'Employees', false),
  money('employee_share', 'From Employees'),
  money('employer_share', 'From Employer'),
  money('amount', 'Amount'),
  date('due_on', 'Due On'),
  text('challan', 'Challan'),
  // The challan's whole amount on each of its lines (not summed: the lines' amounts already are).
  { key: 'challan_total', label: 'Challan Total', type: 'money' },
  text('company', 'Company'),
];

/**
 * A month's statutory payments for each company: what is due to whom and by when. The EPF challan by
 * account as the PF register's challan totals it (A/c 1 EPF of employee and employer, 2 administration
 * charges with their monthly minimum, 10 pension, 21 EDLI, 22 EDLI administration), the ESIC challan, professional tax per state (to its return's
 * due date), labour welfare fund per state in its contribution months, and TDS. Amounts are the month's
 * runs' (every status but draft unless one is chosen); rules and due days are the `statutory_rates` versions
 * in force on the month's last day.
 */
export const complianceSummary: ReportDefinition<'compliance-summary'> = {
  columns: () => columns,
  source: (f: Period, company) => {
    const last = lastDayOf(f);
    const esicRules = rulesInForce('ESIC', sql`s.country_id`, last);
    const ptRules = rulesInForce('PT', sql`s.country_id`, last, sql`s.state_code`);
    const lwfRules = rulesInForce('LWF', sql`s.country_id`, last, sql`s.state_code`);
    const tdsRules = rulesInForce('TDS', sql`s.country_id`, last);
    // The section salary TDS is deducted under: the statute governing the month's tax year (192, then 392(1)).
    const statute = rulesInForce(
      'INCOME_TAX',
      sql`s.country_id`,
      financialYearDates(financialYearOf(last)).from,
    );
    const lwfRulesOfRun = rulesInForce('LWF', sql`c.country_id`, last, workStateCode);
    // The EPF challan as pf-reports totals it from the ECR's lines (whole rupees; A/c 2 at least the minimum).
    const epfLine = (account: number, item: string, employee: SQL, employer: SQL) =>
      sql`select p.company_id, p.company_name as company, 1 as sort_group, '' as sort_state, ${account}::int as sort_line,
          'EPFO'::text as payee, ${`A/c ${account} · ${item}`}::text as item, 'EPF challan'::text as challan,
          p.members as employees, (${employee})::numeric as employee_share, (${employer})::numeric as employer_share,
          p.due_date::date as due_on
        from pf p`;
    return sql`with pf as (${pfChallanSource(f, company)}),
      runs as (
        select c.id as company_id, c.name as company, c.country_id,
          ${workState} as state, ${workStateCode} as state_code,
          ${esicEmployee} as esic_ee, ${esicEmployer} as esic_er,
          pr.professional_tax as pt, ${lwfEmployee} as lwf_ee, ${lwfEmployer} as lwf_er,
          ${lwfApplies} and ${lwfContributionMonth(f, lwfRulesOfRun)} as lwf_due,
          pr.tds_deduction as tds
        ${periodRuns(f, company)}
      ),
      company_sums as (
        select company_id, company, country_id,
          count(*) filter (where esic_ee + esic_er > 0)::int as esic_employees,
          sum(esic_ee) as esic_ee, sum(esic_er) as esic_er,
          count(*) filter (where tds > 0)::int as tds_employees, sum(tds) as tds
        from runs group by company_id, company, country_id
      ),
      state_sums as (
        select company_id, company, country_id, state, state_code,
          count(*) filter (where pt > 0)::int as pt_employees, sum(pt) as pt,
          count(*) filter (where lwf_ee + lwf_er > 0)::int as lwf_employees,
          sum(lwf_ee) as lwf_ee, sum(lwf_er) as lwf_er, bool_or(lwf_due) as lwf_due
        from runs group by company_id, company, country_id, state, state_code
      ),
      lines as (
        ${epfLine(1, 'EPF, employee and employer shares', sql`p.ac1_employee`, sql`p.ac1_employer`)}
        union all
        ${epfLine(2, 'EPF administration charges', sql`0`, sql`p.ac2`)}
        union all
        ${epfLine(10, 'Pension fund (EPS)', sql`0`, sql`p.ac10`)}
        union all
        ${epfLine(21, 'EDLI contribution', sql`0`, sql`p.ac21`)}
        union all
        ${epfLine(22, 'EDLI administration charges', sql`0`, sql`p.ac22`)}
        union all
        select s.company_id, s.company, 2, '', 1, 'ESIC'::text, 'ESIC contribution, employee and employer shares',
          'ESIC challan', s.esic_employees, s.esic_ee, s.esic_er, ${dueNextMonth(f, esicRules)}
        from company_sums s where s.esic_ee + s.esic_er > 0
        union all
        select s.company_id, s.company, 3, s.state, 1, 'Professional tax authority, ' || s.state,
          'Professional tax deducted', 'Professional tax · ' || s.state, s.pt_employees, s.pt, 0,
          ${ptReturnDue(f, ptRules)}
        from state_sums s where s.pt > 0
        union all
        select s.company_id, s.company, 4, s.state, 1, 'Labour welfare board, ' || s.state,
          'Labour welfare fund for ' || ${lwfPeriod(f, lwfRules)}, 'Labour welfare fund · ' || s.state,
          s.lwf_employees, s.lwf_ee, s.lwf_er, ${dueNextMonth(f, lwfRules)}
        from state_sums s where s.lwf_due or s.lwf_ee + s.lwf_er > 0
        union all
        select s.company_id, s.company, 5, '', 1, 'Income Tax Department',
          'TDS on salaries (section ' || coalesce(${statute}->'sections'->>'salary_tds', '?') || ')',
          'TDS', s.tds_employees, s.tds, 0, ${tdsDue(f, tdsRules)}
        from company_sums s where s.tds > 0
      )
      select company_id, company, sort_group, sort_state, sort_line, payee, item, challan, employees,
        employee_share, employer_share, employee_share + employer_share as amount,
        to_char(due_on, 'YYYY-MM-DD') as due_on,
        sum(employee_share + employer_share) over (partition by company_id, challan) as challan_total
      from lines`;
  },
  orderBy: sql`company, company_id, sort_group, sort_state, sort_line`,
  describe: (f) =>
    `${monthLabel(f.year, f.month)} · ${f.status ? `${f.status} runs` : 'processed, approved and paid runs'} · statutory payments due`,
};
