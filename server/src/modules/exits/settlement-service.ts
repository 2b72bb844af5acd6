import type { ExitType, SettlementStatus } from '@hrms/contracts/enums';
import type {
  FinalSettlement,
  FinalSettlementRequest,
  SettlementWorkings,
} from '@hrms/contracts/final-settlements';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope, holdsInScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { isoOrNull, monthYearName, shortDate, todayIn } from '../../platform/dates';
import { type AppError, conflict, forbidden, notFound } from '../../platform/errors';
import { numericText } from '../../platform/money';
import { periodOf } from '../../platform/period';
import { noDuesOf } from '../checklists/public';
import { companyBrand, loadCompany, segregationOfDutiesIn } from '../organisation/public';
import { processPayroll, recordEvents, transitionRun } from '../payroll/public';
import { statuteFor } from '../statutory/public';
import { duesOf, type SettlementExit, type SettlementFigures, settle } from './engine/settle';
import { loadSettlementFacts } from './settlement-facts';
import { settlementPdf } from './settlement-pdf';
import {
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
import { changedDues, settleDues } from './settlement-sources';

const MANAGE = 'manage-final-settlements' as const;
const APPROVE = 'approve-final-settlements' as const;
/** The final month's run must be at least processed for the settlement to be approved. */
const RUN_READY = ['processed', 'approved', 'paid'];

const nameOf = (e: { first_name: string; last_name: string }) => `${e.first_name} ${e.last_name}`.trim();

function exitOf(employee: SettlementEmployee): SettlementExit | null {
  if (!employee.last_working_day || !employee.notice_date || !employee.exit_type) return null;
  return {
    noticeDate: employee.notice_date,
    lastWorkingDay: employee.last_working_day,
    exitType: employee.exit_type as ExitType,
  };
}

/** The statement a settlement row keeps (jsonb): the workings `settle` wrote. */
const workingsOf = (row: SettlementRow) => row.statement as SettlementWorkings;

/** A statement from before retrenchment and death were exit types has neither of their parts. */
const withDefaults = (w: SettlementWorkings): SettlementWorkings => ({
  ...w,
  retrenchment: w.retrenchment ?? null,
  payable_to: w.payable_to ?? null,
});

/** The settlement's figure columns (numeric rupee text) from its figures in paise. */
const figureColumns = (f: SettlementFigures) => ({
  final_month_run_id: f.finalMonthRunId,
  final_month_net: numericText(f.finalMonthNet),
  leave_encashment: numericText(f.leaveEncashment),
  gratuity: numericText(f.gratuity),
  notice_pay: numericText(f.noticePay),
  retrenchment_compensation: numericText(f.retrenchmentCompensation),
  reimbursements: numericText(f.reimbursements),
  bonus: numericText(f.bonus),
  loan_recovery: numericText(f.loanRecovery),
  tds: numericText(f.tds),
  net_payable: numericText(f.netPayable),
});

/** HR of the settlement's company: whoever computes or approves settlements there. */
const isHrOf = (principal: Principal, employee: { company_id: number }) =>
  holdsInScope(principal, employee.company_id, MANAGE, APPROVE);

// ---- computing

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
  const period = periodOf(exit.lastWorkingDay);
  const run = await runOfMonth(db, employeeId, period.year, period.month);
  if (!run || !['approved', 'paid'].includes(run.status)) {
    // A refusal (no structure for the month, locked meanwhile) leaves the month as it stands; the final
    // month's working says what there is, and approval needs the run processed.
    await processPayroll(db, principal, [employeeId], period.year, period.month);
  }
  const waive =
    input?.waive_notice_recovery ?? Boolean(existing && workingsOf(existing).waive_notice_recovery);
  const id = await db.transaction(async (tx) => {
    const locked = await settlementEmployee(tx, scope, employeeId, true);
    const lockedExit = locked && exitOf(locked);
    if (!locked || !lockedExit)
      throw conflict('Record the employee’s exit before computing the full and final settlement');
    const { figures: settled, workings } = settle(await loadSettlementFacts(tx, locked, lockedExit, waive));
    const figures = figureColumns(settled);
    const row = await upsertDraft(tx, {
      employee_id: employeeId,
      status: 'draft',
      last_working_day: lockedExit.lastWorkingDay,
      ...figures,
      statement: workings,
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
        retrenchment_compensation: Number(figures.retrenchment_compensation),
        tds: Number(figures.tds),
        net_payable: Number(figures.net_payable),
      },
    });
    return row.id;
  });
  return { created: !existing, final_settlement: await loadSettlement(db, principal, id) };
}

