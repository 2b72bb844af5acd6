import type { DbOrTx } from '../../db/client';
import { registry } from '../../platform/slot';
import { NO_DUES, type SettlementDues, type SettlementExit } from './engine/settle';

/** What approval tells a source when it settles: the day, who approved, and what the draft recorded. */
export type Settling = {
  /** The settlement's date: the last working day. */
  onDate: string;
  userId: number;
  /** The dues the approved draft recorded (its statement, in paise). */
  recorded: SettlementDues;
};

/**
 * Something a full and final settlement pays or recovers besides its statutory figures: loans,
 * expense claims, the statutory bonus. `due` gives the source's own part of the dues at exit (paise, with the
 * working each line carries); `settle`, in the transaction that approves the settlement, marks what the draft
 * recorded as settled by it. `changed`, when a source has it, is asked at approval before anything is written:
 * the reason the draft's part from this source no longer holds (the settlement must be recomputed), or null.
 */
export type SettlementSource = {
  due(db: DbOrTx, employeeId: number, exit: SettlementExit): Promise<Partial<SettlementDues>>;
  changed?(tx: DbOrTx, employeeId: number, recorded: SettlementDues): Promise<string | null>;
  settle(tx: DbOrTx, employeeId: number, settlementId: number, settling: Settling): Promise<void>;
};

/**
 * The sources a settlement asks, in the order they were registered at start-up (server/src/wiring.ts): exits
 * owns the interface and the modules that feed it register, so exits imports none of them.
 */
export const settlementSources = registry<SettlementSource>();

/** Every source's dues at exit, merged (one source after another: inside a transaction they share a connection). */
export async function settlementDues(db: DbOrTx, employeeId: number, exit: SettlementExit) {
  let dues: SettlementDues = NO_DUES;
  for (const source of settlementSources.all())
    dues = { ...dues, ...(await source.due(db, employeeId, exit)) };
  return dues;
}

/** The first reason a source gives that the draft's dues no longer hold, or null (see SettlementSource.changed). */
export async function changedDues(tx: DbOrTx, employeeId: number, recorded: SettlementDues) {
  for (const source of settlementSources.all()) {
    const reason = await source.changed?.(tx, employeeId, recorded);
    if (reason) return reason;
  }
  return null;
}

/** Marks the recorded dues settled, source by source (see SettlementSource.settle). */
export async function settleDues(tx: DbOrTx, employeeId: number, settlementId: number, settling: Settling) {
  for (const source of settlementSources.all()) await source.settle(tx, employeeId, settlementId, settling);
}
