import type { StatutoryPayment } from '@hrms/contracts/statutory-payments';
import { financialYearDates, financialYearOf } from '@hrms/contracts/tax-year';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { lastDayOf } from '../../platform/period';
import { paymentsOfMonth } from '../statutory-payments/public';
import {
  type ColumnDefinition,
  count,
  date,
  type FiltersOf,
  fromBreakdown,
  money,
  monthLabel,
  type ReportDefinition,
  runsCounted,
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
  // What the statutory payments recorded for the month paid against the line, and what lateness costs.
  money('paid', 'Paid'),
  date('paid_on', 'Paid On'),
  count('days_late', 'Days Late', false),
  money('interest', 'Interest'),
  money('damages', 'Damages'),
  // Still to pay of the amount, with the interest and damages.
  money('owed', 'Owed'),
  text('company', 'Company'),
];

/** A recorded payment's share of a summary line, as the source joins it (EPF: one row per account line). */
type PaidLine = {
  company_id: number;
  sort_group: number;
  state_code: string;
  sort_line: number;
  paid: number;
  interest: number;
  damages: number;
  days_late: number;
  paid_on: string;
};

const SORT_GROUP = { epf: 1, esic: 2, pt: 3, lwf: 4 } as const;
const ACCOUNT_LINE = { ac1: 1, ac2: 2, ac10: 10, ac21: 21, ac22: 22 } as const;

/** The lines a payment pays: each EPF account on its own line, the others their kind's (and state's) line. */
function paidLines(p: StatutoryPayment): PaidLine[] {
  const base = {
    company_id: p.company_id,
    sort_group: SORT_GROUP[p.kind],
    state_code: p.state ?? '',
    days_late: p.days_late,
    paid_on: p.paid_on,
  };
  if (!p.accounts || !p.account_charges)
    return [{ ...base, sort_line: 1, paid: p.amount, interest: p.interest, damages: p.damages }];
  const charges = p.account_charges;
  const accounts = p.accounts;
  return (Object.keys(ACCOUNT_LINE) as (keyof typeof ACCOUNT_LINE)[]).map((k) => ({
    ...base,
    sort_line: ACCOUNT_LINE[k],
    paid: accounts[k],
    interest: charges[k].interest,
    damages: charges[k].damages,
  }));
}

/** The month's recorded payments of the companies in the report, with their lateness (statutory-payments). */
async function loadPayments(db: DbOrTx, f: Period, company: SQL, companyId: number | null) {
  const ids =
    companyId !== null
      ? [companyId]
      : (
          await rawRows<{ company_id: number }>(
            db,
            sql`select distinct employees.company_id from employees where ${company}`,
          )
        ).map((r) => r.company_id);
  return (await paymentsOfMonth(db, ids, f.year, f.month)).flatMap(paidLines);
}

/**
 * A month's statutory payments for each company: what is due to whom and by when. The EPF challan by
 * account as the PF register's challan totals it (A/c 1 EPF of employee and employer, 2 administration
 * charges with their monthly minimum, 10 pension, 21 EDLI, 22 EDLI administration), the ESIC challan, professional tax per state (to its return's
 * due date), labour welfare fund per state in its contribution months, and TDS. Amounts are the month's
 * runs' that count (approved and paid unless a status is chosen); rules and due days are the `statutory_rates` versions
 * in force on the month's last day. Beside each line, what was paid against it: the statutory payments recorded
 * for the month (EPF by account) with their days late, interest and damages (statutory-payments), and for TDS the
 * challans deposited against the month; `owed` is what is still to pay with those charges.
 */
export const complianceSummary: ReportDefinition<'compliance-summary'> = {
  columns: () => columns,
  load: (db, f, company, companyId) => loadPayments(db, f, company, companyId),
  source: (f: Period, company, loaded) => {
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
          ''::text as state_code,
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
          'ESIC challan', '', s.esic_employees, s.esic_ee, s.esic_er, ${dueNextMonth(f, esicRules)}
        from company_sums s where s.esic_ee + s.esic_er > 0
        union all
        select s.company_id, s.company, 3, s.state, 1, 'Professional tax authority, ' || s.state,
          'Professional tax deducted', 'Professional tax · ' || s.state, s.state_code, s.pt_employees, s.pt, 0,
          ${ptReturnDue(f, ptRules)}
        from state_sums s where s.pt > 0
        union all
        select s.company_id, s.company, 4, s.state, 1, 'Labour welfare board, ' || s.state,
          'Labour welfare fund for ' || ${lwfPeriod(f, lwfRules)}, 'Labour welfare fund · ' || s.state,
          s.state_code, s.lwf_employees, s.lwf_ee, s.lwf_er, ${dueNextMonth(f, lwfRules)}
        from state_sums s where s.lwf_due or s.lwf_ee + s.lwf_er > 0
        union all
        select s.company_id, s.company, 5, '', 1, 'Income Tax Department',
          'TDS on salaries (section ' || coalesce(${statute}->'sections'->>'salary_tds', '?') || ')',
          'TDS', '', s.tds_employees, s.tds, 0, ${tdsDue(f, tdsRules)}
        from company_sums s where s.tds > 0
      ),
      paid as (
        select company_id, sort_group, state_code, sort_line, sum(paid) as paid, sum(interest) as interest,
          sum(damages) as damages, max(days_late) as days_late, max(paid_on) as paid_on
        from jsonb_to_recordset(${JSON.stringify(loaded ?? [])}::jsonb) as x(company_id int, sort_group int,
          state_code text, sort_line int, paid numeric, interest numeric, damages numeric, days_late int,
          paid_on text)
        group by company_id, sort_group, state_code, sort_line
        union all
        -- TDS: the challans deposited against the month (tax, surcharge and cess; the interest they paid).
        select tc.company_id, 5, '', 1, sum(tc.tax + tc.surcharge + tc.cess), sum(tc.interest), 0,
          max(greatest(tc.deposited_on - ${tdsDue(f, tdsRules)}, 0)), max(tc.deposited_on)::text
        from tds_challans tc join companies s on s.id = tc.company_id
        where tc.year = ${f.year}::int and tc.month = ${f.month}::int
        group by tc.company_id
      )
      select l.company_id, company, l.sort_group, sort_state, l.sort_line, payee, item, challan, employees,
        employee_share, employer_share, employee_share + employer_share as amount,
        to_char(due_on, 'YYYY-MM-DD') as due_on,
        sum(employee_share + employer_share) over (partition by l.company_id, challan) as challan_total,
        coalesce(p.paid, 0) as paid, p.paid_on, p.days_late,
        coalesce(p.interest, 0) as interest, coalesce(p.damages, 0) as damages,
        greatest(employee_share + employer_share - coalesce(p.paid, 0), 0)
          + coalesce(p.interest, 0) + coalesce(p.damages, 0) as owed
      from lines l
      left join paid p on p.company_id = l.company_id and p.sort_group = l.sort_group
        and p.state_code = l.state_code and p.sort_line = l.sort_line`;
  },
  orderBy: sql`company, company_id, sort_group, sort_state, sort_line`,
  describe: (f) => `${monthLabel(f.year, f.month)} · ${runsCounted(f)} · statutory payments due`,
};
