import type { FilingBlocker, FilingState } from '@hrms/contracts/filing-checklist';

/**
 * The filing checklist's pure rules (docs/decisions/statutory.md, "The filing checklist"): how far a filing
 * has got, what holds the whole month, and the state that follows.
 */

/** How far a filing has got: begun (something recorded against it) and complete (everything due covered). */
export type Progress = { started: boolean; complete: boolean };

/** Rupees as paise, so that sums compare exactly. */
const paise = (rupees: number) => Math.round(rupees * 100);

/** A payment's progress: begun once anything is paid, complete once the payments cover what is due. */
export function paymentProgress(due: number, paid: number): Progress {
  return { started: paise(paid) > 0, complete: paise(due) > 0 && paise(paid) >= paise(due) };
}

/** The bank transfer's progress: begun once a counted run is marked paid, complete once every one is. */
export function transferProgress(runs: { approved: number; paid: number }): Progress {
  return { started: runs.paid > 0, complete: runs.paid > 0 && runs.approved === 0 };
}

/**
 * A filing's state. Paid once complete and the month settled (every employee's run approved, so that what was
 * due is the month's whole); filed once begun; otherwise blocked while anything blocks it, else ready.
 * Progress outranks blockers: a return filed stays filed when a detail goes missing later (its blockers are
 * still listed beside it).
 */
export function filingState(f: { progress: Progress; settled: boolean; blockers: number }): FilingState {
  if (f.progress.complete && f.settled) return 'paid';
  if (f.progress.started) return 'filed';
  return f.blockers > 0 ? 'blocked' : 'ready';
}

/** The month's runs as the pay run counts them. */
export type MonthCounts = {
  not_processed: number;
  draft: number;
  processed: number;
  approved: number;
  paid: number;
};

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/**
 * What holds every filing of the month: a month not yet ended, or employees on its payroll without an
 * approved run — every file and amount counts approved and paid runs only, so until then none is the
 * month's whole. Links to the pay run, where the month is processed and approved.
 */
export function monthBlockers(
  c: MonthCounts,
  month: { ended: boolean; name: string; link: string },
): FilingBlocker[] {
  if (!month.ended) {
    return [{ kind: 'pay-run', message: `${month.name} has not ended yet.`, link: month.link }];
  }
  const open = c.not_processed + c.draft + c.processed;
  if (!open) return [];
  const parts = [
    c.processed ? `${c.processed.toLocaleString('en-IN')} to approve` : '',
    c.draft ? `${plural(c.draft, 'draft')} to process again` : '',
    c.not_processed ? `${c.not_processed.toLocaleString('en-IN')} not processed` : '',
  ].filter(Boolean);
  return [
    {
      kind: 'pay-run',
      message: `${plural(open, 'employee')} ${open === 1 ? 'has' : 'have'} no approved run for ${month.name} yet (${parts.join(', ')}).`,
      link: month.link,
    },
  ];
}