// ---- reading

/** A settlement not paid by its due day is overdue from the day after it. */
export const isOverdue = (dueOn: string | null, status: string | null, today: string) =>
  dueOn !== null && status !== 'paid' && today > dueOn;

/** The settlement as `principal` reads it: `approval_blocked`, `payment_blocked` say why they could not act now. */
async function view(
  db: DbOrTx,
  principal: Principal,
  row: SettlementRow,
  employee: SettlementEmployee,
): Promise<FinalSettlement> {
  const exit = exitOf(employee);
  const approvalBlocked =
    row.status === 'draft'
      ? ((await approvalCheck(db, principal, row, employee)).refusal?.message ?? null)
      : null;
  const paymentBlocked =
    row.status === 'approved' ? ((await paymentRefusal(db, principal, employee))?.message ?? null) : null;
  return {
    id: row.id,
    status: row.status as SettlementStatus,
    approval_blocked: approvalBlocked,
    payment_blocked: paymentBlocked,
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
    exit_type: exit?.exitType ?? workingsOf(row).notice_pay.exit_type,
    notice_date: exit?.noticeDate ?? workingsOf(row).notice_pay.notice_date,
    last_working_day: row.last_working_day,
    exit_reason: employee.exit_reason,
    due_on: employee.settlement_due_on,
    overdue: isOverdue(employee.settlement_due_on, row.status, todayIn()),
    final_month_run_id: row.final_month_run_id,
    final_month_net: Number(row.final_month_net),
    leave_encashment: Number(row.leave_encashment),
    gratuity: Number(row.gratuity),
    notice_pay: Number(row.notice_pay),
    retrenchment_compensation: Number(row.retrenchment_compensation),
    reimbursements: Number(row.reimbursements),
    bonus: Number(row.bonus),
    loan_recovery: Number(row.loan_recovery),
    tds: Number(row.tds),
    net_payable: Number(row.net_payable),
    workings: withDefaults(workingsOf(row)),
    computed_at: row.computed_at.toISOString(),
    computed_by: await userName(db, row.computed_by),
    approved_at: isoOrNull(row.approved_at),
    approved_by: await userName(db, row.approved_by),
    paid_at: isoOrNull(row.paid_at),
    paid_by: await userName(db, row.paid_by),
    no_dues: await noDuesOf(db, employee.id),
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
  return view(db, principal, row, employee);
}

/** The employee's settlement (HR of their company, or the employee once approved); null when there is none. */
export async function settlementOfEmployeeFor(db: Db, principal: Principal, employeeId: number) {
  const employee = await settlementEmployee(db, { kind: 'all' }, employeeId);
  if (!employee) throw notFound('Employee');
  const hr = isHrOf(principal, employee);
  if (!hr && principal.employeeId !== employee.id) throw notFound('Employee');
  const row = await settlementOfEmployee(db, employeeId);
  // The employee sees their settlement once it is approved: a draft is still HR's working.
  return row && (hr || row.status !== 'draft') ? view(db, principal, row, employee) : null;
}

// ---- approving, paying, deleting

type FinalMonthRun = NonNullable<Awaited<ReturnType<typeof runOfMonth>>>;

/**
 * Why the principal cannot approve the draft now — the 403 or 409 approving answers — or null with the final
 * month's run approval moves on. The settlement's `approval_blocked` is the same refusal, so the page disables
 * Approve with the server's own reason instead of offering an action bound to fail.
 */
async function approvalCheck(
  db: DbOrTx,
  principal: Principal,
  row: SettlementRow,
  employee: SettlementEmployee,
): Promise<{ refusal: AppError; run: null } | { refusal: null; run: FinalMonthRun }> {
  const refuse = (refusal: AppError) => ({ refusal, run: null });
  if (await segregationOfDutiesIn(db, employee.company_id)) {
    if (employee.id === principal.employeeId)
      return refuse(forbidden('You cannot approve your own full and final settlement'));
    if (row.computed_by === principal.userId)
      return refuse(forbidden('You computed this settlement; someone else must approve it'));
  }
  const workings = workingsOf(row);
  // A draft is a snapshot: an exit moved or a source's dues changed since (a loan's balance) makes it stale.
  if (employee.last_working_day !== row.last_working_day)
    return refuse(conflict('The exit has changed since this settlement was computed; recompute it'));
  const changed = await changedDues(db, employee.id, duesOf(workings));
  if (changed) return refuse(conflict(changed));
  const period = periodOf(row.last_working_day);
  const run = await runOfMonth(db, employee.id, period.year, period.month);
  if (!run || !RUN_READY.includes(run.status)) {
    return refuse(
      conflict(
        `The ${monthYearName(period)} payroll run must be processed before the settlement is approved${run ? ` (it is ${run.status})` : ''}`,
      ),
    );
  }
  if (run.status === 'paid' && workings.final_month.included) {
    return refuse(
      conflict(
        `${monthYearName(period)} was paid on its own after this settlement was computed; recompute it`,
      ),
    );
  }
  return { refusal: null, run };
}

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
    const { refusal, run } = await approvalCheck(tx, principal, row, employee);
    if (refusal) throw refusal;
    const recorded = duesOf(workingsOf(row));
    const period = periodOf(row.last_working_day);
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
          summary: `Approved the ${monthYearName(period)} payroll run of ${employee.employee_id} with the full and final settlement`,
          changes: { status: { from: 'processed', to: 'approved' }, net_salary: Number(run.net_salary) },
        });
      }
    }
    await terminateEmployee(tx, employee.id);
    await settleDues(tx, employee.id, id, {
      onDate: row.last_working_day,
      userId: principal.userId,
      recorded,
    });
    await recordAudit(tx, principal, {
      action: 'final_settlement.approved',
      entity_type: 'final_settlement',
      entity_id: id,
      company_id: employee.company_id,
      summary: `Approved the full and final settlement of ${employee.employee_id} (${nameOf(employee)}); marked terminated from ${shortDate(row.last_working_day)}`,
      changes: { status: { from: 'draft', to: 'approved' }, net_payable: Number(row.net_payable) },
    });
  });
  return loadSettlement(db, principal, id);
}

