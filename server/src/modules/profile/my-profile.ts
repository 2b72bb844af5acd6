import type { MyProfile, ProfileChanges } from '@hrms/contracts/profile';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { type FieldErrors, forbidden, notFound, validationFailed } from '../../platform/errors';
import { findEmployee, seesStatutoryDetails } from '../employees/public';
import { fieldList, fieldsOf, pick, sameValue } from './fields';
import { modeRefusal, policyOf } from './policy';
import { currentValues, pendingRequestOf } from './queries';
import { lockedValues, writeValues } from './record';
import { auditChanges, valuesAsSeen } from './shown';

/** The caller's own employee record's id (403 for an account linked to none). */
export function ownEmployeeId(principal: Principal): number {
  if (principal.employeeId === null) throw forbidden('Your account is not linked to an employee record');
  return principal.employeeId;
}

/** An employee's profile as the caller sees it: 404 for one outside their companies. */
export async function profileOf(db: DbOrTx, principal: Principal, employeeId: number): Promise<MyProfile> {
  const e = await findEmployee(db, companyScope(principal), employeeId);
  const values = e && (await currentValues(db, employeeId));
  if (!e || !values) throw notFound('Employee');
  const manager = e.manager ? `${e.manager.first_name} ${e.manager.last_name}` : null;
  return {
    employee: {
      id: e.id,
      first_name: e.first_name,
      last_name: e.last_name,
      employee_id: e.employee_id,
      company_id: e.company_id,
      email: e.email,
      job_title: e.job_title,
      department: e.department?.name ?? null,
      manager,
      hire_date: e.hire_date,
    },
    values: valuesAsSeen(values, seesStatutoryDetails(principal)),
    policy: await policyOf(db, e.company_id),
    pending_request_id: await pendingRequestOf(db, employeeId),
  };
}

export const myProfile = (db: Db, principal: Principal) => profileOf(db, principal, ownEmployeeId(principal));

/**
 * The employee changes the fields their company lets them edit at once (any other is refused on its field),
 * audited with what each was and is. A field sent unchanged is left alone.
 */
export async function updateMyProfile(
  db: Db,
  principal: Principal,
  changes: ProfileChanges,
): Promise<MyProfile> {
  const me = ownEmployeeId(principal);
  const profile = await profileOf(db, principal, me);
  const fields = fieldsOf(changes);
  const errors: FieldErrors = {};
  for (const field of fields) {
    const refusal = modeRefusal(field, profile.policy[field], 'edit');
    if (refusal) errors[`changes.${field}`] = [refusal];
  }
  if (Object.keys(errors).length) throw validationFailed(errors);

  await db.transaction(async (tx) => {
    const current = await lockedValues(tx, me);
    const changed = fields.filter((f) => !sameValue(current[f], changes[f]));
    if (!changed.length) return;
    const after = pick({ ...current, ...changes } as typeof current, changed);
    await writeValues(tx, principal, me, after as ProfileChanges);
    const { first_name, last_name } = profile.employee;
    await recordAudit(tx, principal, {
      action: 'employee.profile_updated',
      entity_type: 'employee',
      entity_id: me,
      company_id: profile.employee.company_id,
      summary: `${first_name} ${last_name} updated their ${fieldList(changed)}`,
      changes: auditChanges(changed, current, after),
    });
  });
  return profileOf(db, principal, me);
}
