import type { ExitType, PayBasis, SettlementStatus } from '@hrms/contracts/enums';
import type {
  FinalSettlement,
  FinalSettlementRequest,
  SettlementWorkings,
} from '@hrms/contracts/final-settlements';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope, holdsInScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { isoOrNull, monthYearName } from '../../platform/dates';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { numericText, paise, rupees } from '../../platform/money';
import { bonusDue, settleBonus } from '../bonus/public';
import { payLinesOf } from '../compensation/public';
import { encashableBalances } from '../leave/public';
import { outstandingLoans, settleLoans } from '../loans/public';
import { loadCompany, segregationOfDutiesIn } from '../organisation/public';
import {
  earnedLines,
  financialYear,
  inForceOn,
  linesByVersion,
  paidFiguresOf,
  paidMonth,
  processPayroll,
  recordEvents,
  runMonthsInYear,
  structureVersionsUpTo,
  transitionRun,
} from '../payroll/public';
import { payrollSettingsOf } from '../payroll-settings/public';
import { claimsDue, settleClaims } from '../reimbursements/public';
import { ratesInForce } from '../statutory/public';
import { taxPositions } from '../tax-year/public';
import {
  gratuity,
  leaveEncashment,
  noticePay,
  payOnBasis,
  serviceOf,
  settlementTds,
} from './engine/settlement';
import { settlementPdf } from './settlement-pdf';
import {
  basicDaOfMonths,
  deleteDraft,
  runOfMonth,
  type SettlementEmployee,
  type SettlementRow,
  settlementById,
  settlementEmployee,
  settlementOfEmployee,
  terminateEmployee,
  transitionSettlement,
  upsertDraft,
  userName,
} from './settlement-queries';

const MANAGE = 'manage-final-settlements' as const;
const APPROVE = 'approve-final-settlements' as const;
/** The final month's run must be at least processed for the settlement to be approved. */
const RUN_READY = ['processed', 'approved', 'paid'];
/**
 * The 240-day reading, as the statement and the API state it (docs/decisions/exits.md, "Gratuity: the 240-day rule, as the Madras High Court reads it"; issue 19: full and final
 * settlement).
 */
const GRATUITY_READING =
  'Madras High Court (Mettur Beardsell Ltd v Regional Labour Commissioner, 1998 LLR 1072): a part year in which ' +
  'at least the continuous-service days (240) were worked completes a year of continuous service (s.2A(2)(a)); ' +
  'a part year above six months counts whole (s.4(2)).';

const r = rupees;
const periodOf = (date: string) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });
const monthIndex = (p: { year: number; month: number }) => p.year * 12 + p.month;
const nameOf = (e: { first_name: string; last_name: string }) => `${e.first_name} ${e.last_name}`.trim();

type Exit = {
  notice_date: string;
  last_working_day: string;
  exit_type: ExitType;
  exit_reason: string | null;
};
function exitOf(employee: SettlementEmployee): Exit | null {
  if (!employee.last_working_day || !employee.notice_date || !employee.exit_type) return null;
  return {
    notice_date: employee.notice_date,
    last_working_day: employee.last_working_day,
    exit_type: employee.exit_type as ExitType,
    exit_reason: employee.exit_reason,
  };
}

/** HR of the settlement's company: whoever computes or approves settlements there. */
const isHrOf = (principal: Principal, employee: { company_id: number }) =>
  holdsInScope(principal, employee.company_id, MANAGE, APPROVE);

// ---- computing

/** The structure in force on the last working day at its full monthly rate (paise): BASIC, DA, gross. */
async function monthlyPay(db: DbOrTx, employeeId: number, lastWorkingDay: string) {
  const versions = await structureVersionsUpTo(db, [employeeId], lastWorkingDay);
  const version = inForceOn(versions, lastWorkingDay);
  if (!version) throw conflict('No salary structure is in force on the last working day');
  const lines = linesByVersion(await payLinesOf(db, [version.id])).get(version.id) ?? [];
  if (!lines.length) throw conflict('No salary structure is in force on the last working day');
  // Full monthly rate: days paid = calendar days (earnedLines rounds each line to the rupee).
  const earned = earnedLines(lines, 30, 30);
  return {
    basic: earned.earnings.basic_salary ?? 0,
    da: earned.earnings.dearness_allowance ?? 0,
    gross: earned.gross,
  };
}

