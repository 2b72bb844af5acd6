import { plural } from '@hrms/contracts/formats';
import type { DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { chunksOf } from '../../platform/chunks';
import { monthYearName } from '../../platform/dates';
import { fieldError } from '../../platform/errors';
import { yearMonth } from '../../platform/period';
import { segregationOfDutiesIn } from '../organisation/public';
import {
  countRunsIn,
  type MonthRuns,
  monthRunsOf,
  moveRuns,
  noteRuns,
  releaseRuns,
  type ToldRun,
} from './month-queries';
import { type RunToTell, tellRunPaid, tellRunReleased } from './notifications';
import { recordEvents } from './queries';
import { releasedWhenPaid } from './service';

export type { MonthRuns } from './month-queries';

/** A run a bulk action left alone, and why. */
export type Skip = { run_id: number; employee_code: string; employee_name: string; reason: string };
export type MonthAction = 'approved' | 'paid' | 'released';

const CHUNK = 1000;
type Candidate = Awaited<ReturnType<typeof monthRunsOf>>[number];

/** Named runs must all be runs of the company's month (a 422 names how many are not). */
function assertNamed(m: MonthRuns, runs: Candidate[]) {
  if (!m.runIds) return;
  const found = new Set(runs.map((r) => r.id));
  const stray = [...new Set(m.runIds)].filter((id) => !found.has(id)).length;
  if (stray)
    throw fieldError(
      'run_ids',
      `${stray} of the selected runs ${stray === 1 ? 'is not a run' : 'are not runs'} of ${monthYearName(m.period)} in this company.`,
    );
}

/**
 * Why a run is left alone by the action, or null when it is to move (or is already past it: not a skip).
 * Segregation of duties as the single-run actions keep it: nobody approves or pays their own pay, nor
 * approves what they processed.
 */
function skipReason(run: Candidate, action: MonthAction, principal: Principal, apart: boolean) {
  if (run.status === 'draft') return `A draft: ${run.draft_reason ?? 'process it again'}`;
  if (action === 'approved') {
    if (run.status !== 'processed') return null;
    if (apart && run.employee_id === principal.employeeId)
      return 'Your own run: someone else must approve it';
    if (apart && run.processed_by === principal.userId)
      return 'You processed this run: someone else must approve it';
    return null;
  }
  if (run.status === 'processed') return 'Not approved yet';
  if (action === 'paid' && run.status === 'approved' && apart && run.employee_id === principal.employeeId)
    return 'Your own run: someone else must mark it paid';
  return null;
}

const FROM = { approved: 'processed', paid: 'approved', released: 'unreleased' } as const;

/** How many runs the action would move: what decides whether it runs in the request or as a job. */
export const runsToMove = (db: DbOrTx, m: MonthRuns, action: MonthAction) => countRunsIn(db, m, FROM[action]);

const toMove = (run: Candidate, action: MonthAction) =>
  action === 'approved'
    ? run.status === 'processed'
    : action === 'paid'
      ? run.status === 'approved'
      : ['approved', 'paid'].includes(run.status) && run.released_at === null;

const AUDIT = {
  approved: { action: 'payroll_run.approved', verb: 'Approved' },
  paid: { action: 'payroll_run.paid', verb: 'Marked as paid' },
  released: { action: 'payroll_run.released', verb: 'Released the payslips of' },
} as const;

/**
 * Approves, pays or releases a company's month of runs (or the named ones) in one transaction: each run
 * moves at most once under parallel requests, every move has its run event, the batch one audit event, and
 * each employee hears in the same transaction (released: their payslip is ready; paid: with the payslip).
 */
export async function actOnMonthRuns(
  db: DbOrTx,
  principal: Principal,
  m: MonthRuns,
  action: MonthAction,
  /**
   * The runs the review flags: approving any of them needs a note (422 on `note` otherwise), kept on each.
   */
  review: { flagged: ReadonlySet<number>; note?: string } | null = null,
): Promise<{ changed: number; skipped: Skip[] }> {
  return db.transaction(async (tx) => {
    const runs = await monthRunsOf(tx, m);
    assertNamed(m, runs);
    const apart = await segregationOfDutiesIn(tx, m.companyId);
    const skipped: Skip[] = [];
    const eligible: Candidate[] = [];
    for (const run of runs) {
      const reason = skipReason(run, action, principal, apart);
      if (reason) skipped.push(skip(run, reason));
      else if (toMove(run, action)) eligible.push(run);
    }
    const flagged = review ? eligible.filter((r) => review.flagged.has(r.id)) : [];
    if (action === 'approved' && flagged.length && !review?.note)
      throw fieldError(
        'note',
        `${flagged.length} of the runs to approve ${flagged.length === 1 ? 'is' : 'are'} flagged by the review: give a note to approve ${flagged.length === 1 ? 'it' : 'them'}.`,
      );
    const moved: ToldRun[] = [];
    const now = new Date();
    for (const chunk of chunksOf(
      eligible.map((r) => r.id),
      CHUNK,
    )) {
      if (action === 'released') moved.push(...(await releaseRuns(tx, chunk, principal.userId)));
      else if (action === 'approved')
        moved.push(
          ...(await moveRuns(tx, chunk, 'processed', {
            status: 'approved',
            approved_by: principal.userId,
            approved_at: now,
          })),
        );
      else
        moved.push(
          ...(await moveRuns(tx, chunk, 'approved', {
            status: 'paid',
            paid_by: principal.userId,
            paid_at: now,
            ...releasedWhenPaid(principal.userId),
          })),
        );
    }
    const movedIds = new Set(moved.map((r) => r.id));
    const note = action === 'approved' ? review?.note : undefined;
    const noted = note ? moved.filter((r) => review?.flagged.has(r.id)).map((r) => r.id) : [];
    if (note && noted.length) await noteRuns(tx, noted, note);
    for (const run of eligible)
      if (!movedIds.has(run.id)) skipped.push(skip(run, 'Already moved on by another request'));
    if (action !== 'released') {
      const from = action === 'approved' ? 'processed' : 'approved';
      await recordEvents(
        tx,
        moved.map((r) => ({ runId: r.id, from, to: action, userId: principal.userId })),
      );
    }
    if (moved.length) {
      const label = yearMonth(m.period);
      await recordAudit(tx, principal, {
        action: AUDIT[action].action,
        entity_type: 'payroll_run',
        entity_id: moved.length === 1 ? (moved[0]?.id ?? null) : null,
        company_id: m.companyId,
        summary: `${AUDIT[action].verb} ${plural(moved.length, 'payroll run')} of ${monthYearName(m.period)}`,
        changes: {
          pay_period: label,
          runs: moved.length,
          skipped: skipped.length,
          net_salary: moved.reduce((sum, r) => sum + Number(r.net_salary), 0),
          ...(noted.length ? { flagged_approved: noted.length, note } : {}),
        },
      });
    }
    const code = new Map(runs.map((r) => [r.id, r.employee_code]));
    for (const r of moved) {
      const run: RunToTell = { ...r, employee_code: code.get(r.id) ?? '', company_id: m.companyId };
      if (action === 'released') await tellRunReleased(tx, run, principal);
      else if (action === 'paid') await tellRunPaid(tx, run);
    }
    return { changed: moved.length, skipped };
  });
}

const skip = (run: Candidate, reason: string): Skip => ({
  run_id: run.id,
  employee_code: run.employee_code,
  employee_name: run.employee_name,
  reason,
});
