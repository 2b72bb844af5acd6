import type { DocumentRequestStatus } from '@hrms/contracts/documents';
import { and, asc, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { anyId } from '../../db/ids';
import { users } from '../../db/schema/access';
import {
  documentRequests,
  documentTypes,
  employeeDocumentFiles,
  employeeDocuments,
} from '../../db/schema/documents';
import { employees } from '../../db/schema/employees';
import { companies } from '../../db/schema/organisation';
import { type CompanyScope, companyCondition } from '../../platform/access';
import {
  type RequestFilters as Filters,
  personColumns,
  requestConditions,
  requestFinders,
  settlePending,
} from '../../platform/request-tables';
import { hasLeft } from '../employees/public';

export type TypeRow = typeof documentTypes.$inferSelect;
export type TypeValues = typeof documentTypes.$inferInsert;
export type RequestValues = typeof documentRequests.$inferInsert;

type Page = { page: number; perPage: number };
const offsetOf = (p: Page) => (p.page - 1) * p.perPage;

/** Still on the rolls by `today`: neither archived (deleted) nor gone. */
export const currentBy = (today: string) => and(isNull(employees.archived_at), sql`not ${hasLeft(today)}`);

export async function companyExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).limit(1);
  return Boolean(row);
}

// Document types

/** The shared types and, when given, one company's own (only active ones when asked). */
export const typesOf = (db: DbOrTx, companyId: number | null, activeOnly: boolean) =>
  db
    .select()
    .from(documentTypes)
    .where(
      and(
        companyId === null
          ? isNull(documentTypes.company_id)
          : or(isNull(documentTypes.company_id), eq(documentTypes.company_id, companyId)),
        activeOnly ? eq(documentTypes.is_active, true) : undefined,
      ),
    );

export async function findType(db: DbOrTx, id: number): Promise<TypeRow | null> {
  const [row] = await db.select().from(documentTypes).where(eq(documentTypes.id, id)).limit(1);
  return row ?? null;
}

export async function insertType(db: DbOrTx, values: TypeValues): Promise<TypeRow> {
  const [row] = await db.insert(documentTypes).values(values).returning();
  if (!row) throw new Error('document type insert returned no row');
  return row;
}

export async function updateType(db: DbOrTx, id: number, values: Partial<TypeValues>): Promise<TypeRow> {
  const [row] = await db.update(documentTypes).set(values).where(eq(documentTypes.id, id)).returning();
  if (!row) throw new Error('document type update returned no row');
  return row;
}

/** Whether any document or request names the type. */
export async function typeInUse(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await rawRows<{ used: boolean }>(
    db,
    sql`select exists (select 1 from ${employeeDocuments} where document_type_id = ${id})
            or exists (select 1 from ${documentRequests} where document_type_id = ${id}) as used`,
  );
  return Boolean(row?.used);
}

export const deleteTypeRow = (db: DbOrTx, id: number) =>
  db.delete(documentTypes).where(eq(documentTypes.id, id));

// Employees

/** An employee record that is not archived, with what a document or request about them needs. */
export async function employeeOf(db: DbOrTx, id: number) {
  const [row] = await db
    .select(personColumns(employees))
    .from(employees)
    .where(and(eq(employees.id, id), isNull(employees.archived_at)))
    .limit(1);
  return row ?? null;
}

/** Of these employees, those current by `today` in the company scope, with their companies. */
export const currentEmployees = (db: DbOrTx, ids: readonly number[], today: string, scope: CompanyScope) =>
  db
    .select({ id: employees.id, company_id: employees.company_id })
    .from(employees)
    .where(and(anyId(employees.id, ids), currentBy(today), companyCondition(scope, employees.company_id)));

/** The active users of these employees, by employee. */
export async function usersOfEmployees(db: DbOrTx, employeeIds: readonly number[]) {
  if (!employeeIds.length) return new Map<number, { userId: number; email: string; name: string }>();
  const rows = await db
    .select({ employeeId: users.employee_id, userId: users.id, email: users.email, name: users.name })
    .from(users)
    .where(and(anyId(users.employee_id, employeeIds), eq(users.is_active, true)));
  return new Map(rows.map(({ employeeId, ...user }) => [employeeId as number, user]));
}

// Employee documents

const selectDocuments = (db: DbOrTx) =>
  db
    .select({
      document: employeeDocuments,
      employee: personColumns(employees),
      type: { id: documentTypes.id, name: documentTypes.name, category: documentTypes.category },
      uploader: users.name,
    })
    .from(employeeDocuments)
    .innerJoin(employees, eq(employees.id, employeeDocuments.employee_id))
    .innerJoin(documentTypes, eq(documentTypes.id, employeeDocuments.document_type_id))
    .leftJoin(users, eq(users.id, employeeDocuments.uploaded_by));