/**
 * The average monthly salary (BASIC + DA, paise) for s.10(10AA)(ii): the runs of the `months` calendar months
 * before the last working day's month, averaged over the months that have a run (a month without one is left
 * out, not counted as nothing); the structure's BASIC + DA when there is no run at all.
 */
async function averageSalary(
  db: DbOrTx,
  employeeId: number,
  lastWorkingDay: string,
  months: number,
  fallback: number,
) {
  const end = monthIndex(periodOf(lastWorkingDay)) - 1;
  const rows = await basicDaOfMonths(db, employeeId, end - months + 1, end);
  if (!rows.length) return { average: fallback, months: 0 };
  const total = rows.reduce((t, row) => t + paise(row.basic_da), 0);
  return { average: Math.round(total / rows.length), months: rows.length };
}

/** Everything the settlement pays and recovers, with its workings (rupees in `workings`). */
async function computeFigures(db: DbOrTx, employee: SettlementEmployee, exit: Exit, waive: boolean) {
  const lwd = exit.last_working_day;
  const period = periodOf(lwd);
  const rates = await ratesInForce(db, employee.country_id, lwd);
  if (!rates.gratuity) throw conflict(`No gratuity rules are in force on ${lwd}`);
  if (!rates.leaveEncashment) throw conflict(`No leave-encashment rules are in force on ${lwd}`);
  const settings = (await payrollSettingsOf(db, [employee.company_id])).get(employee.company_id);
  if (!settings) throw notFound('Employee');
  const pay = await monthlyPay(db, employee.id, lwd);
  const service = serviceOf(employee.hire_date, lwd);

  const g = gratuity({
    hireDate: employee.hire_date,
    lastWorkingDay: lwd,
    monthlyWages: pay.basic + pay.da,
    rules: rates.gratuity,
  });

  const encashBasis = settings.encashment_basis as PayBasis;
  const balances = (await encashableBalances(db, employee.id, period.year)).map((b) => ({
    code: b.leave_type.code,
    name: b.leave_type.name,
    days: b.remaining_days,
  }));
  const avg = await averageSalary(
    db,
    employee.id,
    lwd,
    rates.leaveEncashment.average_salary_months,
    pay.basic + pay.da,
  );
  const leave = leaveEncashment({
    balances,
    monthlyBasisPay: payOnBasis(encashBasis, pay),
    dayDivisor: settings.encashment_day_divisor,
    averageMonthlySalary: avg.average,
    completedYears: service.years,
    rules: rates.leaveEncashment,
  });

  const noticeBasis = settings.notice_pay_basis as PayBasis;
  const notice = noticePay({
    exitType: exit.exit_type,
    noticeDate: exit.notice_date,
    lastWorkingDay: lwd,
    requiredDays: settings.notice_period_days,
    monthlyBasisPay: payOnBasis(noticeBasis, pay),
    dayDivisor: settings.notice_pay_day_divisor,
    waiveRecovery: waive,
  });

  const loans = await outstandingLoans(db, employee.id);
  const claims = await claimsDue(db, employee.id);
  const bonus = await bonusDue(db, employee.id, lwd);
  const loanRecovery = loans.reduce((t, l) => t + l.balance, 0);
  const claimsTotal = claims.reduce((t, c) => t + c.amount, 0);

  // The final month's run: its net is paid with the settlement unless the run was paid on its own.
  const run = await runOfMonth(db, employee.id, period.year, period.month);
  const included = run !== null && run.status !== 'paid';
  const finalMonthNet = run && included ? paise(run.net_salary) : 0;

  // TDS on the whole settlement: the year's runs (drafts too: the final month's may be one until the LWD).
  const fy = financialYear(period);
  const position = (await taxPositions(db, [employee.id], fy.label, { project: false })).get(employee.id);
  if (!position) throw notFound('Employee');
  const months = (await runMonthsInYear(db, [employee.id], fy.start, { withDrafts: true })).map((row) =>
    paidMonth(paidFiguresOf(row)),
  );
  const { months: _paidOnly, ...year } = position.input;
  const tax = settlementTds({
    year,
    months,
    period,
    taxable: {
      leaveEncashment: leave.taxable,
      gratuity: g.taxable,
      noticePay: notice.amount,
      bonus: bonus.amount,
      claims: claims.filter((c) => c.taxable).reduce((t, c) => t + c.amount, 0),
    },
  });

  const netPayable =
    finalMonthNet +
    leave.amount +
    g.amount +
    notice.amount +
    claimsTotal +
    bonus.amount -
    loanRecovery -
    tax.tds;

  const workings: SettlementWorkings = {
    gratuity: {
      eligible: g.eligible,
      reason: g.reason,
      service: {
        years: g.service.years,
        months: g.service.months,
        days: g.service.days,
        part_year_days: g.service.partYearDays,
      },
      years_counted: g.years,
      monthly_wages: r(g.monthlyWages),
      per_year: r(Math.round(g.perYear)),
      days_per_year: rates.gratuity.days_per_year,
      day_divisor: rates.gratuity.day_divisor,
      computed: r(g.computed),
      ceiling: rates.gratuity.ceiling,
      ceiling_applied: g.ceilingApplied,
      amount: r(g.amount),
      exemption_limit: rates.gratuity.exemption_limit,
      exempt: r(g.exempt),
      taxable: r(g.taxable),
      reading: GRATUITY_READING,
    },
    leave_encashment: {
      balances,
      year: period.year,
      days: leave.days,
      basis: encashBasis,
      monthly_basis_pay: r(payOnBasis(encashBasis, pay)),
      day_divisor: settings.encashment_day_divisor,
      daily_rate: r(Math.round(leave.dailyRate)),
      amount: r(leave.amount),
      average_monthly_salary: r(avg.average),
      average_months: avg.months,
      average_salary_months: rates.leaveEncashment.average_salary_months,
      completed_years: service.years,
      leave_credit_days: leave.leaveCreditDays,
      limbs: {
        limit: r(leave.limbs.limit),
        received: r(leave.limbs.received),
        average_salary: r(leave.limbs.averageSalary),
        leave_credit: r(leave.limbs.leaveCredit),
      },
      exempt: r(leave.exempt),
      taxable: r(leave.taxable),
    },
    notice_pay: {
      exit_type: exit.exit_type,
      notice_date: exit.notice_date,
      required_days: notice.requiredDays,
      served_days: notice.servedDays,
      shortfall_days: notice.shortfallDays,
      basis: noticeBasis,
      monthly_basis_pay: r(payOnBasis(noticeBasis, pay)),
      day_divisor: settings.notice_pay_day_divisor,
      daily_rate: r(Math.round(notice.dailyRate)),
      amount: r(notice.amount),
      waived: notice.waived,
      note: notice.note,
    },
    final_month: {
      run_id: run?.id ?? null,
      year: period.year,
      month: period.month,
      status: run?.status ?? null,
      net_salary: run ? Number(run.net_salary) : 0,
      included,
      note: !run
        ? `No payroll run for ${monthYearName(period)}`
        : included
          ? `Net pay of ${monthYearName(period)}, paid with the settlement`
          : `${monthYearName(period)} was paid on its own; not paid again`,
    },
    loans: loans.map((l) => ({ loan_id: l.loanId, kind: l.kind, balance: r(l.balance) })),
    claims: claims.map((c) => ({
      id: c.id,
      category: c.category,
      expense_date: c.expenseDate,
      amount: r(c.amount),
      taxable: c.taxable,
    })),
    bonus: {
      amount: r(bonus.amount),
      entry_ids: bonus.entryIds,
      current_year: bonus.currentYear
        ? {
            accounting_year: bonus.currentYear.accountingYear,
            amount: r(bonus.currentYear.amount),
            eligible: bonus.currentYear.eligible,
            reason: bonus.currentYear.reason,
          }
        : null,
    },
    tds: {
      financial_year: fy.label,
      regime: position.regimeCode,
      salary_months: months.length,
      salary_taxable: r(months.reduce((t, m) => t + m.taxable, 0)),
      settlement_taxable: r(tax.settlementTaxable),
      total_income: r(tax.result.totalIncome),
      tax_payable: r(tax.result.totalTax),
      tds_deducted: r(tax.result.tdsDeducted),
      tds: r(tax.tds),
      lines: tax.result.lines.map((l) => ({ key: l.key, label: l.label, amount: r(l.amount) })),
    },
    waive_notice_recovery: waive,
  };

  return {
    final_month_run_id: run?.id ?? null,
    final_month_net: numericText(finalMonthNet),
    leave_encashment: numericText(leave.amount),
    gratuity: numericText(g.amount),
    notice_pay: numericText(notice.amount),
    reimbursements: numericText(claimsTotal),
    bonus: numericText(bonus.amount),
    loan_recovery: numericText(loanRecovery),
    tds: numericText(tax.tds),
    net_payable: numericText(netPayable),
    statement: workings as unknown as Record<string, unknown>,
  };
}

