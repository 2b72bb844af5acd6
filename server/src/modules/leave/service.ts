import type {
  LeaveApplication,
  LeaveBalance,
  LeaveOpeningBalanceRequest,
  LeaveRequest,
  LeaveType,
  LeaveTypeRequest,
} from '@hrms/contracts/leave';
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES } from '@hrms/contracts/leave';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { leaveRequests } from '../../db/schema/leave';
import { assertInScope, companyScope, isInCompanyScope, recordScope } from '../../platform/access';
import { can, type Principal } from '../../platform/auth/principal';
import { iso, isoOrNull, todayIn } from '../../platform/dates';
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
import { carryForward, daysBetween, leaveDays, proratedAllocation } from './engine/days';
import { tellApprovers, tellCancelled, tellDecision } from './notifications';
import {
  attachmentOf,
  balanceRows,
  daysTaken,
  findLeaveType,
  findRequest,
  holidayDates,
  insertAttachment,
  insertBalances,
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
  reportsOf,
  setOpening,
  transition,
  updateLeaveTypeRow,
} from './queries';

export const ATTACHMENT_RULES: UploadRules = {
  label: 'attachment',
  maxBytes: ATTACHMENT_MAX_BYTES,
  extensions: ATTACHMENT_EXTENSIONS,
};

// ---- leave types

export function toLeaveType(t: LeaveTypeRow): LeaveType {
  return {
    ...t,
    annual_allocation: Number(t.annual_allocation),
    carry_forward_days: Number(t.carry_forward_days),
  };
}

const typeValues = (input: LeaveTypeRequest) => ({
  ...input,
  annual_allocation: input.annual_allocation.toFixed(1),
  carry_forward_days: input.carry_forward_days.toFixed(1),
  max_consecutive_days: input.max_consecutive_days ?? null,
});

export const leaveTypes = async (db: Db) => (await listLeaveTypes(db)).map(toLeaveType);

