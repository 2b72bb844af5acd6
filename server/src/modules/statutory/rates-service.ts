import {
  parseRules,
  type StatutoryRateListQuery,
  type StatutoryRateRequest,
  type StatutoryRateUpdateRequest,
  type StatutoryRateVersion,
  type StatutoryScheme,
} from '@hrms/contracts/statutory';
import type { Db, DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import { conflict, fieldError, notFound, validationFailed, violatesConstraint } from '../../platform/errors';
import {
  deleteRateVersion,
  findRateVersion,
  insertRateVersion,
  listRateVersions,
  type RateRow,
  siblingDates,
  updateRateVersion,
} from './rates-queries';
import { stateExists } from './states-queries';

/** The statutory rates are India's (the country seeded with id 1; the states list is India's too). */
export const INDIA_COUNTRY_ID = 1;

const DUPLICATE_MESSAGE = 'A version of this scheme already starts on this date.';

/** The unique index on (country, scheme, state, effective_from) refuses a duplicate whatever races. */
function refuseDuplicate(err: unknown): never {
  if (violatesConstraint(err, 'statutory_rates_version_unique'))
    throw fieldError('effective_from', DUPLICATE_MESSAGE);
  throw err;
}

const groupKey = (r: { scheme: string; state_code: string | null }) => `${r.scheme}|${r.state_code ?? ''}`;

/** The id of the version in force on `today` in each (scheme, state) group: the latest start not after it. */
function inForceIds(
  rows: { id: number; scheme: string; state_code: string | null; effective_from: string }[],
  today: string,
) {
  const best = new Map<string, { id: number; effective_from: string }>();
  for (const r of rows) {
    if (r.effective_from > today) continue;
    const seen = best.get(groupKey(r));
    if (!seen || r.effective_from > seen.effective_from) best.set(groupKey(r), r);
  }
  return new Set([...best.values()].map((r) => r.id));
}

function toVersion(r: RateRow, inForce: Set<number>): StatutoryRateVersion {
  return {
    id: r.id,
    scheme: r.scheme as StatutoryScheme,
    state_code: r.state_code,
    state_name: r.state_name,
    effective_from: r.effective_from,
    rules: r.rules,
    in_force: inForce.has(r.id),
  };
}

export async function listRates(db: Db, q: StatutoryRateListQuery): Promise<StatutoryRateVersion[]> {
  // A filter keeps a (scheme, state) group whole, so the group's version in force is among the rows.
  const rows = await listRateVersions(db, INDIA_COUNTRY_ID, q);
  const inForce = inForceIds(rows, todayIn());
  return rows.map((r) => toVersion(r, inForce));
}

async function findOrFail(db: DbOrTx, id: number): Promise<RateRow> {
  const row = await findRateVersion(db, id);
  if (!row || row.country_id !== INDIA_COUNTRY_ID) throw notFound('Statutory rate');
  return row;
}

export async function loadRate(db: DbOrTx, id: number): Promise<StatutoryRateVersion> {
  const row = await findOrFail(db, id);
  const siblings = await siblingDates(db, row.country_id, row.scheme, row.state_code);
  const inForce = inForceIds(
    siblings.map((s) => ({ ...s, scheme: row.scheme, state_code: row.state_code })),
    todayIn(),
  );
  return toVersion(row, inForce);
}

function validRules(scheme: StatutoryScheme, rules: unknown): Record<string, unknown> {
  const parsed = parseRules(scheme, rules);
  if (parsed.errors) throw validationFailed(parsed.errors);
  return parsed.rules;
}

async function assertDateFree(
  db: DbOrTx,
  scheme: string,
  stateCode: string | null,
  effectiveFrom: string,
  exceptId?: number,
) {
  const siblings = await siblingDates(db, INDIA_COUNTRY_ID, scheme, stateCode);
  if (siblings.some((s) => s.effective_from === effectiveFrom && s.id !== exceptId))
    throw fieldError('effective_from', DUPLICATE_MESSAGE);
}

const describe = (r: { scheme: string; state_code: string | null; effective_from: string }) =>
  `${r.scheme}${r.state_code ? ` (${r.state_code})` : ''} from ${r.effective_from}`;

export async function createRate(
  db: Db,
  principal: Principal,
  input: StatutoryRateRequest,
): Promise<StatutoryRateVersion> {
  const rules = validRules(input.scheme, input.rules);
  const stateCode = input.state_code ?? null;
  if (stateCode && !(await stateExists(db, stateCode)))
    throw fieldError('state_code', 'The selected state is invalid.');
  return db
    .transaction(async (tx) => {
      await assertDateFree(tx, input.scheme, stateCode, input.effective_from);
      const values = {
        scheme: input.scheme,
        state_code: stateCode,
        effective_from: input.effective_from,
        rules,
      };
      const id = await insertRateVersion(tx, { ...values, country_id: INDIA_COUNTRY_ID });
      await recordAudit(tx, principal, {
        action: 'statutory_rate.created',
        entity_type: 'statutory_rate',
        entity_id: id,
        company_id: null,
        summary: `Added statutory rates ${describe(values)}`,
        changes: values,
      });
      return loadRate(tx, id);
    })
    .catch(refuseDuplicate);
}

export async function updateRate(
  db: Db,
  principal: Principal,
  id: number,
  input: StatutoryRateUpdateRequest,
): Promise<StatutoryRateVersion> {
  return db
    .transaction(async (tx) => {
      const before = await findOrFail(tx, id);
      const rules = validRules(before.scheme as StatutoryScheme, input.rules);
      await assertDateFree(tx, before.scheme, before.state_code, input.effective_from, id);
      await updateRateVersion(tx, id, { effective_from: input.effective_from, rules });
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      if (before.effective_from !== input.effective_from)
        changes.effective_from = { from: before.effective_from, to: input.effective_from };
      if (JSON.stringify(before.rules) !== JSON.stringify(rules))
        changes.rules = { from: before.rules, to: rules };
      await recordAudit(tx, principal, {
        action: 'statutory_rate.updated',
        entity_type: 'statutory_rate',
        entity_id: id,
        company_id: null,
        summary: `Updated statutory rates ${describe({ ...before, effective_from: input.effective_from })}`,
        changes,
      });
      return loadRate(tx, id);
    })
    .catch(refuseDuplicate);
}

/** Deletes a version; the only version of a scheme (or of a state's scheme) stays, or payroll would have none. */
export async function deleteRate(db: Db, principal: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findOrFail(tx, id);
    const siblings = await siblingDates(tx, row.country_id, row.scheme, row.state_code);
    if (siblings.length <= 1)
      throw conflict(
        'This is the only version of these rates and cannot be deleted; add a newer version instead.',
      );
    await deleteRateVersion(tx, id);
    await recordAudit(tx, principal, {
      action: 'statutory_rate.deleted',
      entity_type: 'statutory_rate',
      entity_id: id,
      company_id: null,
      summary: `Deleted statutory rates ${describe(row)}`,
      changes: {
        scheme: row.scheme,
        state_code: row.state_code,
        effective_from: row.effective_from,
        rules: row.rules,
      },
    });
  });
}