/**
 * Computes the employee's full and final settlement as a draft, or recomputes the draft there is (409 once it
 * is approved or paid). The final month's payroll run is (re)processed first, unless it is locked, so its net
 * is current.
 */
export async function computeSettlement(
  db: Db,
  principal: Principal,
  employeeId: number,
  input: FinalSettlementRequest,
) {
  const scope = companyScope(principal);
  const employee = await settlementEmployee(db, scope, employeeId);
  if (!employee) throw notFound('Employee');
  const exit = exitOf(employee);
  if (!exit) throw conflict('Record the employee’s exit before computing the full and final settlement');
  const existing = await settlementOfEmployee(db, employeeId);
  if (existing && existing.status !== 'draft') {
    throw conflict(`The full and final settlement is already ${existing.status}`);
  }
  const period = periodOf(exit.last_working_day);
  const run = await runOfMonth(db, employeeId, period.year, period.month);
  if (!run || !['approved', 'paid'].includes(run.status)) {
    // A refusal (no structure for the month, locked meanwhile) leaves the month as it stands; the final
    // month's working says what there is, and approval needs the run processed.
    await processPayroll(db, principal, [employeeId], period.year, period.month);
  }
  const waive =
    input?.waive_notice_recovery ??
    Boolean((existing?.statement as SettlementWorkings | undefined)?.waive_notice_recovery);
  const id = await db.transaction(async (tx) => {
    const locked = await settlementEmployee(tx, scope, employeeId, true);
    const lockedExit = locked && exitOf(locked);
    if (!locked || !lockedExit)
      throw conflict('Record the employee’s exit before computing the full and final settlement');
    const figures = await computeFigures(tx, locked, lockedExit, waive);
    const row = await upsertDraft(tx, {
      employee_id: employeeId,
      status: 'draft',
      last_working_day: lockedExit.last_working_day,
      ...figures,
      computed_by: principal.userId,
      computed_at: new Date(),
    });
    if (!row) throw conflict('The full and final settlement has already been approved');
    await recordAudit(tx, principal, {
      action: 'final_settlement.computed',
      entity_type: 'final_settlement',
      entity_id: row.id,
      company_id: locked.company_id,
      summary: `Computed the full and final settlement of ${locked.employee_id}: net payable ${figures.net_payable}`,
      changes: {
        gratuity: Number(figures.gratuity),
        leave_encashment: Number(figures.leave_encashment),
        notice_pay: Number(figures.notice_pay),
        tds: Number(figures.tds),
        net_payable: Number(figures.net_payable),
      },
    });
    return row.id;
  });
  return { created: !existing, final_settlement: await loadSettlement(db, principal, id) };
}

