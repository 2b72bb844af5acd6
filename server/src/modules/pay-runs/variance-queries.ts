import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { companies } from '../../db/schema/organisation';
import { payrollRuns } from '../../db/schema/payroll';
import { statutoryRates } from '../../db/schema/statutory';
import { firstDayOf, lastDayOf, type Period, previousMonth } from '../../platform/period';
import { leftOn } from '../employees/public';
import type { MonthPay } from './engine/variance';

/** A run's figures for the review, in paise, read from its breakdown (absent lines read 0). */
const monthPay = (alias: string) => {
  const e = (key: string) => `coalesce((${alias}.breakdown->'earnings'->>'${key}')::numeric, 0)`;
  const d = (key: string) => `coalesce((${alias}.breakdown->'deductions'->>'${key}')::numeric, 0)`;
  const paise = (rupees: string) => `round((${rupees}) * 100)::bigint`;
  return sql.raw(`json_build_object(
    'net', ${paise(`${alias}.net_salary`)},
    'pay', ${paise(`${alias}.gross_salary - ${e('arrears')} - ${e('overtime')} - ${e('bonus')} - ${e('reimbursements')}`)},
    'arrears', ${paise(e('arrears'))}, 'overtime', ${paise(e('overtime'))}, 'bonus', ${paise(e('bonus'))},
    'reimbursements', ${paise(e('reimbursements'))},
    'statutory', ${paise(`${d('pf_deduction')} + ${d('vpf_deduction')} + ${d('esic_deduction')} + ${d('professional_tax')} + ${d('lwf_deduction')}`)},
    'tds', ${paise(`${alias}.tds_deduction`)}, 'loan', ${paise(d('loan_deduction'))},
    'other_deductions', ${paise(`${alias}.total_deductions - ${d('pf_deduction')} - ${d('vpf_deduction')} - ${d('esic_deduction')} - ${d('professional_tax')} - ${d('lwf_deduction')} - ${alias}.tds_deduction - ${d('loan_deduction')}`)},
    'days_paid', ${alias}.days_paid::float8, 'total_days', ${alias}.total_days,
    'pf_wages', ${paise(`(${alias}.breakdown->'statutory'->>'pf_wages')::numeric`)},
    'esic_wages', ${paise(`(${alias}.breakdown->'statutory'->>'esic_wages')::numeric`)},
    'structure', coalesce((${alias}.inputs->'structure')::text, ''))`);
};

export type VarianceRowFacts = {
  run_id: number;
  employee_id: number;
  employee_code: string;
  employee_name: string;
  status: string;
  current: MonthPay;
  previous: MonthPay | null;
  left_in_month: boolean;
  has_bank_account: boolean;
  has_uan: boolean;
};

/**
 * Every run of the company's month but drafts (or the one named), with the same employee's run of the month before (any status
 * but draft: what was paid or is being paid), in one statement. A month imported as an opening balance is
 * neither reviewed nor compared with: its figures are totals without the lines the causes are read from.
 */
export async function varianceFacts(db: DbOrTx, companyId: number, period: Period, runId?: number) {
  const before = previousMonth(period);
  return rawRows<VarianceRowFacts>(
    db,
    sql`select pr.id as run_id, pr.employee_id, ${employees.employee_id} as employee_code,
        ${employees.first_name} || ' ' || ${employees.last_name} as employee_name, pr.status,
        ${monthPay('pr')} as current, case when prev.id is null then null else ${monthPay('prev')} end as previous,
        coalesce(${leftOn} between ${firstDayOf(period)}::date and ${lastDayOf(period)}::date, false) as left_in_month,
        nullif(btrim(${employees.bank_account_number}), '') is not null as has_bank_account,
        nullif(btrim(${employees.uan}), '') is not null as has_uan
      from ${payrollRuns} pr
      join ${employees} on ${employees.id} = pr.employee_id
      left join ${payrollRuns} prev on prev.employee_id = pr.employee_id and prev.year = ${before.year}
        and prev.month = ${before.month} and prev.status not in ('draft', 'imported')
      where ${employees.company_id} = ${companyId} and pr.year = ${period.year} and pr.month = ${period.month}
        and pr.status not in ('draft', 'imported') ${runId === undefined ? sql`` : sql`and pr.id = ${runId}`}
      order by ${employees.employee_id}`,
  );
}

/** Whether a PF, ESIC, PT or LWF version took effect after the month before ended, up to this month's end. */
export async function newStatutoryRates(db: DbOrTx, companyId: number, period: Period) {
  const [row] = await rawRows<{ changed: boolean }>(
    db,
    sql`select exists (select 1 from ${statutoryRates} sr join ${companies} c on c.country_id = sr.country_id
        where c.id = ${companyId} and sr.scheme in ('PF', 'ESIC', 'PT', 'LWF')
          and sr.effective_from > ${lastDayOf(previousMonth(period))}::date
          and sr.effective_from <= ${lastDayOf(period)}::date) as changed`,
  );
  return row?.changed ?? false;
}
