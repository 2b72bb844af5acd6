import {
  type CompanyProfilePolicy,
  DEFAULT_PROFILE_POLICY,
  isSensitiveField,
  PROFILE_FIELD_LABELS,
  PROFILE_FIELD_MODE_LABELS,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileFieldMode,
  type ProfilePolicy,
  type ProfilePolicyRequest,
} from '@hrms/contracts/profile';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope, targetCompany } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/errors';
import { findCompany } from '../organisation/public';
import { labelInText } from './fields';
import { savePolicyRow, storedPolicy } from './queries';

/** A company's policy, its own modes over the defaults; a sensitive field is never edited at once, whatever is stored. */
export async function policyOf(db: DbOrTx, companyId: number): Promise<ProfilePolicy> {
  const policy = { ...DEFAULT_PROFILE_POLICY, ...(await storedPolicy(db, companyId)) };
  for (const field of PROFILE_FIELDS) {
    if (policy[field] === 'edit' && isSensitiveField(field)) policy[field] = 'request';
  }
  return policy;
}

/** Why the employee may not change a field as they try to (null: they may). */
export function modeRefusal(field: ProfileField, mode: ProfileFieldMode, asking: 'edit' | 'request') {
  if (mode === 'hr_only') return `HR keeps your ${labelInText(field)}: ask HR to change it.`;
  if (mode === 'request' && asking === 'edit')
    return `${PROFILE_FIELD_LABELS[field]} changes only by a request HR approves.`;
  return null;
}

/** The company a policy read or write is for: the one named (in scope, else 404) or the caller's own. */
async function policyCompany(db: DbOrTx, principal: Principal, companyId: number | undefined) {
  const id = targetCompany(principal, companyId);
  if (!(await findCompany(db, companyScope(principal), id))) throw notFound('Company');
  return id;
}

export async function getPolicy(
  db: Db,
  principal: Principal,
  companyId: number | undefined,
): Promise<CompanyProfilePolicy> {
  const id = await policyCompany(db, principal, companyId);
  return { company_id: id, fields: await policyOf(db, id) };
}

/** Sets the modes named (the others kept), audited with each mode that changed. */
export async function savePolicy(
  db: Db,
  principal: Principal,
  input: ProfilePolicyRequest,
): Promise<CompanyProfilePolicy> {
  const id = await policyCompany(db, principal, input.company_id);
  await db.transaction(async (tx) => {
    const before = await policyOf(tx, id);
    const stored = await storedPolicy(tx, id);
    await savePolicyRow(tx, id, { ...stored, ...input.fields }, principal.userId);
    const after = await policyOf(tx, id);
    const changed = PROFILE_FIELDS.filter((f) => before[f] !== after[f]);
    if (!changed.length) return;
    await recordAudit(tx, principal, {
      action: 'company.profile_policy_changed',
      entity_type: 'company',
      entity_id: id,
      company_id: id,
      summary: `Changed the profile policy: ${changed
        .map((f) => `${labelInText(f)} → ${PROFILE_FIELD_MODE_LABELS[after[f]]}`)
        .join('; ')}`,
      changes: Object.fromEntries(changed.map((f) => [f, { from: before[f], to: after[f] }])),
    });
  });
  return { company_id: id, fields: await policyOf(db, id) };
}