// ---- reading

async function view(db: DbOrTx, row: SettlementRow, employee: SettlementEmployee): Promise<FinalSettlement> {
  const exit = exitOf(employee);
  return {
    id: row.id,
    status: row.status as SettlementStatus,
    employee: {
      id: employee.id,
      employee_id: employee.employee_id,
      first_name: employee.first_name,
      last_name: employee.last_name,
      company_id: employee.company_id,
      job_title: employee.job_title,
      department: employee.department,
      hire_date: employee.hire_date,
      status: employee.status,
    },
    exit_type: (exit?.exit_type ?? (row.statement as SettlementWorkings).notice_pay.exit_type) as ExitType,
    notice_date: exit?.notice_date ?? (row.statement as SettlementWorkings).notice_pay.notice_date,
    last_working_day: row.last_working_day,
    exit_reason: employee.exit_reason,
    final_month_run_id: row.final_month_run_id,
    final_month_net: Number(row.final_month_net),
    leave_encashment: Number(row.leave_encashment),
    gratuity: Number(row.gratuity),
    notice_pay: Number(row.notice_pay),
    reimbursements: Number(row.reimbursements),
    bonus: Number(row.bonus),
    loan_recovery: Number(row.loan_recovery),
    tds: Number(row.tds),
    net_payable: Number(row.net_payable),
    workings: row.statement as unknown as SettlementWorkings,
    computed_at: row.computed_at.toISOString(),
    computed_by: await userName(db, row.computed_by),
    approved_at: isoOrNull(row.approved_at),
    approved_by: await userName(db, row.approved_by),
    paid_at: isoOrNull(row.paid_at),
    paid_by: await userName(db, row.paid_by),
  };
}

