import type { DbOrTx } from '../../db/client';

/**
 * Bonus a leaver is owed (paise): approved bonus entries no payroll run has paid, and the bonus of the
 * accounting year still running up to the last working day (Payment of Bonus Act s.13: in proportion to the
 * days worked), each with its working. (H5 fills this in.)
 */
export type BonusDue = {
  amount: number;
  /** Approved entries this settlement pays. */
  entryIds: number[];
  /** The running year's bonus, worked out to the last working day (0 when not eligible). */
  currentYear: { accountingYear: string; amount: number; eligible: boolean; reason: string | null } | null;
};

export async function bonusDue(_db: DbOrTx, _employeeId: number, _lastWorkingDay: string): Promise<BonusDue> {
  return { amount: 0, entryIds: [], currentYear: null };
}

/** Ties the approved entries to the settlement that pays them. (H5 fills this in.) */
export async function settleBonus(
  _tx: DbOrTx,
  _entryIds: readonly number[],
  _settlementId: number,
): Promise<void> {}
