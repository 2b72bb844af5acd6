import { type SQL, sql } from 'drizzle-orm';
import { employees } from '../../db/schema/employees';
import { branches, companies, departments } from '../../db/schema/organisation';
import { countedRun, payrollRuns } from '../../db/schema/payroll';
import {
  count,
  type FiltersOf,
  fromBreakdown,
  money,
  monthLabel,
  type ReportDefinition,
  runsCounted,
  text,
  totalLabel,
  unpackedBreakdown,
} from './definition';

type Period = FiltersOf<'payroll-register'>;

export const describe = (f: { year: number; month: number; status?: string }) =>
  `${monthLabel(f.year, f.month)} · ${runsCounted(f)}`;

const hra = fromBreakdown('earnings', 'hra');
const esicEmployee = fromBreakdown('deductions', 'esic_deduction');
/** What payroll pays besides the structure, each a column of its own; 0 for a run saved without them. */
const arrears = fromBreakdown('earnings', 'arrears');
const overtime = fromBreakdown('earnings', 'overtime');
const reimbursements = fromBreakdown('earnings', 'reimbursements');
const bonus = fromBreakdown('earnings', 'bonus');
const loans = fromBreakdown('deductions', 'loan_deduction');
/** Wages under the Labour Codes and the part of them added back by the 50% rule; 0 for a month before them. */
const codeWages = fromBreakdown('statutory', 'code_wages');
const codeWagesAddback = fromBreakdown('statutory', 'code_wages_addback');

/** A month's runs in scope: the runs that count (approved and paid) unless a status is asked for. */
export function monthRuns(f: { year: number; month: number; status?: string }, company: SQL, joins = sql``) {
  return sql`from ${payrollRuns} pr
    ${unpackedBreakdown}
    join ${employees} on ${employees.id} = pr.employee_id
    join ${companies} c on c.id = ${employees.company_id}
    left join ${departments} d on d.id = ${employees.department_id}
    left join ${branches} b on b.id = ${employees.branch_id}
    ${joins}
    where pr.year = ${f.year} and pr.month = ${f.month}
      and ${f.status ? sql`pr.status = ${f.status}` : countedRun(sql`pr.status`)}
      and ${company}`;
}

export const who = sql`${employees.employee_id} as employee_code,
  ${employees.first_name} || ' ' || ${employees.last_name} as employee_name`;
export const byName = sql`employee_name, employee_code`;

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
    money('arrears', 'Arrears'),
    money('overtime', 'Overtime'),
    money('reimbursements', 'Reimbursements'),
    money('bonus', 'Bonus'),
    money('gross_salary', 'Gross'),
    money('code_wages', 'Code Wages'),
    money('code_wages_addback', 'Code Wages Add-back'),
    money('pf_deduction', 'PF'),
    money('esic_deduction', 'ESIC'),
    money('professional_tax', 'PT'),
    money('tds_deduction', 'TDS'),
    money('loan_deduction', 'Loan EMI'),
    money('other_deductions', 'Other Deductions'),
    money('total_deductions', 'Total Deductions'),
    money('net_salary', 'Net Pay'),
  ],
  source: (f: Period, company) => sql`select ${who}, d.name as department, pr.status, pr.days_paid,
      pr.basic_salary, ${hra} as hra,
      pr.gross_salary - pr.basic_salary - ${hra} - ${arrears} - ${overtime} - ${reimbursements} - ${bonus}
        as other_earnings,
      ${arrears} as arrears, ${overtime} as overtime, ${reimbursements} as reimbursements, ${bonus} as bonus,
      pr.gross_salary, ${codeWages} as code_wages, ${codeWagesAddback} as code_wages_addback,
      pr.pf_deduction, ${esicEmployee} as esic_deduction, pr.professional_tax, pr.tds_deduction,
      ${loans} as loan_deduction,
      pr.total_deductions - pr.pf_deduction - ${esicEmployee} - pr.professional_tax - pr.tds_deduction - ${loans}
        as other_deductions,
      pr.total_deductions, pr.net_salary
    ${monthRuns(f, company)}`,
  orderBy: byName,
  describe,
};
