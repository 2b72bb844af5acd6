import type {
  LeaveApplication,
  LeaveBalance,
  LeaveDays,
  LeaveOpeningBalanceRequest,
  LeaveRequest,
  LeaveType,
  LeaveTypeRequest,
} from '@hrms/contracts/leave';
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES, type leaveDaysQuery } from '@hrms/contracts/leave';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { leaveRequests } from '../../db/schema/leave';
import { assertInScope, companyScope, isInCompanyScope, recordScope } from '../../platform/access';
import { can, type Principal } from '../../platform/auth/principal';
import { iso, isoOrNull, shortDate, todayIn } from '../../platform/dates';
import {
  conflict,
  type FieldErrors,
  fieldError,
  forbidden,
  notFound,
  validationFailed,
  violatesConstraint,
} from '../../platform/errors';
import { paged } from '../../platform/pagination';
import { sniffType, type UploadedFile, type UploadRules, uploadProblem } from '../../platform/uploads';
import {
  closeApproval,
  type Decision,
  decidesRequest,
  settleOutright,
  startApproval,
} from '../approvals/public';
import { reportsOf } from '../employees/public';
import { assessRequest, documentRequired } from './assess';
import { balancesOf, typeUnderRule } from './balances';
import { ensureAccounts } from './ledger-queries';
import { tellApprovers, tellCancelled } from './notifications';
import { addTypeToDefaultPolicies } from './policy-queries';
import { policySummary } from './policy-service';
import {
  attachmentOf,
  findLeaveType,
  findRequest,
  insertAttachment,
  insertLeaveRequest,
  insertLeaveType,
  type LeaveTypeRow,
  leaveEmployee,
  leaveTypeCodeTaken,
  listLeaveTypes,
  listRequests,
  lockLeaveApplicant,
  overlapsExisting,
  type RequestFilters,
  type RequestRow,
  setOpening,
  transition,
  updateLeaveTypeRow,
} from './queries';
import { recountBeside } from './recount';

export const ATTACHMENT_RULES: UploadRules = {
  label: 'attachment',
  maxBytes: ATTACHMENT_MAX_BYTES,
  extensions: ATTACHMENT_EXTENSIONS,
};

// ---- leave types

/** A catalogue entry as the API shows it. */
export const toLeaveType = (t: LeaveTypeRow): LeaveType => typeUnderRule(t, undefined);

type LeaveDaysQuery = z.infer<typeof leaveDaysQuery>;

const typeValues = (input: LeaveTypeRequest) => ({
  ...input,
  annual_allocation: input.annual_allocation.toFixed(1),
  carry_forward_days: input.carry_forward_days.toFixed(1),
  max_consecutive_days: input.max_consecutive_days ?? null,
});

export const leaveTypes = async (db: Db) => (await listLeaveTypes(db)).map(toLeaveType);

export async function createLeaveType(db: Db, input: LeaveTypeRequest): Promise<LeaveType> {
  if (await leaveTypeCodeTaken(db, input.code)) throw fieldError('code', 'The code has already been taken.');
  return db.transaction(async (tx) => {
    const row = await insertLeaveType(tx, typeValues(input));
    // Every company's default policy offers a new type, as the catalogue did before policies.
    await addTypeToDefaultPolicies(tx, row.id);
    return toLeaveType(row);
  });
}

export async function updateLeaveType(db: Db, id: number, input: LeaveTypeRequest): Promise<LeaveType> {
  if (await leaveTypeCodeTaken(db, input.code, id))
    throw fieldError('code', 'The code has already been taken.');
  const row = await updateLeaveTypeRow(db, id, typeValues(input));
  if (!row) throw notFound('Leave type');
  return toLeaveType(row);
}

// ---- balances

type LeaveEmployee = NonNullable<Awaited<ReturnType<typeof leaveEmployee>>>;

async function employeeFor(db: DbOrTx, employeeId: number | null): Promise<LeaveEmployee> {
  const employee = employeeId === null ? null : await leaveEmployee(db, employeeId);
  if (!employee) throw forbidden('Your account is not linked to an employee record');
  return employee;
}

/** Employees whose leave is still kept: the current ones, on the rolls or away on long leave. */
const CURRENT_STATUSES = ['active', 'on_leave'];

/**
 * Sets an employee's opening balance of a leave type: the days left on `as_of`, as the system the company
 * leaves counts them. It stands for the year's allocation and carry-forward; requests starting after
 * `as_of` count against it, and next year's carry-forward follows from what it leaves. The date lies in the
 * current leave year (the calendar year), not after today nor before the employee joined
 * (docs/decisions/imports.md, "Leave balances").
 */
