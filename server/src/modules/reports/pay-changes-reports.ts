import { sql } from 'drizzle-orm';
import { employees } from '../../db/schema/employees';
import { shortDate } from '../../platform/dates';
import { count, date, money, type ReportDefinition, text, totalLabel } from './definition';

/**
 * The statutory bonus register of an accounting year (Payment of Bonus Rules 1975, Form C's figures): each
 * employee's line of the company's bonus run for that year, eligible or not with the reason, and where it was
 * paid (the payroll run's month or the full and final settlement).
 */
export const bonusRegister: ReportDefinition<'bonus-register'> = {
  columns: () => [
    text('employee_code', 'Employee ID', totalLabel),
    text('employee_name', 'Employee'),
    text('status', 'Run Status'),
    text('eligible', 'Eligible'),
    count('working_days', 'Working Days'),
    money('salary_earned', 'Salary Earned'),
    money('salary_for_bonus', 'Salary for Bonus'),
    text('rate', 'Rate (%)'),
    money('bonus', 'Bonus'),
    text('paid_in', 'Paid In'),
    text('reason', 'Not Eligible Because'),
  ],
  source: (f, company) => sql`select ${employees.employee_id} as employee_code,
      ${employees.first_name} || ' ' || ${employees.last_name} as employee_name,
      br.status, case when be.eligible then 'Yes' else 'No' end as eligible, be.working_days,
      be.salary_earned, be.salary_for_bonus, br.rate::text as rate, be.bonus,
      case when pr.id is not null then to_char(make_date(pr.year, pr.month, 1), 'Mon YYYY') || ' payroll'
           when be.final_settlement_id is not null then 'Full and final settlement' end as paid_in,
      be.reason, be.id
    from bonus_entries be
    join bonus_runs br on br.id = be.bonus_run_id
    join ${employees} on ${employees.id} = be.employee_id
    left join payroll_runs pr on pr.id = be.payroll_run_id
    where br.accounting_year = ${f.financial_year} and ${company}`,
  orderBy: sql`employee_code, id`,
  describe: (f) => `Accounting year ${f.financial_year}`,
};

/** Full and final settlements of leavers whose last working day falls in the range, with their figures. */
export const finalSettlementRegister: ReportDefinition<'final-settlements'> = {
  columns: () => [
    text('employee_code', 'Employee ID', totalLabel),
    text('employee_name', 'Employee'),
    date('last_working_day', 'Last Working Day'),
    text('exit_type', 'Exit'),
    text('status', 'Status'),
    money('final_month_net', 'Final Month Net'),
    money('leave_encashment', 'Leave Encashment'),
    money('gratuity', 'Gratuity'),
    money('notice_pay', 'Notice Pay'),
    money('retrenchment_compensation', 'Retrenchment Compensation'),
    money('reimbursements', 'Reimbursements'),
    money('bonus', 'Bonus'),
    money('loan_recovery', 'Loan Recovery'),
    money('tds', 'TDS'),
    money('net_payable', 'Net Payable'),
  ],
  source: (f, company) => sql`select ${employees.employee_id} as employee_code,
      ${employees.first_name} || ' ' || ${employees.last_name} as employee_name,
      fs.last_working_day::text as last_working_day, ${employees.exit_type} as exit_type, fs.status,
      fs.final_month_net, fs.leave_encashment, fs.gratuity, fs.notice_pay, fs.retrenchment_compensation,
      fs.reimbursements, fs.bonus,
      fs.loan_recovery, fs.tds, fs.net_payable, fs.id
    from final_settlements fs
    join ${employees} on ${employees.id} = fs.employee_id
    where fs.last_working_day between ${f.start_date} and ${f.end_date} and ${company}`,
  orderBy: sql`last_working_day, employee_code, id`,
  describe: (f) => `Last working day ${shortDate(f.start_date)} to ${shortDate(f.end_date)}`,
};
