import { taxRegimeMetadata } from '@hrms/contracts/compensation';
import type { PayrollRun } from '@hrms/contracts/payroll';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope, isInCompanyScope, recordScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { isoOrNull } from '../../platform/dates';
import { conflict, notFound } from '../../platform/errors';
import { numericText, paise } from '../../platform/money';
import { paged } from '../../platform/pagination';
import { employeeMonth } from '../attendance/service';
import { professionalTaxSlabFrom } from '../compensation/professional-tax';
import { structureLinesAt } from '../compensation/structures-service';
import { taxRulesFrom } from '../compensation/tax/rules';
import { computeMonthlyPayroll } from './engine/monthly';
import { esicCovers } from './engine/statutory';
import {
  allProfessionalTaxSlabs,
  earlierInYear,
  findRun,
  listRuns,
  payrollEmployee,
  type RunFilters,
  type RunRow,
  recordEvent,
  regimeFor,
  saveRun,
  statutoryMetadata,
  transitionRun,
} from './queries';

const VIEW_ALL = ['process-payroll', 'approve-payroll', 'mark-payroll-paid'] as const;
const num = (v: unknown, fallback: number) => (typeof v === 'number' ? v : fallback);

/** The financial year (2026-27) and its first month for a pay period. */
function financialYear(year: number, month: number) {
  const start = month >= 4 ? year : year - 1;
  return {
    label: `${start}-${String((start + 1) % 100).padStart(2, '0')}`,
    start: { year: start, month: 4 },
  };
}

export class PayrollRefusal extends Error {}

/**
 * Computes and saves one employee's run for a month. A month without any attendance or leave recorded is
 * saved as a draft (it cannot be approved until reprocessed with attendance); otherwise processed.
 */