export async function setOpeningBalance(
  db: Db,
  principal: Principal,
  input: LeaveOpeningBalanceRequest,
): Promise<LeaveBalance> {
  const employee = await leaveEmployee(db, input.employee_id);
  if (!employee || !isInCompanyScope(companyScope(principal), employee.company_id)) {
    throw fieldError('employee_id', 'The selected employee id is invalid.');
  }
  const errors: FieldErrors = {};
  if (!CURRENT_STATUSES.includes(employee.status)) {
    errors.employee_id = [`The employee is ${employee.status}: opening balances are for current employees.`];
  }
  const type = await findLeaveType(db, input.leave_type_id);
  if (!type?.is_active) errors.leave_type_id = ['The selected leave type is invalid.'];
  const today = todayIn();
  const year = Number(input.as_of.slice(0, 4));
  if (input.as_of > today) errors.as_of = ['The as of date cannot be in the future.'];
  else if (year !== Number(today.slice(0, 4))) {
    errors.as_of = [`The as of date must fall in the current leave year (${today.slice(0, 4)}).`];
  } else if (input.as_of < employee.hire_date) {
    errors.as_of = [
      `The as of date cannot be before the employee joined (${shortDate(employee.hire_date)}).`,
    ];
  }
  if (Object.keys(errors).length || !type) throw validationFailed(errors);
  return db.transaction(async (tx) => {
    // As an application does: this employee's applications wait, so none is checked against a stale balance.
    await lockLeaveApplicant(tx, employee.id);
    await ensureAccounts(tx, employee.id, year, [type.id]);
    await setOpening(tx, employee.id, type.id, year, { days: input.balance, as_of: input.as_of });
    const balance = (await balancesOf(tx, employee, year)).balances.find((b) => b.leave_type_id === type.id);
    if (!balance) throw new Error('opening balance not set');
    return balance;
  });
}

/**
 * The balances of the encashable leave types for the year, as the leave module counts them: allocation +
 * carried forward − approved days (created on first use, like any balance). An employee not found has none.
 * For a leaver's full and final settlement (docs/decisions/exits.md, "Leave encashment").
 */
export async function encashableBalances(db: DbOrTx, employeeId: number, year: number) {
  const employee = await leaveEmployee(db, employeeId);
  if (!employee) return [];
  return (await balancesOf(db, employee, year)).balances.filter((b) => b.leave_type.is_encashable);
}

export async function leaveBalance(db: Db, principal: Principal, year: number, employeeId?: number) {
  const targetId = employeeId ?? principal.employeeId;
  if (employeeId !== undefined && employeeId !== principal.employeeId) {
    // Someone else's balance: approvers within their company only; to anyone else it does not exist.
    const employee = await leaveEmployee(db, employeeId);
    if (!employee || !can(principal, 'approve-leaves')) throw notFound('Employee');
    assertInScope(companyScope(principal), employee.company_id, 'Employee');
  }
  return db.transaction(async (tx) => {
    const employee = await employeeFor(tx, targetId);
    const { policyId, balances } = await balancesOf(tx, employee, year);
    return {
      employee: {
        id: employee.id,
        first_name: employee.first_name,
        last_name: employee.last_name,
        employee_id: employee.employee_id,
        user: { email: employee.email },
      },
      year,
      policy: await policySummary(tx, policyId),
      balances,
    };
  });
}

// ---- requests

const nameOf = (p: { name: string | null; first_name: string | null; last_name: string | null } | null) => {
  if (!p?.name) return null;
  if (p.first_name && p.last_name) return { first_name: p.first_name, last_name: p.last_name };
  const [first = '', ...rest] = p.name.split(' ');
  return { first_name: first, last_name: rest.join(' ') };
};

function toLeaveRequest(row: RequestRow): LeaveRequest {
  const r = row.request;
  return {
    id: r.id,
    status: r.status as LeaveRequest['status'],
    employee: {
      id: row.employee.id,
      first_name: row.employee.first_name,
      last_name: row.employee.last_name,
      employee_id: row.employee.employee_id,
      user: { email: row.employee.email },
    },
    leave_type: toLeaveType(row.type),
    days_requested: Number(r.days_requested),
    half_day: r.half_day,
    half_day_type: r.half_day_type as LeaveRequest['half_day_type'],
    start_date: r.start_date,
    end_date: r.end_date,
    applied_on: iso(r.applied_on),
    reason: r.reason,
    approved_on: isoOrNull(r.approved_on),
    rejected_on: isoOrNull(r.rejected_on),
    cancelled_on: isoOrNull(r.cancelled_on),
    approver: nameOf(row.approver),
    rejector: nameOf(row.rejector),
    rejection_reason: r.rejection_reason,
    attachment: row.attachment?.filename ? row.attachment : null,
  };
}

