import type { OvertimeDecisionRequest, OvertimeItem, OvertimeListQuery } from '@hrms/contracts/attendance';
import type { OvertimeDecision } from '@hrms/contracts/enums';
import type { Db } from '../../db/client';
import { recordScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { conflict, fieldError, forbidden } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import { waitingOn } from '../approvals/public';
import { hoursFor, ratesInForceOn } from '../statutory/public';
import { quarterOf } from './engine/overtime';
import { claimsDecidedOutright } from './overtime-chain';
import { recomputeRuns } from './overtime-runs';
import {
  approvedOvertimeByQuarter,
  clockEmployees,
  decideClaims,
  listOvertimeRecords,
  pendingClaims,
} from './queries';
import { getRecord, loadRecord, ownRecordKeptApart, toRecord } from './service';

const APPROVERS = ['approve-attendance'] as const;

/**
 * An approver decides a day's overtime, apart from the day's attendance: approves the hours claimed or fewer,
 * or rejects it. Decided once (409 after); not one's own when the company keeps duties apart; the employee's
 * open payroll run of that month is recomputed in the same transaction, so approved hours are paid.
 */
export async function decideOvertime(
  db: Db,
  principal: Principal,
  id: number,
  input: OvertimeDecisionRequest,
) {
  return db.transaction(async (tx) => {
    const row = await loadRecord(tx, principal, id);
    const record = row.record;
    if (record.overtime_status === 'none') throw conflict('There is no overtime on this day to decide');
    if (record.overtime_status !== 'pending') {
      throw conflict(`This overtime is already ${record.overtime_status}`);
    }
    if (record.employee_id === (await ownRecordKeptApart(tx, principal))) {
      throw forbidden('You cannot decide your own overtime');
    }
    const claimed = Number(record.overtime_hours);
    const hours = input.decision === 'approve' ? (input.hours ?? null) : null;
    if (hours !== null && hours > claimed) {
      throw fieldError('hours', `At most ${claimed.toFixed(2)} hours were claimed on this day.`);
    }
    const decided = await decideClaims(tx, [id], input.decision, hours, principal.userId);
    if (!decided.length) throw conflict('This overtime was decided meanwhile');
    await claimsDecidedOutright(tx, [id], principal, input.decision);
    await recomputeRuns(tx, principal, decided);
    return getRecord(tx, principal, id);
  });
}

/**
 * A week's or a month's claims decided at once, each at the hours claimed: those in the caller's scope that
 * wait for a decision, the caller's own left out. Returns how many were decided.
 */
export async function decideOvertimeInBulk(
  db: Db,
  principal: Principal,
  ids: number[],
  decision: OvertimeDecision,
) {
  return db.transaction(async (tx) => {
    const own = await ownRecordKeptApart(tx, principal);
    const pending = await pendingClaims(tx, recordScope(principal, ...APPROVERS), ids, own);
    const decided = await decideClaims(
      tx,
      pending.map((p) => p.id),
      decision,
      null,
      principal.userId,
    );
    await claimsDecidedOutright(
      tx,
      decided.map((d) => d.id),
      principal,
      decision,
    );
    await recomputeRuns(tx, principal, decided);
    return decided.length;
  });
}

/**
 * Days with overtime in the caller's scope, each with its employee's quarter: the hours approved in it and the
 * quarterly limit in force, and whether approving the day's claim would pass the limit.
 */
export async function listOvertime(db: Db, principal: Principal, q: OvertimeListQuery) {
  const { rows, total } = await listOvertimeRecords(
    db,
    recordScope(principal, 'manage-attendance', ...APPROVERS),
    q,
  );
  const dates = rows.map((r) => r.record.attendance_date).sort();
  const from = dates.length ? quarterOf(dates[0] as string).from : '';
  const to = dates.length ? quarterOf(dates.at(-1) as string).to : '';
  const sums = await approvedOvertimeByQuarter(
    db,
    [...new Set(rows.map((r) => r.record.employee_id))],
    from,
    to,
  );
  const approvedIn = new Map(sums.map((s) => [`${s.employee_id}|${s.quarter}`, Number(s.hours)]));
  const limits = await quarterlyLimits(db, rows);
  const pending = rows.filter((r) => r.record.overtime_status === 'pending').map((r) => r.record.id);
  const waiting = await waitingOn(db, 'overtime', pending);
  const items: OvertimeItem[] = rows.map((row) => {
    const quarter = quarterOf(row.record.attendance_date);
    const approved = approvedIn.get(`${row.record.employee_id}|${quarter.from}`) ?? 0;
    const limit = limits.get(row.record.id) ?? null;
    const claim = row.record.overtime_status === 'pending' ? Number(row.record.overtime_hours) : 0;
    return {
      ...toRecord(row),
      waiting: waiting.get(row.record.id) ?? null,
      quarter: {
        ...quarter,
        approved_hours: Math.round(approved * 100) / 100,
        limit_hours: limit,
        exceeds_if_approved: limit !== null && approved + claim > limit,
      },
    };
  });
  return paged(items, total, q.page, q.per_page);
}

/** The quarterly overtime limit in force on each listed day for its employee (their state's, else national). */
async function quarterlyLimits(db: Db, rows: Awaited<ReturnType<typeof listOvertimeRecords>>['rows']) {
  const people = new Map(
    (await clockEmployees(db, [...new Set(rows.map((r) => r.record.employee_id))])).map((p) => [p.id, p]),
  );
  const dates = [...new Set(rows.map((r) => r.record.attendance_date))];
  // One reading of the rates per country (India's, in practice), for every date listed.
  const byCountry = new Map<number, Awaited<ReturnType<typeof ratesInForceOn>>>();
  for (const countryId of new Set([...people.values()].map((p) => p.country_id))) {
    byCountry.set(countryId, await ratesInForceOn(db, countryId, dates));
  }
  const limits = new Map<number, number | null>();
  for (const row of rows) {
    const person = people.get(row.record.employee_id);
    const inForce = person && byCountry.get(person.country_id)?.get(row.record.attendance_date);
    limits.set(
      row.record.id,
      (inForce && hoursFor(inForce, person.state_code)?.quarterly_overtime_hours) ?? null,
    );
  }
  return limits;
}
