import type { Paged } from '@hrms/contracts/common';
import type {
  DocumentRequest,
  DocumentRequestCreate,
  DocumentRequestListQuery,
} from '@hrms/contracts/documents';
import type { Db, DbOrTx } from '../../db/client';
import { assertInScope, companyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import { can, type Principal } from '../../platform/auth/principal';
import { shortDate, todayIn } from '../../platform/dates';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import { notify } from '../notifications/public';
import { MANAGE } from './documents';
import {
  currentEmployees,
  findRequest,
  insertRequests,
  listRequests,
  requestsById,
  settleRequest,
  usersOfEmployees,
} from './queries';
import { usableType } from './store';
import { toRequest } from './views';

/** `mine`: asked of the caller; `all`: their company scope's, for HR (else 403). */
export async function listDocumentRequests(
  db: Db,
  principal: Principal,
  q: DocumentRequestListQuery,
): Promise<Paged<DocumentRequest>> {
  if (q.scope === 'all' && !can(principal, MANAGE)) throw forbidden();
  if (q.scope === 'mine' && principal.employeeId === null) return paged([], 0, q.page, q.per_page);
  const today = todayIn();
  const { rows, total } = await listRequests(
    db,
    {
      company: companyScope(principal),
      employeeIds: q.scope === 'mine' ? [principal.employeeId as number] : null,
      status: q.status,
      employeeId: q.employee_id,
      companyId: q.company_id,
      overdueOn: q.overdue ? today : undefined,
    },
    { page: q.page, perPage: q.per_page },
  );
  return paged(
    rows.map((r) => toRequest(r, today)),
    total,
    q.page,
    q.per_page,
  );
}

/** The employees asked: current employees of one company in the caller's scope, or a 422 naming the rest. */
async function employeesAsked(db: DbOrTx, principal: Principal, ids: number[], today: string) {
  const found = await currentEmployees(db, ids, today, companyScope(principal));
  const known = new Set(found.map((e) => e.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length) {
    throw fieldError(
      'employee_ids',
      `These are not current employees of your company: ${missing.join(', ')}.`,
    );
  }
  const [first] = found;
  if (!first) throw fieldError('employee_ids', 'Choose at least one employee.');
  if (found.some((e) => e.company_id !== first.company_id))
    throw fieldError('employee_ids', 'Ask employees of one company at a time.');
  return first.company_id;
}

/**
 * Asks employees for a document of one type by a day: one insert for them all, skipping (and naming) those
 * with one already pending for the type, as the partial unique index decides even between parallel asks.
 * Each asked employee with an account hears of it; the batch is audited once.
 */
export async function requestDocuments(db: Db, principal: Principal, body: DocumentRequestCreate) {
  const today = todayIn();
  if (body.due_on < today) throw fieldError('due_on', 'The due date cannot be before today.');
  const ids = [...new Set(body.employee_ids)];
  const companyId = await employeesAsked(db, principal, ids, today);
  const type = await usableType(db, companyId, { id: body.document_type_id });
  if (!type) throw fieldError('document_type_id', 'The selected document type is invalid.');
  if (!type.is_active) throw fieldError('document_type_id', 'This document type is no longer in use.');

  const made = await db.transaction(async (tx) => {
    const made = await insertRequests(
      tx,
      ids.map((employee_id) => ({
        company_id: companyId,
        employee_id,
        document_type_id: type.id,
        due_on: body.due_on,
        note: body.note,
        requested_by: principal.userId,
      })),
    );
    const accounts = await usersOfEmployees(
      tx,
      made.map((r) => r.employee_id),
    );
    for (const r of made) {
      const account = accounts.get(r.employee_id);
      if (!account) continue;
      await notify(
        tx,
        'document_request.created',
        [account],
        {
          requestId: r.id,
          documentType: type.name,
          dueOn: body.due_on,
          note: body.note,
          requestedBy: principal.name,
        },
        { companyId },
      );
    }
    if (made.length) {
      await recordAudit(tx, principal, {
        action: 'document_request.created',
        entity_type: 'document_request',
        entity_id: made.length === 1 ? (made[0]?.id ?? null) : null,
        company_id: companyId,
        summary: `Requested the ${type.name} from ${made.length} employee${made.length === 1 ? '' : 's'}, due ${shortDate(body.due_on)}`,
        changes: { document_type: type.name, due_on: body.due_on, request_ids: made.map((r) => r.id) },
      });
    }
    return made;
  });

  const asked = new Set(made.map((r) => r.employee_id));
  const order = new Map(ids.map((id, i) => [id, i]));
  const rows = await requestsById(
    db,
    made.map((r) => r.id),
  );
  rows.sort((a, b) => (order.get(a.request.employee_id) ?? 0) - (order.get(b.request.employee_id) ?? 0));
  return {
    requests: rows.map((r) => toRequest(r, today)),
    alreadyOpen: ids.filter((id) => !asked.has(id)),
  };
}

/** HR withdraws a pending request (409 once fulfilled or cancelled; another company's: 404). */
export async function cancelDocumentRequest(
  db: Db,
  principal: Principal,
  id: number,
): Promise<DocumentRequest> {
  const before = await findRequest(db, id);
  if (!before) throw notFound('Document request');
  assertInScope(companyScope(principal), before.request.company_id, 'Document request');
  await db.transaction(async (tx) => {
    const now = await settleRequest(tx, id, { status: 'cancelled', cancelled_at: new Date() });
    if (now !== null) throw conflict(`This document request is already ${now}`);
    await recordAudit(tx, principal, {
      action: 'document_request.cancelled',
      entity_type: 'document_request',
      entity_id: id,
      company_id: before.request.company_id,
      summary: `Cancelled the request for the ${before.type.name} of ${before.employee.first_name} ${before.employee.last_name}`,
    });
  });
  const row = await findRequest(db, id);
  if (!row) throw notFound('Document request');
  return toRequest(row, todayIn());
}
