import type { ProfileChanges } from '@hrms/contracts/profile';
import type { DbOrTx } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/errors';
import { applyProfileFields } from '../employees/public';
import { employeeColumnsOf, profileColumnsOf, type RecordValues } from './fields';
import { currentValues, lockRequester, upsertProfile } from './queries';

/** The employee's values, read under the lock on the employee so a write in progress finishes first. */
export async function lockedValues(tx: DbOrTx, employeeId: number): Promise<RecordValues> {
  await lockRequester(tx, employeeId);
  const values = await currentValues(tx, employeeId);
  if (!values) throw notFound('Employee');
  return values;
}

/**
 * Writes a change in the caller's transaction: the employment record's fields through the employees module
 * (which refuses a PAN another employee holds), the rest on the profile row. Answers the values before.
 */
export async function writeValues(
  tx: DbOrTx,
  by: Principal,
  employeeId: number,
  changes: ProfileChanges,
): Promise<RecordValues> {
  const before = await lockedValues(tx, employeeId);
  const columns = employeeColumnsOf(changes);
  if (Object.keys(columns).length) await applyProfileFields(tx, by, employeeId, columns);
  await upsertProfile(tx, employeeId, profileColumnsOf(changes));
  return before;
}
