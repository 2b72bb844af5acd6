import type { DbOrTx } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { registry } from '../../platform/slot';

export type RecordedExit = { employeeId: number; companyId: number; lastWorkingDay: string };

/**
 * What other modules do when an exit is recorded (or its last working day moves) and when it is withdrawn, in
 * the exit's transaction (registered in server/src/wiring.ts: checklists start or cancel the offboarding).
 */
export type ExitHook = {
  recorded(tx: DbOrTx, exit: RecordedExit, by: Principal): Promise<void>;
  withdrawn(tx: DbOrTx, employeeId: number, by: Principal): Promise<void>;
};

export const exitHooks = registry<ExitHook>();