/** Why the principal cannot mark an approved settlement paid (`payment_blocked`), or null. */
async function paymentRefusal(db: DbOrTx, principal: Principal, employee: SettlementEmployee) {
  return (await segregationOfDutiesIn(db, employee.company_id)) && employee.id === principal.employeeId
    ? forbidden('You cannot mark your own settlement as paid')
    : null;
}

/** approved → paid, once; the final month's approved run is paid with it. */
export async function markSettlementPaid(db: Db, principal: Principal, id: number) {
  await db.transaction(async (tx) => {
    const { row, employee } = await readable(tx, principal, id, false);
    if (row.status !== 'approved') {
      throw conflict(`Only an approved settlement can be marked as paid; this one is ${row.status}`);
    }
    const refusal = await paymentRefusal(tx, principal, employee);
    if (refusal) throw refusal;
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
          summary: `Marked as paid the ${monthYearName(period)} payroll run of ${employee.employee_id} with the full and final settlement`,
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
  const settlement = await view(db, principal, row, employee);
  const company = await loadCompany(db, principal, employee.company_id);
  const { logo } = await companyBrand(db, employee.company_id);
  const statute = await statuteFor(db, settlement.workings.tds.financial_year);
  return {
    filename: `full_and_final_${employee.employee_id}.pdf`,
    pdf: await settlementPdf(company, settlement, logo, statute),
  };
}