export type DocumentRow = Awaited<ReturnType<typeof selectDocuments>>[number];

export async function findDocument(db: DbOrTx, id: number): Promise<DocumentRow | null> {
  const [row] = await selectDocuments(db).where(eq(employeeDocuments.id, id)).limit(1);
  return row ?? null;
}

export type DocumentFilters = {
  scope: CompanyScope;
  employeeId?: number;
  companyId?: number;
  typeId?: number;
  /** Employees see only what is shared with them. */
  visibility?: 'employee';
  /** Documents of current employees expiring by this day, soonest first. */
  expiringBy?: { day: string; today: string };
};

export async function listDocuments(db: DbOrTx, f: DocumentFilters, page: Page) {
  const where = and(
    companyCondition(f.scope, employeeDocuments.company_id),
    isNull(employees.archived_at),
    f.employeeId === undefined ? undefined : eq(employeeDocuments.employee_id, f.employeeId),
    f.companyId === undefined ? undefined : eq(employeeDocuments.company_id, f.companyId),
    f.typeId === undefined ? undefined : eq(employeeDocuments.document_type_id, f.typeId),
    f.visibility ? eq(employeeDocuments.visibility, f.visibility) : undefined,
    f.expiringBy
      ? and(sql`${employeeDocuments.expires_on} <= ${f.expiringBy.day}`, currentBy(f.expiringBy.today))
      : undefined,
  );
  const order = f.expiringBy
    ? [asc(employeeDocuments.expires_on), asc(employeeDocuments.id)]
    : [desc(employeeDocuments.created_at), desc(employeeDocuments.id)];
  const rows = await selectDocuments(db)
    .where(where)
    .orderBy(...order)
    .limit(page.perPage)
    .offset(offsetOf(page));
  const [total] = await db
    .select({ n: count() })
    .from(employeeDocuments)
    .innerJoin(employees, eq(employees.id, employeeDocuments.employee_id))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function documentFile(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ data: employeeDocumentFiles.data })
    .from(employeeDocumentFiles)
    .where(eq(employeeDocumentFiles.document_id, id))
    .limit(1);
  return row?.data ?? null;
}

export const deleteDocumentRow = (db: DbOrTx, id: number) =>
  db.delete(employeeDocuments).where(eq(employeeDocuments.id, id));

// Document requests

const selectRequests = (db: DbOrTx) =>
  db
    .select({
      request: documentRequests,
      employee: personColumns(employees),
      type: { id: documentTypes.id, name: documentTypes.name },
      requester: users.name,
      documentId: employeeDocuments.id,
    })
    .from(documentRequests)
    .innerJoin(employees, eq(employees.id, documentRequests.employee_id))
    .innerJoin(documentTypes, eq(documentTypes.id, documentRequests.document_type_id))
    .leftJoin(users, eq(users.id, documentRequests.requested_by))
    .leftJoin(employeeDocuments, eq(employeeDocuments.document_request_id, documentRequests.id));
export type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

export const { findRequest, requestsById } = requestFinders<RequestRow>(documentRequests, selectRequests);

export type RequestFilters = Filters<DocumentRequestStatus> & {
  companyId?: number;
  /** Pending past their due day by this day only. */
  overdueOn?: string;
};

/** Pending first, soonest due first, then the rest newest first. */
export async function listRequests(db: DbOrTx, f: RequestFilters, page: Page) {
  if (f.employeeIds?.length === 0) return { rows: [], total: 0 };
  const t = documentRequests;
  const where = requestConditions(
    t,
    f,
    f.companyId === undefined ? undefined : eq(t.company_id, f.companyId),
    f.overdueOn === undefined ? undefined : and(eq(t.status, 'pending'), lt(t.due_on, f.overdueOn)),
  );
  const pending = sql`${t.status} = 'pending'`;
  const rows = await selectRequests(db)
    .where(where)
    .orderBy(
      desc(pending),
      asc(sql`case when ${pending} then ${documentRequests.due_on} end`),
      desc(documentRequests.created_at),
      desc(documentRequests.id),
    )
    .limit(page.perPage)
    .offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(documentRequests).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** New requests, skipping any employee who already has one pending for the type (the partial unique index). */
export const insertRequests = (db: DbOrTx, values: RequestValues[]) =>
  db
    .insert(documentRequests)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: documentRequests.id, employee_id: documentRequests.employee_id });

/**
 * Moves a pending request to fulfilled or cancelled only while it is still pending: of two answers (or an
 * answer and a cancellation) at once exactly one wins. Null when this call moved it, else its status now.
 */
export const settleRequest = (
  db: DbOrTx,
  id: number,
  values: { status: 'fulfilled'; fulfilled_at: Date } | { status: 'cancelled'; cancelled_at: Date },
) => settlePending(db, documentRequests, id, values);
