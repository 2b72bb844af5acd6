import {
  DEDUCTION_FIELDS,
  type DeductionField,
  EARNING_FIELDS,
  type EarningField,
  type EmployerContributionField,
  type PayrollBreakdown,
  TDS_DEDUCTION_LINES,
  TDS_EXEMPTION_LINES,
} from '@hrms/contracts/payroll';
import { ACT_WAGE_BASES, type CodeWageBases } from '@hrms/contracts/statutory';
import { numericText, rupees } from '../../platform/money';
import type { computeMonthlyPayroll, TdsWhy } from './engine/monthly';
import type { RunValues } from './queries';

/** A month's figures in paise, whether the engine computed them or a CSV upload brought them. */
export type RunFigures = {
  total_days: number;
  days_present: number;
  days_paid: number;
  pl_days: number;
  cl_days: number;
  absent_days: number;
  lop_days: number;
  ot_hours: number;
  earnings: Record<EarningField, number>;
  deductions: Record<DeductionField, number>;
  taxable_earnings: number;
  employer: Record<EmployerContributionField, number>;
  /** The wages each contribution was computed on (paise) and whether ESIC covers the employee. */
  statutory: {
    pf_wages: number;
    eps_wages: number;
    edli_wages: number;
    esic_wages: number;
    esic_covered: boolean;
    /** Wages under the Labour Codes and the part of it added back by the 50% rule; absent before the Codes. */
    code_wages?: number | null;
    code_wages_addback?: number | null;
    code_wages_detail?: CodeWagesDetail | null;
    /** The base each statute counted (absent: a run computed before the bases were recorded, on the old Acts'). */
    wage_bases?: CodeWageBases;
  };
  /** How TDS was worked out (paise) under the regime of this code; null for an uploaded month. */
  tds: (TdsWhy & { regime: string }) | null;
  /** What the run pays or recovers besides the structure, already in rupees; none for an upload. */
  paidThrough?: PaidThrough;
  source: PayrollBreakdown['source'];
};

/** The month's Code wages, as the engine worked them out (paise). */
type CodeWagesDetail = {
  wages: number;
  excluded: number;
  remuneration: number;
  limit: number;
  threshold_percent: number;
};

/** The Code wages figures in rupees; null where the month came before the Codes (or from an upload). */
function codeWagesInRupees(statutory: RunFigures['statutory']) {
  const detail = statutory.code_wages_detail;
  return {
    code_wages: statutory.code_wages == null ? null : rupees(statutory.code_wages),
    code_wages_addback: statutory.code_wages_addback == null ? null : rupees(statutory.code_wages_addback),
    code_wages_detail: detail
      ? {
          wages: rupees(detail.wages),
          excluded: rupees(detail.excluded),
          remuneration: rupees(detail.remuneration),
          limit: rupees(detail.limit),
          threshold_percent: detail.threshold_percent,
        }
      : null,
  };
}

/** The breakdown's details of pay besides the structure (rupees), as the engine's additions became them. */
export type PaidThrough = Pick<
  PayrollBreakdown,
  | 'arrear_months'
  | 'overtime_detail'
  | 'claims'
  | 'loan_recoveries'
  | 'bonus_detail'
  | 'encashment_detail'
  | 'perquisites'
>;
export const NOTHING_PAID_THROUGH: PaidThrough = {
  arrear_months: [],
  overtime_detail: null,
  claims: [],
  loan_recoveries: [],
  bonus_detail: null,
  encashment_detail: null,
  perquisites: null,
};

/**
 * The stored breakdown: every field of spec 1 §3 that is the month's own, in rupees. Its earnings are amounts
 * only: overtime hours stay in the top-level `ot_hours` (where every stored run has them), and the
 * answer shows them under earnings too (service.ts), so nothing that sums a stored run's earnings adds hours.
 * Earnings and deductions keep only the lines that are not zero: the twenty-odd zero lines were a sixth of
 * every run's JSON, which PostgreSQL parses at each save (docs/decisions/performance.md,
 * "Stored breakdowns keep only non-zero lines"). Every reader takes a missing line as 0, and the answer lists
 * every line again. Employer contributions stay whole: the PF reports read a missing
 * one as "not stored" and work it out from the wages.
 */
