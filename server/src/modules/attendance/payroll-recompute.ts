import type { DbOrTx } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { slot } from '../../platform/slot';

/**
 * Recomputes one employee's payroll run of a month inside the correction's transaction: the run, or why it
 * could not be recomputed. Payroll reads attendance, so attendance cannot import payroll: payroll fills this
 * slot when the server starts (server/src/wiring.ts).
 */
export type RecomputeRun = (
  tx: DbOrTx,
  principal: Principal,
  employeeId: number,
  year: number,
  month: number,
) => Promise<{ id: number; status: string } | { error: string }>;

export const recomputeRun = slot<RecomputeRun>('attendance → payroll recompute');
