import type { processResult } from '@hrms/contracts/payroll';
import type { z } from 'zod';
import type { ProgressLabels } from '@/components/ProcessProgress';
import { plural } from '@/lib/format';

export type ProcessResult = z.infer<typeof processResult>;

/** Spec 1 §9: after processing, the screen returns to /payroll after 2 seconds. */
export const PROCESS_REDIRECT_MS = 2000;

export const NO_SELECTION = 'Please select at least one employee';
export const PROCESS_FAILED = 'Failed to process payroll';

/** The progress bar of a processing run. */
export const PROCESS_PROGRESS: ProgressLabels = {
  active: 'Processing payroll...',
  finished: 'Processing finished',
  unit: 'employees',
  bar: 'Payroll processing progress',
};

/** Spec 1 §2.6's success message. */
export const processedMessage = (processed: number) =>
  `Successfully processed payroll for ${plural(processed, 'employee')}`;

/** What the results add up to: how many were processed (created or updated), saved as drafts, refused. */
export function summariseProcessing(results: readonly ProcessResult[]) {
  const refused = results.filter((r) => r.error !== null);
  return {
    processed: results.length - refused.length,
    created: results.filter((r) => r.action === 'created').length,
    updated: results.filter((r) => r.action === 'updated').length,
    drafts: results.filter((r) => r.error === null && r.status === 'draft').length,
    refused,
  };
}

/**
 * The whole outcome in one message, shown on the page and carried to the list's banner (the
 * drafts count was once lost on the way back). Spec 1 §2.6's sentence comes first.
 */
export function processingMessage(outcome: ReturnType<typeof summariseProcessing>): string {
  const { processed, created, updated, drafts, refused } = outcome;
  // A job finished before runs said whether they were new has neither count.
  const split = created + updated ? ` (${created} created, ${updated} updated)` : '';
  const draftNote = drafts
    ? ` ${drafts} saved as draft, to be processed again before approval (each run says why).`
    : '';
  // A refusal is an expected skip with its reason (a run already approved, a locked month), not a failure.
  const skipped = refused.length ? ` ${refused.length} skipped (each says why).` : '';
  return `${processedMessage(processed)}${split}.${draftNote}${skipped}`;
}
