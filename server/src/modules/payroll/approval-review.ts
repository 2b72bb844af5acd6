import type { DbOrTx } from '../../db/client';
import { slot } from '../../platform/slot';

/** A run as the review before approval reads it. */
export type RunUnderReview = { id: number; companyId: number; year: number; month: number };

/**
 * The labels of what the review before approval flags on one run (none when nothing is flagged). The review
 * belongs to pay-runs, which reads payroll: it fills this slot (server/src/wiring.ts) so that approving a
 * single flagged run asks for a note just as the month's bulk approval does.
 */
export const runReview = slot<(db: DbOrTx, run: RunUnderReview) => Promise<string[]>>('runReview');
