import {
  monthBeingPaid,
  PAY_RUN_JOB_KINDS,
  PAY_RUN_SYNC_MAX,
  type PayRun,
  type PayRunAction,
  type PayRunActionResult,
  VARIANCE_THRESHOLD_PERCENT,
} from '@hrms/contracts/pay-runs';
import type { DbOrTx } from '../../db/client';
import { targetCompany } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { iso, monthYearName, todayIn } from '../../platform/dates';
import { conflict } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs/queue';
import { lastDayOf, type Period, yearMonth } from '../../platform/period';
import { deleteLock, findLock, insertLock } from '../month-locks/public';
import { loadCompany } from '../organisation/public';
import { actOnMonthRuns, type MonthAction, monthFigures, runsToMove } from '../payroll/public';
import { payRunInputs, payRunSteps } from './engine/steps';
import { monthInputs } from './queries';
import { monthVariance } from './variance-service';

/** The month's state, figures, inputs and steps; the month being paid unless one is asked for. */
export async function payRunOf(
  db: DbOrTx,
  principal: Principal,
  q: { company_id?: number; year?: number; month?: number },
): Promise<PayRun> {
  const company = await loadCompany(db, principal, targetCompany(principal, q.company_id));
  const today = todayIn();
  const period: Period = q.year && q.month ? { year: q.year, month: q.month } : monthBeingPaid(today);
  const [figures, counts, lock] = [
    await monthFigures(db, company.id, period),
    await monthInputs(db, company.id, period),
    await findLock(db, company.id, period),
  ];
  const inputs = payRunInputs(counts);
  const monthEnded = lastDayOf(period) < today;
  const variance = await monthVariance(db, company.id, period, VARIANCE_THRESHOLD_PERCENT);
  const flagged = variance.filter((r) => r.status === 'processed' && r.flags.length > 0).length;
  const { steps, state } = payRunSteps({ ...figures.counts, flagged }, inputs, monthEnded, lock !== null);
  return {
    company_id: company.id,
    company_name: company.name,
    ...period,
    pay_period: yearMonth(period),
    state,
    month_ended: monthEnded,
    locked: lock ? { at: iso(lock.locked_at), by: lock.locked_by } : null,
    counts: { ...figures.counts, flagged },
    totals: figures.totals,
    inputs,
    steps,
  };
}

const MESSAGES: Record<MonthAction, (n: number, month: string) => string> = {
  approved: (n, month) => `Approved ${n} payroll run${n === 1 ? '' : 's'} of ${month}`,
  paid: (n, month) => `Marked ${n} payroll run${n === 1 ? '' : 's'} of ${month} as paid`,
  released: (n, month) => `Released ${n} payslip${n === 1 ? '' : 's'} of ${month} to employees`,
};

/**
 * The month's runs the review flags (at the default threshold): approving any of them asks for a note
 * (payroll's actOnMonthRuns refuses without one), kept on each.
 */
async function reviewOf(db: DbOrTx, companyId: number, period: Period, note: string | undefined) {
  const rows = await monthVariance(db, companyId, period, VARIANCE_THRESHOLD_PERCENT);
  return { flagged: new Set(rows.filter((r) => r.flags.length > 0).map((r) => r.run_id)), note };
}

const QUEUED: Record<MonthAction, string> = {
  approved: 'Approving',
  paid: 'Marking as paid',
  released: 'Releasing the payslips of',
};

/**
 * Queues a bulk action as a job when it would move more than `syncMax` runs (PAY_RUN_SYNC_MAX; the answer
 * the client follows), or answers null for the request to do the work itself.
 */
export async function queueIfLarge(
  db: DbOrTx,
  jobs: JobQueue,
  principal: Principal,
  body: PayRunAction,
  action: MonthAction,
  syncMax = PAY_RUN_SYNC_MAX,
) {
  const company = await loadCompany(db, principal, body.company_id);
  const period = { year: body.year, month: body.month };
  const runs = await runsToMove(db, { companyId: company.id, period, runIds: body.run_ids }, action);
  if (runs <= syncMax) return null;
  const jobId = await jobs.enqueue(PAY_RUN_JOB_KINDS[action], { ...body, runs }, principal, runs);
  return { message: `${QUEUED[action]} ${runs} runs of ${monthYearName(period)}`, job_id: jobId };
}

/** Approves, pays or releases the month's runs (or the named ones); answers with what moved, what not and why. */
export async function actOnPayRun(
  db: DbOrTx,
  principal: Principal,
  body: PayRunAction,
  action: MonthAction,
): Promise<PayRunActionResult> {
  const company = await loadCompany(db, principal, body.company_id);
  const period = { year: body.year, month: body.month };
  const review = action === 'approved' ? await reviewOf(db, company.id, period, body.note) : null;
  const { changed, skipped } = await actOnMonthRuns(
    db,
    principal,
    { companyId: company.id, period, runIds: body.run_ids },
    action,
    review,
  );
  return {
    message: MESSAGES[action](changed, monthYearName(period)),
    changed,
    skipped,
    pay_run: await payRunOf(db, principal, { company_id: company.id, ...period }),
  };
}

/**
 * Locks the month once every employee on its payroll has an approved or paid run (409 otherwise, and when
 * it is already locked; the unique index settles parallel requests). Audited.
 */
export async function lockPayRun(db: DbOrTx, principal: Principal, body: PayRunAction) {
  const company = await loadCompany(db, principal, body.company_id);
  const period = { year: body.year, month: body.month };
  const month = monthYearName(period);
  await db.transaction(async (tx) => {
    const { counts } = await monthFigures(tx, company.id, period);
    const open = counts.not_processed + counts.draft + counts.processed;
    if (!counts.approved && !counts.paid)
      throw conflict(`${month} has no approved runs: there is nothing to lock.`);
    if (open)
      throw conflict(
        `${month} cannot be locked: ${open} employee${open === 1 ? '' : 's'} ${open === 1 ? 'has' : 'have'} no approved run yet.`,
      );
    if (!(await insertLock(tx, company.id, period, principal.userId)))
      throw conflict(`${month} is already locked.`);
    await recordAudit(tx, principal, {
      action: 'pay_month.locked',
      entity_type: 'pay_month',
      entity_id: null,
      company_id: company.id,
      summary: `Locked ${month} of ${company.name}`,
      changes: { pay_period: yearMonth(period), runs: counts.approved + counts.paid },
    });
  });
  return {
    message: `${month} is locked`,
    pay_run: await payRunOf(db, principal, { company_id: company.id, ...period }),
  };
}

/** Unlocks a locked month (409 when it is not locked). Audited. */
export async function unlockPayRun(db: DbOrTx, principal: Principal, body: PayRunAction) {
  const company = await loadCompany(db, principal, body.company_id);
  const period = { year: body.year, month: body.month };
  const month = monthYearName(period);
  await db.transaction(async (tx) => {
    if (!(await deleteLock(tx, company.id, period))) throw conflict(`${month} is not locked.`);
    await recordAudit(tx, principal, {
      action: 'pay_month.unlocked',
      entity_type: 'pay_month',
      entity_id: null,
      company_id: company.id,
      summary: `Unlocked ${month} of ${company.name}`,
      changes: { pay_period: yearMonth(period) },
    });
  });
  return {
    message: `${month} is unlocked`,
    pay_run: await payRunOf(db, principal, { company_id: company.id, ...period }),
  };
}
