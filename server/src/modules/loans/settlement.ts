import type { DbOrTx } from '../../db/client';

/** An active loan's balance (paise) as a full and final settlement recovers it. */
export type LoanBalance = { loanId: number; kind: string; balance: number };

/**
 * The employee's active loans and what each still owes (paise) after every EMI already deducted, including by
 * runs not yet approved (the final month's run) — what a full and final settlement recovers. (H3 fills this in.)
 */
export async function outstandingLoans(_db: DbOrTx, _employeeId: number): Promise<LoanBalance[]> {
  return [];
}

/**
 * Records the settlement's recovery of each loan (a `settlement` ledger entry for its balance) and closes it,
 * in the transaction that approves the settlement. (H3 fills this in.)
 */
export async function settleLoans(
  _tx: DbOrTx,
  _employeeId: number,
  _settlementId: number,
  _onDate: string,
  _userId: number,
): Promise<void> {}