export async function listLeaveRequests(
  db: Db,
  principal: Principal,
  q: RequestFilters & { page: number; per_page: number },
) {
  const { rows, stats } = await listRequests(
    db,
    recordScope(principal, 'approve-leaves'),
    q,
    q.page,
    q.per_page,
  );
  return { ...paged(rows.map(toLeaveRequest), stats.total, q.page, q.per_page), summary: stats };
}

/** Requests of the caller's direct reports and of the team they lead. */
export async function teamLeaveRequests(
  db: Db,
  principal: Principal,
  q: RequestFilters & { page: number; per_page: number },
) {
  const employee = await employeeFor(db, principal.employeeId);
  const ids = await reportsOf(db, employee.id);
  const scope = {
    company: { kind: 'company' as const, companyId: employee.company_id },
    ownEmployeeId: null,
  };
  const { rows, stats } = await listRequests(db, scope, { ...q, employeeIds: ids }, q.page, q.per_page);
  return { ...paged(rows.map(toLeaveRequest), stats.total, q.page, q.per_page), summary: stats };
}

/**
 * A request the caller may see: their own, any in their company for approvers, their reports' for managers,
 * and one whose chain has a level they decide (a department head, a manager's manager, a delegate).
 */
async function loadRequest(db: DbOrTx, principal: Principal, id: number) {
  const row =
    (await findRequest(db, recordScope(principal, 'approve-leaves'), id)) ??
    (await findReportsRequest(db, principal, id)) ??
    (await findChainRequest(db, principal, id));
  if (!row) throw notFound('Leave request');
  return row;
}

export const ANY = { company: { kind: 'all' as const }, ownEmployeeId: null };

async function findChainRequest(db: DbOrTx, principal: Principal, id: number) {
  return (await decidesRequest(db, principal, 'leave', id)) ? findRequest(db, ANY, id) : null;
}

async function findReportsRequest(db: DbOrTx, principal: Principal, id: number) {
  if (principal.employeeId === null || principal.companyId === null) return null;
  const row = await findRequest(
    db,
    { company: { kind: 'company', companyId: principal.companyId }, ownEmployeeId: null },
    id,
  );
  return row && (await reportsOf(db, principal.employeeId)).includes(row.employee.id) ? row : null;
}

export const getLeaveRequest = async (db: Db, principal: Principal, id: number) =>
  toLeaveRequest(await loadRequest(db, principal, id));

export async function leaveAttachment(db: Db, principal: Principal, id: number) {
  await loadRequest(db, principal, id);
  const file = await attachmentOf(db, id);
  if (!file) throw notFound('Attachment');
  return file;
}

const OVERLAP_MESSAGE = 'You already have a leave request overlapping these dates.';

/**
 * The database refuses overlapping pending or approved requests of one employee (leave_requests_no_overlap),
 * whatever races; a write that puts a request into either status answers that refusal like the check does.
 */
export function refuseOverlap(err: unknown): never {
  if (violatesConstraint(err, 'leave_requests_no_overlap')) throw fieldError('start_date', OVERLAP_MESSAGE);
  throw err;
}

/**
 * Applies for leave for the caller's own employee record. The server counts the days itself (weekdays,
 * not holidays) and enforces every rule; pending requests reserve their days against the balance.
 */
