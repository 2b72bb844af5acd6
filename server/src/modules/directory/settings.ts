import {
  DEFAULT_DIRECTORY_FIELDS,
  DIRECTORY_FIELD_LABELS,
  DIRECTORY_FIELDS,
  type DirectoryField,
  type DirectorySettings,
  type DirectorySettingsRequest,
} from '@hrms/contracts/directory';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope, targetCompany } from '../../platform/access';
import { recordAudit, setChange } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/errors';
import { findCompany } from '../organisation/public';
import { saveFields, storedFields } from './queries';

/** The list's own order, each field once; a field no longer offered (stored before it was dropped) is left out. */
const inListOrder = (fields: readonly string[]): DirectoryField[] =>
  DIRECTORY_FIELDS.filter((f) => fields.includes(f));

/** What a company's directory shows: its own choice, else the defaults. */
export async function shownFields(db: DbOrTx, companyId: number): Promise<DirectoryField[]> {
  return inListOrder((await storedFields(db, companyId)) ?? DEFAULT_DIRECTORY_FIELDS);
}

/** The company named (in the caller's scope and existing, else 404) or the caller's own. */
async function settingsCompany(db: DbOrTx, principal: Principal, companyId: number | undefined) {
  const id = targetCompany(principal, companyId);
  if (!(await findCompany(db, companyScope(principal), id))) throw notFound('Company');
  return id;
}

export async function getDirectorySettings(
  db: Db,
  principal: Principal,
  companyId: number | undefined,
): Promise<DirectorySettings> {
  const id = await settingsCompany(db, principal, companyId);
  return { company_id: id, fields: await shownFields(db, id) };
}

const labels = (fields: readonly string[]) =>
  fields.map((f) => DIRECTORY_FIELD_LABELS[f as DirectoryField]).join(', ');

/** Replaces the fields shown, audited when the set changes. */
export async function saveDirectorySettings(
  db: Db,
  principal: Principal,
  input: DirectorySettingsRequest,
): Promise<DirectorySettings> {
  const id = await settingsCompany(db, principal, input.company_id);
  const fields = inListOrder(input.fields);
  await db.transaction(async (tx) => {
    const before = await shownFields(tx, id);
    await saveFields(tx, id, fields, principal.userId);
    const { added, removed } = setChange(before, fields);
    if (!added.length && !removed.length) return;
    const summary = [
      added.length ? `shows ${labels(added)}` : null,
      removed.length ? `hides ${labels(removed)}` : null,
    ].filter(Boolean);
    await recordAudit(tx, principal, {
      action: 'company.directory_settings_changed',
      entity_type: 'company',
      entity_id: id,
      company_id: id,
      summary: `The employee directory now ${summary.join(' and ')}`,
      changes: { fields: { from: before, to: fields } },
    });
  });
  return { company_id: id, fields };
}
