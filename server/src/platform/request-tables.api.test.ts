import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Db, DbOrTx } from '../db/client';
import { users } from '../db/schema/access';
import { attendanceRequests } from '../db/schema/attendance';
import { employees } from '../db/schema/employees';
import {
  decisionValues,
  moveRequest,
  type RequestFilters,
  requestFinders,
  settlePending,
} from './request-tables';

// A module's select: the request with its employee's name, as the request modules join them.
const select = (db: DbOrTx) =>
  db
    .select({ request: attendanceRequests, employee: { first_name: employees.first_name } })
    .from(attendanceRequests)
    .innerJoin(employees, eq(employees.id, attendanceRequests.employee_id));

type Filters = RequestFilters & { type?: string };

const { findRequest, requestsById, listRequests } = requestFinders(
  attendanceRequests,
  select,
  (f: Filters) => (f.type ? eq(attendanceRequests.type, f.type) : undefined),
);

describe('request tables: finding, listing and moving requests', () => {
  let t: TestApp;
  let db: Db;
  let companyId: number;
  let a: { id: number; first_name: string };
  let b: { id: number; first_name: string };
  let userId: number;
  const ids = {} as { aHome: number; aDuty: number; bHome: number };

  const status = async (id: number) =>
    (
      await db
        .select({ s: attendanceRequests.status })
        .from(attendanceRequests)
        .where(eq(attendanceRequests.id, id))
    )[0]?.s;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    const [first] = await db.select({ company_id: employees.company_id }).from(employees).limit(1);
    companyId = first?.company_id as number;
    const two = await db
      .select({ id: employees.id, first_name: employees.first_name })
      .from(employees)
      .where(eq(employees.company_id, companyId))
      .orderBy(asc(employees.id))
      .limit(2);
    [a, b] = two as [typeof a, typeof b];
    userId = ((await db.select({ id: users.id }).from(users).limit(1))[0] as { id: number }).id;
    // Far-future days that no demo request shares, one statement each (the newest is the last made).
    const ask = async (employeeId: number, type: string, day: string) => {
      const [row] = await db
        .insert(attendanceRequests)
        .values({
          company_id: companyId,
          employee_id: employeeId,
          type,
          from_date: day,
          to_date: day,
          days: 1,
          reason: 'Testing the request tables',
        })
        .returning({ id: attendanceRequests.id });
      return row?.id as number;
    };
    ids.aHome = await ask(a.id, 'work_from_home', '2099-01-05');
    ids.aDuty = await ask(a.id, 'on_duty', '2099-01-06');
    ids.bHome = await ask(b.id, 'work_from_home', '2099-01-05');
  });
  afterAll(() => t.close());

  const filters = (more: Partial<Filters> = {}): Filters => ({
    company: { kind: 'company', companyId },
    employeeIds: [a.id, b.id],
    ...more,
  });
  const listed = async (f: Filters, page = 1, perPage = 10) => {
    const { rows, total } = await listRequests(db, f, page, perPage);
    return { ids: rows.map((r) => r.request.id), total };
  };

  it('finds one request by id with the select’s joins, and none for an unknown id', async () => {
    const row = await findRequest(db, ids.aDuty);
    expect(row?.request).toMatchObject({ id: ids.aDuty, employee_id: a.id, type: 'on_duty' });
    expect(row?.employee.first_name).toBe(a.first_name);
    expect(await findRequest(db, 2_000_000_000)).toBeNull();
  });

  it('finds some requests by id, and none for no ids', async () => {
    const rows = await requestsById(db, [ids.bHome, ids.aHome, 2_000_000_000]);
    expect(rows.map((r) => r.request.id).sort((x, y) => x - y)).toEqual([ids.aHome, ids.bHome]);
    expect(await requestsById(db, [])).toEqual([]);
  });

  it('lists a page, the newest first, with how many match the filters and the module’s own', async () => {
    expect(await listed(filters())).toEqual({ ids: [ids.bHome, ids.aDuty, ids.aHome], total: 3 });
    expect(await listed(filters(), 2, 2)).toEqual({ ids: [ids.aHome], total: 3 });
    expect(await listed(filters({ type: 'work_from_home' }))).toEqual({
      ids: [ids.bHome, ids.aHome],
      total: 2,
    });
    expect(await listed(filters({ employeeId: a.id }))).toEqual({ ids: [ids.aDuty, ids.aHome], total: 2 });
    expect(await listed(filters({ employeeIds: [b.id] }))).toEqual({ ids: [ids.bHome], total: 1 });
    // Nobody to show, and no company in scope, show nothing.
    expect(await listed(filters({ employeeIds: [] }))).toEqual({ ids: [], total: 0 });
    expect(await listed(filters({ company: { kind: 'none' } }))).toEqual({ ids: [], total: 0 });
  });

  it('settles a pending request once; after that it names the status it has', async () => {
    expect(
      await settlePending(db, attendanceRequests, ids.aHome, decisionValues({ approve: true }, userId)),
    ).toBeNull();
    const row = await findRequest(db, ids.aHome);
    expect(row?.request).toMatchObject({ status: 'approved', decided_by: userId, rejection_reason: null });
    expect(row?.request.decided_at).toBeInstanceOf(Date);
    const again = decisionValues({ approve: false, reason: 'Too late' }, userId);
    expect(again).toMatchObject({ status: 'rejected', rejection_reason: 'Too late' });
    expect(await settlePending(db, attendanceRequests, ids.aHome, again)).toBe('approved');
    expect(await status(ids.aHome)).toBe('approved');
    expect(await listed(filters({ status: 'approved' }))).toEqual({ ids: [ids.aHome], total: 1 });
    // A request that is gone is named as decided.
    expect(await settlePending(db, attendanceRequests, 2_000_000_000, again)).toBe('decided');
  });

  it('moves a request only from the status it is in', async () => {
    expect(await moveRequest(db, attendanceRequests, ids.aDuty, 'approved', { status: 'cancelled' })).toBe(
      false,
    );
    expect(await status(ids.aDuty)).toBe('pending');
    expect(await moveRequest(db, attendanceRequests, ids.aDuty, 'pending', { status: 'cancelled' })).toBe(
      true,
    );
    expect(await status(ids.aDuty)).toBe('cancelled');
  });

  it('of a decision and a withdrawal at once, exactly one wins and the other learns what won', async () => {
    const both = await Promise.all([
      db.transaction((tx) =>
        settlePending(tx, attendanceRequests, ids.bHome, decisionValues({ approve: true }, userId)),
      ),
      db.transaction((tx) => settlePending(tx, attendanceRequests, ids.bHome, { status: 'cancelled' })),
    ]);
    const now = await status(ids.bHome);
    expect(['approved', 'cancelled']).toContain(now);
    expect(both.filter((x) => x === null)).toHaveLength(1);
    expect(both.filter((x) => x !== null)).toEqual([now]);
  });
});
