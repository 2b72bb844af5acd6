import type { DbOrTx } from '../../db/client';
import type { ClaimPaid } from '../payroll/engine/additions';

/**
 * The employee's approved claims that no payroll run has taken (paise): what a full and final settlement pays.
 * (H4 fills this in.)
 */
export async function claimsDue(_db: DbOrTx, _employeeId: number): Promise<ClaimPaid[]> {
  return [];
}

/** Ties the claims to the settlement that pays them, in the transaction that approves it. (H4 fills this in.) */
export async function settleClaims(
  _tx: DbOrTx,
  _claimIds: readonly number[],
  _settlementId: number,
): Promise<void> {}
