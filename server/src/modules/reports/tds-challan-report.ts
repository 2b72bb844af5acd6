import { sql } from 'drizzle-orm';
import { employees } from '../../db/schema/employees';
import { countedRun } from '../../db/schema/payroll';
import { date, money, type ReportDefinition, text, totalLabel } from './definition';

/**
 * The challan register of a financial year: each deposit with the month it covers, its amounts, and that
 * month's TDS deducted by approved and paid runs. The company scope applies through the company's
 * employees (the report framework scopes on employees.company_id).
 */
export const tdsChallanRegister: ReportDefinition<'tds-challans'> = {
  columns: () => [
    text('month_label', 'Month Covered', totalLabel),
    text('bsr_code', 'BSR Code'),
    date('deposited_on', 'Deposited On'),
    text('challan_serial', 'Challan Serial No.'),
    text('minor_head', 'Minor Head'),
    money('tax', 'Tax'),
    money('surcharge', 'Surcharge'),
    money('cess', 'Cess'),
    money('interest', 'Interest'),
    money('fee', 'Fee'),
    money('others', 'Others'),
    money('total', 'Total'),
    money('month_deducted', 'Deducted in Month'),
    text('company', 'Company'),
  ],
  source: (f, company) => sql`select c.id, c.year, c.month, c.deposited_on,
      to_char(make_date(c.year, c.month, 1), 'Mon YYYY') as month_label,
      c.bsr_code, c.challan_serial, c.minor_head, c.tax, c.surcharge, c.cess, c.interest, c.fee, c.others,
      c.tax + c.surcharge + c.cess + c.interest + c.fee + c.others as total,
      coalesce((select sum(pr.tds_deduction) from payroll_runs pr join employees e on e.id = pr.employee_id
        where e.company_id = c.company_id and pr.year = c.year and pr.month = c.month
          and ${countedRun(sql`pr.status`)}), 0) as month_deducted,
      co.name as company
    from tds_challans c join companies co on co.id = c.company_id
    where c.financial_year = ${f.financial_year}
      and c.company_id in (select ${employees.company_id} from ${employees} where ${company})`,
  orderBy: sql`year, month, deposited_on, id`,
  describe: (f) => `FY ${f.financial_year}`,
};
