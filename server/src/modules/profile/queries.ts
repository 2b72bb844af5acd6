import type { ProfilePolicy } from '@hrms/contracts/profile';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/access';
import { employeeDocuments } from '../../db/schema/documents';
import { employees } from '../../db/schema/employees';
import { employeeProfiles, profileChangeRequests, profilePolicies } from '../../db/schema/profile';
import {
  personColumns,
  type RequestFilters,
  requestFinders,
  settlePending as settle,
} from '../../platform/request-tables';
import { profileColumnsOf } from '../employees/public';
import { type ProfileColumnField, type RecordValues, recordValues } from './fields';

export type RequestValues = typeof profileChangeRequests.$inferInsert;

/** One change at a time per employee, read under the lock on the employee. */
export { lockRequester } from '../../platform/request-tables';

/** A live employee's profile fields as their record holds them (null: no such employee). */
export async function currentValues(db: DbOrTx, employeeId: number): Promise<RecordValues | null> {
  const employee = await profileColumnsOf(db, employeeId);
  if (!employee) return null;
  const [profile] = await db
    .select()
    .from(employeeProfiles)
    .where(eq(employeeProfiles.employee_id, employeeId))
    .limit(1);
  return recordValues(employee, profile ?? null);
}

/** Writes the employee's profile row's columns, making the row at the first save. */
export async function upsertProfile(
  db: DbOrTx,
  employeeId: number,
  values: Partial<Pick<RecordValues, ProfileColumnField>>,
) {
  if (!Object.keys(values).length) return;
  const set = values as Partial<typeof employeeProfiles.$inferInsert>;
  await db
    .insert(employeeProfiles)
    .values({ employee_id: employeeId, ...set })
    .onConflictDoUpdate({ target: employeeProfiles.employee_id, set });
}

/** The modes a company set for itself (empty: it keeps the defaults). */
export async function storedPolicy(db: DbOrTx, companyId: number): Promise<Partial<ProfilePolicy>> {
  const [row] = await db
    .select({ fields: profilePolicies.fields })
    .from(profilePolicies)
    .where(eq(profilePolicies.company_id, companyId));
  return row?.fields ?? {};
}

export async function savePolicyRow(
  db: DbOrTx,
  companyId: number,
  fields: Partial<ProfilePolicy>,
  userId: number,
) {
  await db
    .insert(profilePolicies)
    .values({ company_id: companyId, fields, updated_by: userId })
    .onConflictDoUpdate({ target: profilePolicies.company_id, set: { fields, updated_by: userId } });
}

/** The employee's request that waits for a decision, if any. */
export async function pendingRequestOf(db: DbOrTx, employeeId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: profileChangeRequests.id })
    .from(profileChangeRequests)
    .where(
      and(eq(profileChangeRequests.employee_id, employeeId), eq(profileChangeRequests.status, 'pending')),
    )
    .limit(1);
  return row?.id ?? null;
}

export async function insertRequest(db: DbOrTx, values: RequestValues) {
  const [row] = await db
    .insert(profileChangeRequests)
    .values(values)
    .returning({ id: profileChangeRequests.id });
  if (!row) throw new Error('profile change request insert returned no row');
  return row.id;
}

const selectRequests = (db: DbOrTx) =>
  db
    .select({
      request: profileChangeRequests,
      employee: personColumns(employees),
      decider: users.name,
      document: { id: employeeDocuments.id, filename: employeeDocuments.filename },
    })
    .from(profileChangeRequests)
    .innerJoin(employees, eq(employees.id, profileChangeRequests.employee_id))
    .leftJoin(users, eq(users.id, profileChangeRequests.decided_by))
    .leftJoin(employeeDocuments, eq(employeeDocuments.id, profileChangeRequests.document_id));
export type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

export const { findRequest, requestsById, listRequests } = requestFinders<RequestRow, RequestFilters>(
  profileChangeRequests,
  selectRequests,
);

/** Moves a pending request to the values' status only while it is still pending (null: this call moved it). */
export const settlePending = (
  db: DbOrTx,
  id: number,
  values: Pick<RequestValues, 'status' | 'decided_by' | 'decided_at' | 'rejection_reason'>,
) => settle(db, profileChangeRequests, id, values);
