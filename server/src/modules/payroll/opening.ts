import {
  DEDUCTION_FIELDS,
  EARNING_FIELDS,
  EMPLOYER_CONTRIBUTION_FIELDS,
  type PayrollBreakdown,
} from '@hrms/contracts/payroll';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { payrollRuns } from '../../db/schema/payroll';
import { companyCondition, companyScope } from '../../platform/access';
import { can, type Principal } from '../../platform/auth/principal';
import { shortDate, todayIn } from '../../platform/dates';
import { fieldError, forbidden } from '../../platform/errors';
import { paise, rupees } from '../../platform/money';
import { daysInMonth, monthIndex, periodOf } from '../../platform/period';
import { runColumns, zeroFilled } from './figures';

/**
 * A month paid by the system the company left, as the opening_payroll import brings it (paise): what TDS,
 * the PT period, ESIC's contribution period, Form 130/138 and the bonus read from a paid month.
 */
export type OpeningMonth = {
  employeeId: number;
  year: number;
  month: number;
  gross: number;
  taxable: number;
  exempt: number;
  pfEmployee: number;
  pfEps: number;
  pfEpf: number;
  esicEmployee: number;
  esicEmployer: number;
  pt: number;
  lwfEmployee: number;
  tds: number;
  /** BASIC + DA of the month, for the bonus; null: not given (the month pays no bonus wages). */
  basicDa: number | null;
  /** Days paid; null: the whole month. */
  daysPaid: number | null;
};

/** The stored run's columns of an opening month: its totals as lines, its status `imported`. */
function openingRun(m: OpeningMonth) {
  const totalDays = daysInMonth({ year: m.year, month: m.month });
  const daysPaid = m.daysPaid ?? totalDays;
  const basic = m.basicDa ?? 0;
  const deductions = zeroFilled(DEDUCTION_FIELDS, {
    pf_deduction: m.pfEmployee,
    esic_deduction: m.esicEmployee,
    professional_tax: m.pt,
    lwf_deduction: m.lwfEmployee,
    tds_deduction: m.tds,
  });

  const columns = runColumns({
    total_days: totalDays,
    days_present: daysPaid,
    days_paid: daysPaid,
    pl_days: 0,
    cl_days: 0,
    absent_days: 0,
    lop_days: totalDays - daysPaid,
    ot_hours: 0,
    // The old system's gross as BASIC + DA (when given) and the rest: the lines it paid are not brought.
    earnings: zeroFilled(EARNING_FIELDS, { basic_salary: basic, other_allowance: m.gross - basic }),
    deductions,
    taxable_earnings: m.taxable,
    employer: zeroFilled(EMPLOYER_CONTRIBUTION_FIELDS, {
      pf_pension: m.pfEps,
      pf_provident_fund: m.pfEpf,
      esic: m.esicEmployer,
    }),
    statutory: {
      pf_wages: 0,
      eps_wages: 0,
      edli_wages: 0,
      esic_wages: 0,
      esic_covered: m.esicEmployee + m.esicEmployer > 0,
    },
    tds: null,
    source: 'imported',
  });
  const breakdown = { ...columns.breakdown, exempt: rupees(m.exempt) };
  return { ...columns, breakdown };
}

/** The problems of an opening month's figures, each on its field (the import's column of the same name). */
function checkFigures(m: OpeningMonth) {
  const minus = (
    [
      ['gross', m.gross],
      ['taxable', m.taxable],
      ['exempt', m.exempt],
      ['pf_employee', m.pfEmployee],
      ['pf_eps', m.pfEps],
      ['pf_epf', m.pfEpf],
      ['esic_employee', m.esicEmployee],
      ['esic_employer', m.esicEmployer],
      ['pt', m.pt],
      ['lwf_employee', m.lwfEmployee],
      ['tds', m.tds],
      ['basic_da', m.basicDa ?? 0],
    ] as const
  ).find(([, v]) => v < 0);
  if (minus) throw fieldError(minus[0], `The ${minus[0].replaceAll('_', ' ')} may not be negative.`);
  if (m.taxable + m.exempt !== m.gross)
    throw fieldError('taxable', 'The taxable salary and the exemptions must add up to the gross.');
  if ((m.basicDa ?? 0) > m.gross) throw fieldError('basic_da', 'BASIC + DA cannot be more than the gross.');
  const deducted = m.pfEmployee + m.esicEmployee + m.pt + m.lwfEmployee + m.tds;
  if (deducted > m.gross) throw fieldError('tds', 'The deductions add up to more than the gross.');
  const total = daysInMonth({ year: m.year, month: m.month });
  if (m.daysPaid !== null && (m.daysPaid < 0 || m.daysPaid > total || (m.daysPaid * 2) % 1 !== 0))
    throw fieldError('days_paid', `The days paid are whole or half days, from 0 to ${total}.`);
}