/**
 * The settlement and its employee, if the caller may read it — HR of the company, or (with `own`) the employee
 * once it is approved (404 otherwise: its existence is not revealed).
 */
async function readable(db: DbOrTx, principal: Principal, id: number, own: boolean) {
  const row = await settlementById(db, id);
  if (!row) throw notFound('Final settlement');
  const employee = await settlementEmployee(db, { kind: 'all' }, row.employee_id);
  if (!employee) throw notFound('Final settlement');
  // The employee sees their settlement once it is approved: a draft is still HR's working.
  const allowed =
    isHrOf(principal, employee) || (own && principal.employeeId === employee.id && row.status !== 'draft');
  if (!allowed) throw notFound('Final settlement');
  return { row, employee };
}

export async function loadSettlement(db: DbOrTx, principal: Principal, id: number) {
  const { row, employee } = await readable(db, principal, id, false);
  return view(db, row, employee);
}

/** The employee's settlement (HR of their company, or the employee once approved); null when there is none. */
export async function settlementOfEmployeeFor(db: Db, principal: Principal, employeeId: number) {
  const employee = await settlementEmployee(db, { kind: 'all' }, employeeId);
  if (!employee) throw notFound('Employee');
  const hr = isHrOf(principal, employee);
  if (!hr && principal.employeeId !== employee.id) throw notFound('Employee');
  const row = await settlementOfEmployee(db, employeeId);
  // The employee sees their settlement once it is approved: a draft is still HR's working.
  return row && (hr || row.status !== 'draft') ? view(db, row, employee) : null;
}

// ---- approving, paying, deleting

/**
 * draft → approved, once (a conditional update: of two approvals at once one wins, the other is a 409). Nobody
 * approves their own settlement, nor one they computed, when the company keeps duties apart. The final month's
 * run must be processed (approved here with its event), approved or paid. The employee is marked terminated and
 * the loans, claims and bonus the settlement pays are tied to it.
 */
export async function approveSettlement(db: Db, principal: Principal, id: number) {
  await db.transaction(async (tx) => {
    const { row, employee } = await readable(tx, principal, id, false);
    if (row.status !== 'draft')
      throw conflict(`Only a draft settlement can be approved; this one is ${row.status}`);
    if (await segregationOfDutiesIn(tx, employee.company_id)) {
      if (employee.id === principal.employeeId)
        throw forbidden('You cannot approve your own full and final settlement');
      if (row.computed_by === principal.userId) {
        throw forbidden('You computed this settlement; someone else must approve it');
      }
    }
    const workings = row.statement as unknown as SettlementWorkings;
    // A draft is a snapshot: an exit moved or a loan's balance changed since makes it stale.
    if (employee.last_working_day !== row.last_working_day)
      throw conflict('The exit has changed since this settlement was computed; recompute it');
    const owed = (await outstandingLoans(tx, employee.id)).reduce((n, l) => n + l.balance, 0);
    if (owed !== paise(row.loan_recovery))
      throw conflict('The employee’s loans have changed since this settlement was computed; recompute it');
    const period = periodOf(row.last_working_day);
    const run = await runOfMonth(tx, employee.id, period.year, period.month);
    if (!run || !RUN_READY.includes(run.status)) {
      throw conflict(
        `The ${monthYearName(period)} payroll run must be processed before the settlement is approved${run ? ` (it is ${run.status})` : ''}`,
      );
    }
    if (run.status === 'paid' && workings.final_month.included) {
      throw conflict(
        `${monthYearName(period)} was paid on its own after this settlement was computed; recompute it`,
      );
    }
    const approved = await transitionSettlement(tx, id, 'draft', {
      status: 'approved',
      approved_by: principal.userId,
      approved_at: new Date(),
    });
    if (!approved) throw conflict('Only a draft settlement can be approved; this one has just been approved');
    if (run.status === 'processed') {
      const moved = await transitionRun(tx, run.id, 'processed', {
        status: 'approved',
        approved_by: principal.userId,
        approved_at: new Date(),
      });
      if (moved) {
        await recordEvents(tx, [
          { runId: run.id, from: 'processed', to: 'approved', userId: principal.userId },
        ]);
        await recordAudit(tx, principal, {
          action: 'payroll_run.approved',
          entity_type: 'payroll_run',
          entity_id: run.id,
          company_id: employee.company_id,
          summary: `Approved the ${period.year}-${String(period.month).padStart(2, '0')} payroll run of ${employee.employee_id} with the full and final settlement`,
          changes: { status: { from: 'processed', to: 'approved' }, net_salary: Number(run.net_salary) },
        });
      }
    }
    await terminateEmployee(tx, employee.id);
    await settleLoans(tx, employee.id, id, row.last_working_day, principal.userId);
    await settleClaims(
      tx,
      workings.claims.map((c) => c.id),
      id,
    );
    await settleBonus(tx, workings.bonus.entry_ids, id);
    await recordAudit(tx, principal, {
      action: 'final_settlement.approved',
      entity_type: 'final_settlement',
      entity_id: id,
      company_id: employee.company_id,
      summary: `Approved the full and final settlement of ${employee.employee_id} (${nameOf(employee)}); marked terminated from ${row.last_working_day}`,
      changes: { status: { from: 'draft', to: 'approved' }, net_payable: Number(row.net_payable) },
    });
  });
  return loadSettlement(db, principal, id);
}

