import type { AuditAction, AuditEntityType } from '@hrms/contracts/audit';
import type { DbOrTx } from '../db/client';
import { auditEvents } from '../db/schema/platform';
import type { Principal } from './auth/principal';
import { chunksOf } from './chunks';

export type AuditEntry = {
  action: AuditAction;
  entity_type: AuditEntityType;
  entity_id: number | null;
  company_id: number | null;
  summary: string;
  changes?: Record<string, unknown> | null;
};

/** Keys whose values never belong in the trail, whatever a caller passes (a whole Aadhaar number included). */
const SECRET_KEY = /password|token|secret|hash|^aadhaar$/i;

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, v]) => [key, withoutSecrets(v)]),
  );
}

/**
 * Writes one audit event. Call it with the transaction that makes the change, so the change and its record
 * commit or roll back together. `actor` is null for changes nobody signed in made (command line, sign-up).
 */
export const recordAudit = (tx: DbOrTx, actor: Principal | null, entry: AuditEntry): Promise<void> =>
  recordAudits(tx, actor, [entry]);

/** Audit events of one actor, a statement per thousand (a batch of writes records one event per record). */
export async function recordAudits(tx: DbOrTx, actor: Principal | null, entries: readonly AuditEntry[]) {
  for (const part of chunksOf(entries, 1000)) {
    await tx.insert(auditEvents).values(
      part.map((entry) => ({
        user_id: actor?.userId ?? null,
        ip: actor?.ip ?? null,
        action: entry.action,
        entity_type: entry.entity_type,
        entity_id: entry.entity_id,
        company_id: entry.company_id,
        summary: entry.summary,
        changes: entry.changes ? (withoutSecrets(entry.changes) as Record<string, unknown>) : null,
      })),
    );
  }
}

/** The fields that differ between two versions of a record, as { field: { from, to } }. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, to] of Object.entries(after)) {
    if (to !== undefined && to !== before[key]) changes[key] = { from: before[key] ?? null, to };
  }
  return changes;
}

/** What was added to and removed from a set of names (permissions, roles). */
export function setChange(before: readonly string[], after: readonly string[]) {
  return {
    added: after.filter((n) => !before.includes(n)).sort(),
    removed: before.filter((n) => !after.includes(n)).sort(),
  };
}
