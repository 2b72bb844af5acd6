import type { Paged } from '@hrms/contracts/common';
import {
  PROFILE_FIELD_LABELS,
  type ProfileChangeListQuery,
  type ProfileChangeRequest,
} from '@hrms/contracts/profile';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { iso, isoOrNull } from '../../platform/dates';
import { notFound } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import { maySeeRequest, requestListEmployees, waitingOn } from '../approvals/public';
import { seesStatutoryDetails } from '../employees/public';
import { fieldList, fieldsOf } from './fields';
import { findRequest, listRequests, type RequestRow } from './queries';
import { valueText } from './shown';

export const TYPE = 'profile_change';
export const NOUN = 'profile change';
/** Who decides a request outright at whatever level it waits, sees every one of their company, and sets the policy. */
export const HR_DECIDES = 'approve-profile-changes';
const HR = [HR_DECIDES] as const;

export const requestLink = (id: number) => `/profile-changes/${id}`;

/** "Change of bank account, PAN" */
export const summaryOf = (r: RequestRow['request']) => `Change of ${fieldList(fieldsOf(r.changes))}`;

type Waiting = ProfileChangeRequest['waiting'];

function toRequest(row: RequestRow, waiting: Waiting, whole: boolean): ProfileChangeRequest {
  const r = row.request;
  const { company_id: _, ...employee } = row.employee;
  return {
    id: r.id,
    company_id: r.company_id,
    employee,
    changes: fieldsOf(r.changes).map((field) => ({
      field,
      label: PROFILE_FIELD_LABELS[field],
      from: valueText(field, r.previous[field], whole),
      to: valueText(field, r.changes[field], whole),
    })),
    document: row.document?.id ? { id: row.document.id, filename: row.document.filename } : null,
    reason: r.reason,
    status: r.status as ProfileChangeRequest['status'],
    requested_at: iso(r.created_at),
    decided_at: isoOrNull(r.decided_at),
    decided_by: row.decider,
    rejection_reason: r.rejection_reason,
    waiting: r.status === 'pending' ? waiting : null,
  };
}

/** The requests as the viewer sees them, each pending one with where it waits. */
async function shown(db: DbOrTx, principal: Principal, rows: RequestRow[]): Promise<ProfileChangeRequest[]> {
  const pending = rows.filter((row) => row.request.status === 'pending').map((row) => row.request.id);
  const waiting = pending.length ? await waitingOn(db, TYPE, pending) : new Map();
  const whole = seesStatutoryDetails(principal);
  return rows.map((row) => toRequest(row, waiting.get(row.request.id) ?? null, whole));
}

export async function oneRequest(
  db: DbOrTx,
  principal: Principal,
  id: number,
): Promise<ProfileChangeRequest> {
  const row = await findRequest(db, id);
  if (!row) throw notFound('Profile change');
  return (await shown(db, principal, [row]))[0] as ProfileChangeRequest;
}

/** A request the caller may read; any other answers 404, so whether it exists is not theirs to learn. */
export async function visibleRequest(db: DbOrTx, principal: Principal, id: number): Promise<RequestRow> {
  const row = await findRequest(db, id);
  if (!row || !(await maySeeRequest(db, principal, TYPE, row.request, HR))) throw notFound('Profile change');
  return row;
}

export async function getRequest(db: Db, principal: Principal, id: number): Promise<ProfileChangeRequest> {
  return (await shown(db, principal, [await visibleRequest(db, principal, id)]))[0] as ProfileChangeRequest;
}

/** `mine`: the caller's own; `team`: their reports'; `all`: their company's, for HR (else 403). */
export async function listChanges(
  db: Db,
  principal: Principal,
  q: ProfileChangeListQuery,
): Promise<Paged<ProfileChangeRequest>> {
  const filters = {
    company: companyScope(principal),
    employeeIds: await requestListEmployees(db, principal, q.scope, HR),
    status: q.status,
    employeeId: q.employee_id,
  };
  const { rows, total } = await listRequests(db, filters, q.page, q.per_page);
  return paged(await shown(db, principal, rows), total, q.page, q.per_page);
}
