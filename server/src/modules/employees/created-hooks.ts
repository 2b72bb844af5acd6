import type { DbOrTx } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { registry } from '../../platform/slot';

/** An employee just created, as the modules that act on a new employee need them. */
export type CreatedEmployee = {
  id: number;
  company_id: number;
  hire_date: string;
  /** The hired application they come from, when the form named one. */
  job_application_id: number | null;
};

/**
 * What other modules do when employees are created, in the creating transaction, in the order registered
 * (server/src/wiring.ts): recruitment links a hired application, checklists start a joiner's onboarding. A hook
 * that throws undoes the creation.
 */
export type EmployeesCreatedHook = (tx: DbOrTx, created: CreatedEmployee[], by: Principal) => Promise<void>;

export const employeesCreatedHooks = registry<EmployeesCreatedHook>();