/** approved → paid, once; the final month's approved run is paid with it. */
export async function markSettlementPaid(db: Db, principal: Principal, id: number) {
  await db.transaction(async (tx) => {
    const { row, employee } = await readable(tx, principal, id, false);
    if (row.status !== 'approved') {
      throw conflict(`Only an approved settlement can be marked as paid; this one is ${row.status}`);
    }
    if (await segregationOfDutiesIn(tx, employee.company_id)) {
      if (employee.id === principal.employeeId)
        throw forbidden('You cannot mark your own settlement as paid');
    }
    const paid = await transitionSettlement(tx, id, 'approved', {
      status: 'paid',
      paid_by: principal.userId,
      paid_at: new Date(),
    });
    if (!paid)
      throw conflict('Only an approved settlement can be marked as paid; this one has just been paid');
    const period = periodOf(row.last_working_day);
    const run = await runOfMonth(tx, employee.id, period.year, period.month);
    if (run?.status === 'approved') {
      const moved = await transitionRun(tx, run.id, 'approved', {
        status: 'paid',
        paid_by: principal.userId,
        paid_at: new Date(),
      });
      if (moved) {
        await recordEvents(tx, [{ runId: run.id, from: 'approved', to: 'paid', userId: principal.userId }]);
        await recordAudit(tx, principal, {
          action: 'payroll_run.paid',
          entity_type: 'payroll_run',
          entity_id: run.id,
          company_id: employee.company_id,
          summary: `Marked as paid the ${period.year}-${String(period.month).padStart(2, '0')} payroll run of ${employee.employee_id} with the full and final settlement`,
          changes: { status: { from: 'approved', to: 'paid' }, net_salary: Number(run.net_salary) },
        });
      }
    }
    await recordAudit(tx, principal, {
      action: 'final_settlement.paid',
      entity_type: 'final_settlement',
      entity_id: id,
      company_id: employee.company_id,
      summary: `Marked as paid the full and final settlement of ${employee.employee_id}`,
      changes: { status: { from: 'approved', to: 'paid' }, net_payable: Number(row.net_payable) },
    });
  });
  return loadSettlement(db, principal, id);
}

/** Deletes a draft (409 once approved or paid). */
export async function deleteSettlement(db: Db, principal: Principal, id: number) {
  await db.transaction(async (tx) => {
    const { row, employee } = await readable(tx, principal, id, false);
    if (row.status !== 'draft' || !(await deleteDraft(tx, id))) {
      throw conflict(
        `Only a draft settlement can be deleted; this one is ${row.status === 'draft' ? 'approved' : row.status}`,
      );
    }
    await recordAudit(tx, principal, {
      action: 'final_settlement.deleted',
      entity_type: 'final_settlement',
      entity_id: id,
      company_id: employee.company_id,
      summary: `Deleted the draft full and final settlement of ${employee.employee_id}`,
      changes: { net_payable: Number(row.net_payable) },
    });
  });
}

/** The PDF statement: HR of the company (manage or approve) or the employee themselves. */
export async function settlementStatement(db: Db, principal: Principal, id: number) {
  const { row, employee } = await readable(db, principal, id, true);
  const settlement = await view(db, row, employee);
  const company = await loadCompany(db, principal, employee.company_id);
  return {
    filename: `full_and_final_${employee.employee_id}.pdf`,
    pdf: await settlementPdf(company, settlement),
  };
}
