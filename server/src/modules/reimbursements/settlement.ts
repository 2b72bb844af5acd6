import type { DbOrTx } from '../../db/client';
import { conflict } from '../../platform/errors';
import type { SettlementSource } from '../exits/public';
import type { ClaimPaid } from '../payroll/public';
import { claimPaid } from './payroll-source';
import { settleClaimRows, unpaidClaimsOf } from './queries';

/**
 * The employee's approved claims that no payroll run has taken (paise): what a full and final settlement pays.
 * A claim a run already carries (even an unapproved one) is that run's to pay; a pending claim is not due
 * until it is approved.
 */
export async function claimsDue(db: DbOrTx, employeeId: number): Promise<ClaimPaid[]> {
  return (await unpaidClaimsOf(db, employeeId)).map(claimPaid);
}

/**
 * Ties the claims to the settlement that pays them, in the transaction that approves it. A claim a payroll run
 * or another settlement took in the meantime is a 409, so the transaction rolls back and the settlement is
 * computed again rather than paying it twice.
 */
export async function settleClaims(
  tx: DbOrTx,
  claimIds: readonly number[],
  settlementId: number,
): Promise<void> {
  const settled = await settleClaimRows(tx, claimIds, settlementId);
  if (settled !== new Set(claimIds).size) {
    throw conflict('An expense claim in this settlement was paid meanwhile; compute the settlement again');
  }
}

/** Expense claims' part of a full and final settlement (exits/settlement-sources.ts): the claims it pays. */
export const claimSettlement: SettlementSource = {
  async due(db, employeeId) {
    return { claims: await claimsDue(db, employeeId) };
  },
  async settle(tx, _employeeId, settlementId, { recorded }) {
    await settleClaims(
      tx,
      recorded.claims.map((c) => c.id),
      settlementId,
    );
  },
};