export type StoredBreakdown = Omit<
  PayrollBreakdown,
  | 'earnings'
  | 'deductions'
  | 'employee_name'
  | 'employee_code'
  | 'pan'
  | 'uan'
  | 'esic_ip_number'
  | 'bank_account_last4'
  | 'join_date'
  | 'department'
  | 'designation'
  | 'status'
  | 'pay_period'
> & {
  earnings: Partial<Record<EarningField, number>>;
  deductions: Partial<Record<DeductionField, number>>;
  taxable_earnings: number;
};
/** A stored breakdown with every line of its earnings and deductions, as the answer shows it. */
export type WholeBreakdown = Omit<StoredBreakdown, 'earnings' | 'deductions'> & {
  earnings: Record<EarningField, number>;
  deductions: Record<DeductionField, number>;
};

/** Every field's amount, 0 where `amounts` has none. */
export const zeroFilled = <F extends string>(fields: readonly F[], amounts: Record<string, number>) =>
  Object.fromEntries(fields.map((f) => [f, amounts[f] ?? 0])) as Record<F, number>;

export function figuresFromEngine(
  result: ReturnType<typeof computeMonthlyPayroll>,
  regime: string,
): RunFigures {
  return {
    total_days: result.total_days,
    days_present: result.days_present,
    days_paid: result.days_paid,
    pl_days: result.pl_days,
    cl_days: result.cl_days,
    absent_days: result.absent_days,
    lop_days: result.lop_days,
    ot_hours: result.ot_hours,
    earnings: zeroFilled(EARNING_FIELDS, result.earnings),
    deductions: zeroFilled(DEDUCTION_FIELDS, result.deductions),
    taxable_earnings: result.taxable_earnings,
    employer: result.employer,
    statutory: result.statutory,
    tds: { regime, ...result.tds },
    paidThrough: paidThroughOf(result),
    source: 'engine',
  };
}

/** The engine's additions (paise) as the breakdown shows them (rupees). */
function paidThroughOf(result: ReturnType<typeof computeMonthlyPayroll>): PaidThrough {
  const add = result.additions;
  return {
    arrear_months: add.arrears.map((a) => ({
      year: a.year,
      month: a.month,
      earnings: Object.fromEntries(Object.entries(a.earnings).map(([k, v]) => [k, rupees(v)])),
      gross: rupees(a.gross),
      pf_deduction: rupees(a.pf),
      esic_deduction: rupees(a.esic),
      professional_tax: rupees(a.professionalTax),
    })),
    overtime_detail:
      add.overtime && add.overtime.hours > 0
        ? {
            hours: add.overtime.hours,
            ordinary_hourly_rate: Math.round(result.overtime_hourly_rate) / 100,
            multiplier: add.overtime.multiplier,
          }
        : null,
    claims: add.claims.map((c) => ({
      id: c.id,
      category: c.category,
      expense_date: c.expenseDate,
      amount: rupees(c.amount),
      taxable: c.taxable,
    })),
    loan_recoveries: add.loans.map((l) => ({
      loan_id: l.loanId,
      kind: l.kind,
      principal: rupees(l.principal),
      interest: rupees(l.interest),
      balance_after: rupees(l.balanceAfter),
    })),
    bonus_detail: add.bonus
      ? {
          bonus_run_id: add.bonus.bonusRunId,
          accounting_year: add.bonus.accountingYear,
          amount: rupees(add.bonus.amount),
        }
      : null,
    encashment_detail: result.encashment
      ? {
          encashments: result.encashment.items.map((i) => ({
            id: i.id,
            days: i.days,
            amount: rupees(i.amount),
          })),
          days: result.encashment.days,
          day_rate: rupees(result.encashment.dayRate),
          amount: rupees(result.encashment.amount),
        }
      : null,
    perquisites: add.perquisites
      ? {
          total: rupees(add.perquisites.total),
          exempt: add.perquisites.exempt,
          loans: add.perquisites.loans.map((l) => ({
            loan_id: l.loanId,
            balance: rupees(l.balance),
            benchmark_rate: l.benchmarkBp / 100,
            charged_rate: l.chargedBp / 100,
            value: rupees(l.value),
            recovered: rupees(l.recovered),
            taxable: rupees(l.taxable),
          })),
        }
      : null,
  };
}