async function processOne(db: DbOrTx, principal: Principal, employeeId: number, year: number, month: number) {
  const employee = await payrollEmployee(db, employeeId);
  if (!employee || !isInCompanyScope(companyScope(principal), employee.company_id)) {
    throw new PayrollRefusal('Employee not found');
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  const structure = await structureLinesAt(db, employeeId, lastDay);
  if (!structure?.length) throw new PayrollRefusal('No salary structure in force for the month');
  const attendance = await employeeMonth(db, employeeId, year, month);
  const fy = financialYear(year, month);
  const regime = await regimeFor(db, employee.country_id, fy.label, employee.default_tax_regime_id);
  if (!regime?.slabs.length) throw new PayrollRefusal(`No tax regime with slabs for FY ${fy.label}`);
  const metadata = Object.fromEntries(
    (await statutoryMetadata(db, employee.country_id)).map((c) => [c.code, c.metadata]),
  );
  const pf = metadata.PF ?? {};
  const esi = metadata.ESIC ?? {};
  const esicRules = {
    employeeRate: num(esi.employee_rate, 0.75),
    employerRate: num(esi.employer_rate, 3.25),
    wageCeiling: paise(num(esi.wage_ceiling, 21_000)),
  };
  const fullGross = structure.filter((l) => l.type === 'earning').reduce((n, l) => n + (l.amount ?? 0), 0);
  const earlier = await earlierInYear(db, employeeId, fy.start, { year, month });
  const monthsRemaining = ((3 - month + 12) % 12) + 1;
  const ptSlabs = (await allProfessionalTaxSlabs(db)).map(professionalTaxSlabFrom);
  const input = {
    month,
    calendarDays: attendance.calendar_days,
    daysPresent: attendance.days_present,
    paidLeaveDays: attendance.paid_leave_days,
    unpaidLeaveDays: attendance.unpaid_leave_days,
    absentDays: attendance.absent_days,
    structure,
    pf: {
      employeeRate: num(pf.employee_rate, 12),
      employerRate: num(pf.employer_rate, 12),
      pensionRate: num(pf.pension_rate, 8.33),
      wageCeiling: paise(num(pf.wage_ceiling, 15_000)),
      onFullBasic: false,
    },
    esic: { ...esicRules, covered: esicCovers(fullGross, esicRules) },
    professionalTax: { state: employee.state, gender: employee.gender, slabs: ptSlabs },
    tds: {
      rules: taxRulesFrom(
        taxRegimeMetadata.parse(regime.regime.metadata),
        regime.slabs.map((s) => ({
          min_income: Number(s.min_income),
          max_income: s.max_income === null ? null : Number(s.max_income),
          rate: Number(s.rate),
          tax_amount: Number(s.tax_amount),
        })),
      ),
      earnedSoFar: paise(earlier.taxable),
      deductedSoFar: paise(earlier.tds),
      monthsRemaining,
    },
  };
  const result = computeMonthlyPayroll(input);
  const noRecords = attendance.days_present === 0 && attendance.on_leave_days === 0;
  const status = noRecords ? 'draft' : 'processed';
  const rupees = (p: number) => numericText(p);
  const saved = await saveRun(db, {
    employee_id: employeeId,
    year,
    month,
    status,
    draft_reason: noRecords ? 'No attendance or leave recorded for the month' : null,
    total_days: result.total_days,
    days_paid: result.days_paid.toFixed(1),
    basic_salary: rupees(result.earnings.basic_salary ?? 0),
    gross_salary: rupees(result.gross_salary),
    total_deductions: rupees(result.total_deductions),
    net_salary: rupees(result.net_salary),
    pf_deduction: rupees(result.deductions.pf_deduction ?? 0),
    professional_tax: rupees(result.deductions.professional_tax ?? 0),
    tds_deduction: rupees(result.deductions.tds_deduction ?? 0),
    // Stored in rupees, as every amount leaves the API.
    breakdown: { ...result, taxable_earnings: result.taxable_earnings / 100 },
    inputs: {
      attendance,
      structure,
      regime: regime.regime.code,
      esic_covered: input.esic.covered,
      months_remaining: monthsRemaining,
    },
    processed_by: principal.userId,
    processed_at: new Date(),
    approved_by: null,
    approved_at: null,
  });
  if (!saved)
    throw new PayrollRefusal('This month’s run is already approved or paid and cannot be reprocessed');
  await recordEvent(db, saved.id, null, status, principal.userId);
  return saved;
}

/** Processes each employee in its own transaction, so one refusal never undoes the others. */
export async function processPayroll(
  db: Db,
  principal: Principal,
  employeeIds: number[],
  year: number,
  month: number,
) {
  const results = [];
  for (const employeeId of [...new Set(employeeIds)]) {
    try {
      const saved = await db.transaction((tx) => processOne(tx, principal, employeeId, year, month));
      results.push({
        employee_id: employeeId,
        payroll_run_id: saved.id,
        status: saved.status as PayrollRun['status'],
        error: null,
      });
    } catch (err) {
      if (!(err instanceof PayrollRefusal)) throw err;
      results.push({ employee_id: employeeId, payroll_run_id: null, status: null, error: err.message });
    }
  }
  return results;
}

function toRun({ run: r, employee }: RunRow): PayrollRun {
  return {
    id: r.id,
    employee,
    pay_period: `${r.year}-${String(r.month).padStart(2, '0')}`,
    month: r.month,
    year: r.year,
    status: r.status as PayrollRun['status'],
    draft_reason: r.draft_reason,
    basic_salary: Number(r.basic_salary),
    gross_salary: Number(r.gross_salary),
    net_salary: Number(r.net_salary),
    total_deductions: Number(r.total_deductions),
    days_paid: Number(r.days_paid),
    total_days: r.total_days,
    pf_deduction: Number(r.pf_deduction),
    professional_tax: Number(r.professional_tax),
    tds_deduction: Number(r.tds_deduction),
    processed_at: isoOrNull(r.processed_at),
    approved_at: isoOrNull(r.approved_at),
    paid_at: isoOrNull(r.paid_at),
  };
}

export async function listPayrollRuns(
  db: Db,
  principal: Principal,
  q: RunFilters & { page: number; per_page: number },
) {
  const { rows, stats } = await listRuns(db, recordScope(principal, ...VIEW_ALL), q, q.page, q.per_page);
  const summary = {
    total: stats?.total ?? 0,
    draft: stats?.draft ?? 0,
    processed: stats?.processed ?? 0,
    approved: stats?.approved ?? 0,
    paid: stats?.paid ?? 0,
    total_net: Number(stats?.total_net ?? 0),
  };
  return { ...paged(rows.map(toRun), summary.total, q.page, q.per_page), summary };
}

async function loadRun(db: DbOrTx, principal: Principal, id: number) {
  const row = await findRun(db, recordScope(principal, ...VIEW_ALL), id);
  if (!row) throw notFound('Payroll run');
  return row;
}

export const getPayrollRun = async (db: Db, principal: Principal, id: number) =>
  toRun(await loadRun(db, principal, id));

export async function payrollBreakdown(db: Db, principal: Principal, id: number) {
  const row = await loadRun(db, principal, id);
  return { payroll_run: toRun(row), breakdown: row.run.breakdown, inputs: row.run.inputs };
}

/** processed → approved, approved → paid; atomic, audited. */
export async function advanceRun(db: Db, principal: Principal, id: number, to: 'approved' | 'paid') {
  const from = to === 'approved' ? 'processed' : 'approved';
  await db.transaction(async (tx) => {
    const row = await loadRun(tx, principal, id);
    const now = new Date();
    const changed = await transitionRun(
      tx,
      id,
      from,
      to === 'approved'
        ? { status: to, approved_by: principal.userId, approved_at: now }
        : { status: to, paid_by: principal.userId, paid_at: now },
    );
    if (!changed) {
      throw conflict(
        `Only ${from} payroll runs can be ${to === 'approved' ? 'approved' : 'marked as paid'}; this one is ${row.run.status}`,
      );
    }
    await recordEvent(tx, id, from, to, principal.userId);
  });
  return getPayrollRun(db, principal, id);
}
