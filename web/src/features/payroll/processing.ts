import type { processResult } from '@hrms/contracts/payroll';
import type { z } from 'zod';

export type ProcessResult = z.infer<typeof processResult>;

/** Spec 1 §9: after processing, the screen returns to /payroll after 2 seconds. */
export const PROCESS_REDIRECT_MS = 2000;

export const NO_SELECTION = 'Please select at least one employee';
export const PROCESS_FAILED = 'Failed to process payroll';

/** Spec 1 §2.6's success message. */
export const processedMessage = (processed: number) =>
  `Successfully processed payroll for ${processed} employees`;

/** What the results add up to: how many were processed, saved as drafts, refused. */
export function summariseProcessing(results: readonly ProcessResult[]) {
  const refused = results.filter((r) => r.error !== null);
  return {
    processed: results.length - refused.length,
    drafts: results.filter((r) => r.error === null && r.status === 'draft').length,
    refused,
  };
}

/** The share done, 0 to 100, for the progress bar. */
export function percentDone(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((done / total) * 100));
}
