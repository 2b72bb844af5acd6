import { financialYearMonthSpan, financialYearMonths } from '@hrms/contracts/tax-year';
import { sql } from 'drizzle-orm';
import { employees } from '../../db/schema/employees';
import { countedRun, payrollRuns } from '../../db/schema/payroll';
import { money, monthName, type ReportDefinition, text, totalLabel } from './definition';

const monthKey = (year: number, month: number) => `m_${year}_${String(month).padStart(2, '0')}`;

/** The financial year's runs in scope (drafts are not pay). */
const yearRuns = (fy: string) => {
  const span = financialYearMonthSpan(fy);
  return sql`from ${payrollRuns} pr join ${employees} on ${employees.id} = pr.employee_id
    where ${countedRun(sql`pr.status`)}
      and pr.year * 12 + pr.month between ${span.from} and ${span.to}`;
};
const who = sql`${employees.employee_id} as employee_code,
  ${employees.first_name} || ' ' || ${employees.last_name} as employee_name`;

/** TDS deducted per employee in each month of the financial year, and in the year. */
export const tdsDeducted: ReportDefinition<'tds-deducted'> = {
  columns: (f) => [
    text('employee_code', 'Employee ID', totalLabel),
    text('employee_name', 'Employee'),
    ...financialYearMonths(f.financial_year).map(([year, month]) =>
      money(monthKey(year, month), `${monthName(month)} ${year}`),
    ),
    money('total_tds', 'Financial Year'),
  ],
  source: (f, company) => sql`select ${who},
      ${sql.join(
        financialYearMonths(f.financial_year).map(
          ([year, month]) =>
            sql`coalesce(sum(pr.tds_deduction) filter (where pr.year = ${year} and pr.month = ${month}), 0) as ${sql.raw(monthKey(year, month))}`,
        ),
        sql`, `,
      )},
      sum(pr.tds_deduction) as total_tds
    ${yearRuns(f.financial_year)} and ${company}
    group by ${employees.id}`,
  orderBy: sql`employee_name, employee_code`,
  describe: (f) => `FY ${f.financial_year}`,
};

/**
 * The annual tax each employee's latest run of the year projected (its income so far plus the rest of the
 * year at that month's pay), what has been deducted, and what remains to deduct.
 */
export const projectedTax: ReportDefinition<'projected-tax'> = {
  columns: () => [
    text('employee_code', 'Employee ID', totalLabel),
    text('employee_name', 'Employee'),
    text('regime', 'Tax Regime'),
    text('as_of', 'Projected In'),
    money('projected_annual_income', 'Projected Annual Income'),
    money('annual_tax', 'Annual Tax'),
    money('tds_deducted', 'TDS Deducted'),
    money('tds_remaining', 'TDS Remaining'),
  ],
  source: (f, company) => sql`select latest.*, deducted.tds_deducted,
      greatest(latest.annual_tax - deducted.tds_deducted, 0) as tds_remaining
    from (
      select distinct on (pr.employee_id) pr.employee_id, ${who},
        coalesce(pr.breakdown->'tds'->>'regime', pr.inputs->>'regime') as regime,
        to_char(make_date(pr.year, pr.month, 1), 'Mon YYYY') as as_of,
        coalesce((pr.breakdown->'tds'->>'projected_annual_income')::numeric, 0) as projected_annual_income,
        coalesce((pr.breakdown->'tds'->>'annual_tax')::numeric, 0) as annual_tax
      ${yearRuns(f.financial_year)} and ${company}
      order by pr.employee_id, pr.year desc, pr.month desc
    ) latest
    join lateral (
      select sum(pr.tds_deduction) as tds_deducted ${yearRuns(f.financial_year)}
        and pr.employee_id = latest.employee_id
    ) deducted on true`,
  orderBy: sql`employee_name, employee_code`,
  describe: (f) => `FY ${f.financial_year}`,
};