export async function createLeaveType(db: Db, input: LeaveTypeRequest): Promise<LeaveType> {
  if (await leaveTypeCodeTaken(db, input.code)) throw fieldError('code', 'The code has already been taken.');
  return toLeaveType(await insertLeaveType(db, typeValues(input)));
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

type BalanceRow = Awaited<ReturnType<typeof balanceRows>>[number];

/**
 * What a year's balance starts from: the opening balance brought in, when there is one (the requests
 * counted against it are those after its date, daysTaken), else the allocation plus what was carried.
 */
const entitlementOf = (b: BalanceRow) =>
  b.opening_days !== null
    ? { allocated: Number(b.opening_days), carried: 0 }
    : { allocated: Number(b.allocated_days), carried: Number(b.carried_forward_days) };

/**
 * A year's balances, created on first use: the type's allocation (pro-rated for joiners) plus what the
 * previous year left unused, up to the type's carry-forward cap.
 */
async function balancesOf(db: DbOrTx, employee: LeaveEmployee, year: number): Promise<LeaveBalance[]> {
  const types = (await listLeaveTypes(db)).filter((t) => t.is_active);
  const existing = await balanceRows(db, employee.id, year);
  const missing = types.filter((t) => !existing.some((b) => b.leave_type_id === t.id));
  if (missing.length) {
    const previous = await balanceRows(db, employee.id, year - 1);
    const previousTaken = await daysTaken(db, employee.id, year - 1);
    await insertBalances(
      db,
      missing.map((t) => {
        const prev = previous.find((b) => b.leave_type_id === t.id);
        const prevUsed = Number(previousTaken.find((d) => d.leave_type_id === t.id)?.approved ?? 0);
        const prevEntitled = prev ? entitlementOf(prev) : null;
        const prevRemaining = prevEntitled ? prevEntitled.allocated + prevEntitled.carried - prevUsed : 0;
        return {
          employee_id: employee.id,
          leave_type_id: t.id,
          year,
          allocated_days: proratedAllocation(Number(t.annual_allocation), year, employee.hire_date).toFixed(
            1,
          ),
          carried_forward_days: carryForward(prevRemaining, Number(t.carry_forward_days)).toFixed(1),
        };
      }),
    );
  }
  const rows = await balanceRows(db, employee.id, year);
  const taken = await daysTaken(db, employee.id, year);
  return types.flatMap((t) => {
    const b = rows.find((r) => r.leave_type_id === t.id);
    if (!b) return [];
    const used = Number(taken.find((d) => d.leave_type_id === t.id)?.approved ?? 0);
    const pending = Number(taken.find((d) => d.leave_type_id === t.id)?.pending ?? 0);
    const { allocated, carried } = entitlementOf(b);
    return [
      {
        id: b.id,
        year,
        leave_type_id: t.id,
        leave_type: toLeaveType(t),
        allocated_days: allocated,
        carried_forward_days: carried,
        used_days: used,
        pending_days: pending,
        remaining_days: allocated + carried - used,
        opening_days: b.opening_days === null ? null : Number(b.opening_days),
        opening_as_of: b.opening_as_of,
      },
    ];
  });
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
    errors.as_of = [`The as of date cannot be before the employee joined (${employee.hire_date}).`];
  }
  if (Object.keys(errors).length || !type) throw validationFailed(errors);
  return db.transaction(async (tx) => {
    // As an application does: this employee's applications wait, so none is checked against a stale balance.
    await lockLeaveApplicant(tx, employee.id);
    await balancesOf(tx, employee, year);
    await setOpening(tx, employee.id, type.id, year, { days: input.balance, as_of: input.as_of });
    const balance = (await balancesOf(tx, employee, year)).find((b) => b.leave_type_id === type.id);
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
  return (await balancesOf(db, employee, year)).filter((b) => b.leave_type.is_encashable);
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
    return {
      employee: {
        id: employee.id,
        first_name: employee.first_name,
        last_name: employee.last_name,
        employee_id: employee.employee_id,
        user: { email: employee.email },
      },
      year,
      balances: await balancesOf(tx, employee, year),
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

/** A request the caller may see: their own, any in their company for approvers, their reports' for managers. */
async function loadRequest(db: DbOrTx, principal: Principal, id: number) {
  const row =
    (await findRequest(db, recordScope(principal, 'approve-leaves'), id)) ??
    (await findReportsRequest(db, principal, id));
  if (!row) throw notFound('Leave request');
  return row;
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
function refuseOverlap(err: unknown): never {
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
    if (daysBetween(today, input.start_date) < type.advance_notice_days) {
      fail('start_date', `This leave type requires ${type.advance_notice_days} days advance notice`);
    }
    const holidays = await holidayDates(
      tx,
      employee.company_id,
      employee.state,
      input.start_date,
      input.end_date,
    );
    const days = leaveDays(input.start_date, input.end_date, holidays, input.half_day);
    if (days === 0) fail('start_date', 'The selected dates contain no working days.');
    if (type.max_consecutive_days !== null && days > type.max_consecutive_days) {
      fail('end_date', `Maximum ${type.max_consecutive_days} consecutive days allowed for this leave type`);
    }
    if (type.requires_attachment && !attachment)
      fail('attachment', 'Attachment is required for this leave type');
    if (Object.keys(errors).length) throw validationFailed(errors);
    if (await overlapsExisting(tx, employee.id, input.start_date, input.end_date)) {
      throw fieldError('start_date', OVERLAP_MESSAGE);
    }

    const year = Number(input.start_date.slice(0, 4));
    if (type.is_paid) {
      const balance = (await balancesOf(tx, employee, year)).find((b) => b.leave_type_id === type.id);
      const available = balance ? balance.remaining_days - balance.pending_days : 0;
      if (days > available) {
        throw fieldError(
          'days_requested',
          `Insufficient balance. Available: ${available} days, Requested: ${days} days`,
        );
      }
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
    // Approvers hear of a request that waits for them, in this transaction: nothing if it rolls back.
    if (!autoApproved) {
      const row = await findRequest(tx, { company: { kind: 'all' }, ownEmployeeId: null }, requestId);
      if (row) await tellApprovers(tx, row, principal);
    }
    return requestId;
  });
  const id = await applied.catch(refuseOverlap);
  return getLeaveRequest(db, principal, id);
}

/** Approves or rejects a pending request; of two approvers acting at once exactly one succeeds. */
export async function decideLeave(
  db: Db,
  principal: Principal,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<LeaveRequest> {
  const row = await loadRequest(db, principal, id);
  if (row.employee.id === principal.employeeId) {
    throw forbidden(`You cannot ${decision.approve ? 'approve' : 'reject'} your own leave request`);
  }
  const now = new Date();
  const changed = await db
    .transaction(async (tx) => {
      const moved = await transition(
        tx,
        id,
        ['pending'],
        decision.approve
          ? { status: 'approved', approved_by: principal.userId, approved_on: now }
          : {
              status: 'rejected',
              rejected_by: principal.userId,
              rejected_on: now,
              rejection_reason: decision.reason,
            },
      );
      if (moved) await tellDecision(tx, row, principal, decision);
      return moved;
    })
    .catch(refuseOverlap);
  if (!changed) {
    const current = await loadRequest(db, principal, id);
    throw conflict(`This leave request is already ${current.request.status}`);
  }
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
    if (moved) await tellCancelled(tx, row, principal);
    return moved;
  });
  if (!changed)
    throw conflict('Only pending requests, or approved ones that have not started, can be cancelled');
  return getLeaveRequest(db, principal, id);
}