/** Only the exemptions and deductions: the other figures of the year are fields of their own. */
const WHY_LINES = new Set<string>([...TDS_EXEMPTION_LINES, ...TDS_DEDUCTION_LINES]);

/** The breakdown's TDS section (rupees) from the engine's figures (paise). */
function tdsInRupees(tds: TdsWhy & { regime: string }): NonNullable<StoredBreakdown['tds']> {
  return {
    regime: tds.regime,
    regime_kind: tds.regime_kind,
    projected_annual_income: rupees(tds.projected_annual_income),
    earned_before_month: rupees(tds.earned_before_month),
    previous_employment_income: rupees(tds.previous_employment_income),
    this_month: rupees(tds.this_month),
    rest_of_year: rupees(tds.rest_of_year),
    other_income: rupees(tds.other_income),
    exemptions: rupees(tds.exemptions),
    deductions: rupees(tds.deductions),
    taxable_income: rupees(tds.taxable_income),
    annual_tax: rupees(tds.annual_tax),
    tds_before_month: rupees(tds.tds_before_month),
    months_remaining: tds.months_remaining,
    lines: tds.lines
      .filter((l) => WHY_LINES.has(l.key))
      .map((l) => ({ key: l.key, label: l.label, amount: rupees(l.amount) })),
  };
}

/** The lines that are not zero, in rupees. */
const nonZeroRupees = <K extends string>(amounts: Record<K, number>) =>
  Object.fromEntries(
    Object.entries<number>(amounts).flatMap(([k, v]) => (v === 0 ? [] : [[k, rupees(v)]])),
  ) as Partial<Record<K, number>>;

const sum = (amounts: Record<string, number>) => Object.values(amounts).reduce((a, b) => a + b, 0);

/** The run's columns and stored breakdown; gross, deductions and net always add up from the lines. */
export function runColumns(figures: RunFigures) {
  const gross = sum(figures.earnings);
  const deductions = sum(figures.deductions);
  const inRupees = <K extends string>(amounts: Record<K, number>) =>
    Object.fromEntries(Object.entries(amounts).map(([k, v]) => [k, rupees(v as number)])) as Record<
      K,
      number
    >;
  const breakdown: StoredBreakdown = {
    total_days: figures.total_days,
    days_present: figures.days_present,
    days_paid: figures.days_paid,
    pl_days: figures.pl_days,
    cl_days: figures.cl_days,
    absent_days: figures.absent_days,
    lop_days: figures.lop_days,
    ot_hours: figures.ot_hours,
    earnings: nonZeroRupees(figures.earnings),
    deductions: nonZeroRupees(figures.deductions),
    total_earnings: rupees(gross),
    total_deductions: rupees(deductions),
    net_salary: rupees(gross - deductions),
    taxable_earnings: rupees(figures.taxable_earnings),
    employer_contributions: inRupees(figures.employer),
    statutory: {
      pf_wages: rupees(figures.statutory.pf_wages),
      eps_wages: rupees(figures.statutory.eps_wages),
      edli_wages: rupees(figures.statutory.edli_wages),
      esic_wages: rupees(figures.statutory.esic_wages),
      esic_covered: figures.statutory.esic_covered,
      ...codeWagesInRupees(figures.statutory),
      wage_bases: figures.statutory.wage_bases ?? ACT_WAGE_BASES,
    },
    tds: figures.tds && tdsInRupees(figures.tds),
    ...(figures.paidThrough ?? NOTHING_PAID_THROUGH),
    source: figures.source,
  };
  return {
    total_days: figures.total_days,
    days_paid: figures.days_paid.toFixed(1),
    basic_salary: numericText(figures.earnings.basic_salary),
    gross_salary: numericText(gross),
    total_deductions: numericText(deductions),
    net_salary: numericText(gross - deductions),
    pf_deduction: numericText(figures.deductions.pf_deduction),
    professional_tax: numericText(figures.deductions.professional_tax),
    tds_deduction: numericText(figures.deductions.tds_deduction),
    breakdown,
  } satisfies Partial<RunValues>;
}