/**
 * Records a month paid before the company moved in (docs/decisions/import-types.md, "Opening months are runs
 * of their own status"): the employee's run of that month with status `imported`, replaced by a later import
 * of the same month, never over a month processed here. Payroll's permission (process-payroll); the month
 * must be over (before the current one) and not before the employee joined.
 */
export async function saveOpeningMonth(db: DbOrTx, principal: Principal, m: OpeningMonth) {
  if (!can(principal, 'process-payroll'))
    throw forbidden('Bringing in the months paid before needs the process-payroll permission.');
  const [person] = await db
    .select({ id: employees.id, hire_date: employees.hire_date })
    .from(employees)
    .where(
      and(
        eq(employees.id, m.employeeId),
        sql`${employees.archived_at} is null`,
        companyCondition(companyScope(principal), employees.company_id),
      ),
    );
  if (!person) throw fieldError('employee_id', 'The selected employee id is invalid.');
  const period = { year: m.year, month: m.month };
  if (monthIndex(period) >= monthIndex(periodOf(todayIn())))
    throw fieldError('month', 'The month must be one already paid: before this month.');
  if (monthIndex(period) < monthIndex(periodOf(person.hire_date)))
    throw fieldError(
      'month',
      `The employee joined on ${shortDate(person.hire_date)}: the month is before it.`,
    );
  checkFigures(m);
  const values = openingRun(m);
  const saved = await db
    .insert(payrollRuns)
    .values({
      employee_id: m.employeeId,
      year: m.year,
      month: m.month,
      status: 'imported',
      draft_reason: null,
      ...values,
      inputs: { source: 'imported' },
      processed_by: principal.userId,
      processed_at: new Date(),
    })
    .onConflictDoUpdate({
      target: [payrollRuns.employee_id, payrollRuns.year, payrollRuns.month],
      set: { ...values, processed_by: principal.userId, processed_at: new Date(), updated_at: new Date() },
      setWhere: sql`${payrollRuns.status} = 'imported'`,
    })
    .returning({ id: payrollRuns.id });
  if (!saved.length)
    throw fieldError('month', 'This month has a payroll run here: the run processed here is the record.');
}

/** An opening month as the import compares and exports it (paise), from its stored run. */
export type StoredOpeningMonth = Omit<OpeningMonth, 'employeeId'> & {
  employeeId: number;
  employeeCode: string;
};

/** The opening months of the employees in scope (of one company, if given), by employee code and month. */
export async function openingMonths(
  db: DbOrTx,
  principal: Principal,
  options: { companyId?: number; employeeId?: number; period?: { year: number; month: number } } = {},
): Promise<StoredOpeningMonth[]> {
  const rows = await db
    .select({
      employee_id: payrollRuns.employee_id,
      code: employees.employee_id,
      year: payrollRuns.year,
      month: payrollRuns.month,
      days_paid: payrollRuns.days_paid,
      total_days: payrollRuns.total_days,
      breakdown: payrollRuns.breakdown,
    })
    .from(payrollRuns)
    .innerJoin(employees, eq(employees.id, payrollRuns.employee_id))
    .where(
      and(
        eq(payrollRuns.status, 'imported'),
        sql`${employees.archived_at} is null`,
        companyCondition(companyScope(principal), employees.company_id),
        options.companyId === undefined ? undefined : eq(employees.company_id, options.companyId),
        options.employeeId === undefined ? undefined : eq(payrollRuns.employee_id, options.employeeId),
        options.period === undefined
          ? undefined
          : and(eq(payrollRuns.year, options.period.year), eq(payrollRuns.month, options.period.month)),
      ),
    )
    .orderBy(asc(employees.employee_id), asc(payrollRuns.year), asc(payrollRuns.month));
  return rows.map((r) => {
    const b = r.breakdown as unknown as PayrollBreakdown & { exempt?: number; taxable_earnings?: number };
    const ded = b.deductions as Partial<Record<string, number>>;
    const emp = (b.employer_contributions ?? {}) as Partial<Record<string, number>>;
    const earn = b.earnings as Partial<Record<string, number>>;
    const p = (v: number | undefined) => paise(v ?? 0);
    return {
      employeeId: r.employee_id,
      employeeCode: r.code,
      year: r.year,
      month: r.month,
      gross: p(b.total_earnings),
      taxable: p(b.taxable_earnings),
      exempt: p(b.exempt),
      pfEmployee: p(ded.pf_deduction),
      pfEps: p(emp.pf_pension),
      pfEpf: p(emp.pf_provident_fund),
      esicEmployee: p(ded.esic_deduction),
      esicEmployer: p(emp.esic),
      pt: p(ded.professional_tax),
      lwfEmployee: p(ded.lwf_deduction),
      tds: p(ded.tds_deduction),
      basicDa: earn.basic_salary ? p(earn.basic_salary) : null,
      daysPaid: Number(r.days_paid) === r.total_days ? null : Number(r.days_paid),
    };
  });
}