export async function applyForLeave(
  db: Db,
  principal: Principal,
  input: LeaveApplication,
  attachment: UploadedFile | null,
): Promise<LeaveRequest> {
  const today = todayIn();
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => {
    errors[field] ??= [message];
  };
  if (input.start_date < today) fail('start_date', 'Start date cannot be in the past');
  if (input.end_date < input.start_date) fail('end_date', 'End date cannot be before start date');
  if (input.half_day && input.end_date !== input.start_date)
    fail('half_day', 'A half day must start and end on the same date.');
  if (input.half_day && !input.half_day_type)
    fail('half_day_type', 'Choose the first half or the second half.');
  if (input.start_date.slice(0, 4) !== input.end_date.slice(0, 4)) {
    fail('end_date', 'A leave request cannot span two calendar years; apply for each year separately.');
  }
  if (attachment) {
    const problem = uploadProblem(attachment, ATTACHMENT_RULES);
    if (problem) fail('attachment', problem);
  }
  if (Object.keys(errors).length) throw validationFailed(errors);

  const applied = db.transaction(async (tx) => {
    const employee = await employeeFor(tx, principal.employeeId);
    // Applications of one employee queue up here, whatever their leave type, so the overlap and balance
    // checks below read everything the earlier ones committed.
    await lockLeaveApplicant(tx, employee.id);
    const type = await findLeaveType(tx, input.leave_type_id);
    if (!type?.is_active) throw fieldError('leave_type_id', 'The selected leave type is invalid.');
    const assessed = await assessRequest(tx, employee, type, input, today, {
      hasAttachment: attachment !== null,
    });
    for (const [field, messages] of Object.entries(assessed.errors)) fail(field, messages[0] ?? '');
    if (Object.keys(errors).length) throw validationFailed(errors);
    if (await overlapsExisting(tx, employee.id, input.start_date, input.end_date)) {
      throw fieldError('start_date', OVERLAP_MESSAGE);
    }
    const days = assessed.days;
    if (assessed.available !== null && days > assessed.available) {
      throw fieldError(
        'days_requested',
        `Insufficient balance. Available: ${assessed.available} days, Requested: ${days} days`,
      );
    }
    const autoApproved = !type.requires_approval;
    const requestId = await insertLeaveRequest(tx, {
      employee_id: employee.id,
      leave_type_id: type.id,
      start_date: input.start_date,
      end_date: input.end_date,
      days_requested: days.toFixed(1),
      half_day: input.half_day,
      half_day_type: input.half_day ? (input.half_day_type ?? null) : null,
      reason: input.reason,
      status: autoApproved ? 'approved' : 'pending',
      approved_on: autoApproved ? new Date() : null,
    });
    if (attachment) {
      await insertAttachment(tx, {
        leave_request_id: requestId,
        filename: attachment.filename,
        content_type: sniffType(attachment.data) ?? attachment.contentType,
        size: attachment.data.length,
        data: attachment.data,
      });
    }
    // The request enters its company's approval chain, and the first level's approvers hear of it, in this
    // transaction: nothing if it rolls back.
    if (!autoApproved) {
      const waitFor = await startApproval(
        tx,
        {
          type: 'leave',
          requestId,
          companyId: employee.company_id,
          requesterEmployeeId: employee.id,
        },
        { tell: false },
      );
      const row = await findRequest(tx, ANY, requestId);
      if (row) await tellApprovers(tx, row, waitFor);
    }
    return requestId;
  });
  const id = await applied.catch(refuseOverlap);
  return getLeaveRequest(db, principal, id);
}

/** What a request would count for the caller, before they apply (the form shows it). */
export async function leaveDaysFor(db: Db, principal: Principal, q: LeaveDaysQuery): Promise<LeaveDays> {
  if (q.end_date < q.start_date) throw fieldError('end_date', 'End date cannot be before start date');
  if (q.start_date.slice(0, 4) !== q.end_date.slice(0, 4)) {
    throw fieldError(
      'end_date',
      'A leave request cannot span two calendar years; apply for each year separately.',
    );
  }
  return db.transaction(async (tx) => {
    const employee = await employeeFor(tx, principal.employeeId);
    const type = await findLeaveType(tx, q.leave_type_id);
    if (!type?.is_active) throw fieldError('leave_type_id', 'The selected leave type is invalid.');
    const assessed = await assessRequest(tx, employee, type, q, todayIn(), { hasAttachment: true });
    const refusal = assessed.errors.leave_type_id;
    if (refusal) throw validationFailed({ leave_type_id: refusal });
    return {
      days: assessed.days,
      sandwich_dates: assessed.sandwichDates,
      available: assessed.available,
      document_required: assessed.rule !== null && documentRequired(assessed.rule, assessed.days),
      half_days_allowed: assessed.rule?.allow_half_days ?? true,
    };
  });
}

/**
 * A holder of approve-leaves approves or rejects a pending request outright, whatever level of its chain it
 * waits at; of two approvers acting at once exactly one succeeds.
 */
export async function decideLeave(
  db: Db,
  principal: Principal,
  id: number,
  decision: Decision,
): Promise<LeaveRequest> {
  const row = await loadRequest(db, principal, id);
  if (row.employee.id === principal.employeeId) {
    throw forbidden(`You cannot ${decision.approve ? 'approve' : 'reject'} your own leave request`);
  }
  await db.transaction((tx) => settleOutright(tx, 'leave', id, decision, principal));
  return getLeaveRequest(db, principal, id);
}

/** The applicant withdraws a pending request, or an approved one that has not started; its days return. */
export async function cancelLeave(db: Db, principal: Principal, id: number): Promise<LeaveRequest> {
  const row = await loadRequest(db, principal, id);
  if (row.employee.id !== principal.employeeId)
    throw forbidden('Only the applicant can cancel a leave request');
  const changed = await db.transaction(async (tx) => {
    const moved = await transition(
      tx,
      id,
      ['pending', 'approved'],
      { status: 'cancelled', cancelled_on: new Date() },
      sql`(${leaveRequests.status} = 'pending' or ${leaveRequests.start_date} > ${todayIn()})`,
    );
    if (moved) {
      await closeApproval(tx, 'leave', id, principal, 'closed', 'Cancelled by the applicant.');
      await recountBeside(tx, row.request);
      await tellCancelled(tx, row, principal);
    }
    return moved;
  });
  if (!changed)
    throw conflict('Only pending requests, or approved ones that have not started, can be cancelled');
  return getLeaveRequest(db, principal, id);
}
