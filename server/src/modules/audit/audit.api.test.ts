import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const PASSWORD = 'Audit-Secret-9876';
const NEW_PASSWORD = 'Rotated-Secret-5432';
/** A month the demo data has no runs for, so processing and uploads there start clean. */
const MONTH = { year: 2025, month: 7 };

describe('audit trail', () => {
  let t: TestApp;
  let superAdmin: string;
  let hr: string;
  let employee: string;
  let superId: number;
  let hrId: number;

  const events = async (query = '') => {
    const res = await t.as(superAdmin, { method: 'GET', url: `/api/audit-events?per_page=100${query}` });
    expect(res.statusCode).toBe(200);
    return res.json().data as Json[];
  };
  /** The newest event of an action, checked to be the only one the change wrote. */
  const onlyEvent = async (action: string, entityId?: number) => {
    const found = await events(`&action=${action}${entityId ? `&entity_id=${entityId}` : ''}`);
    expect(found).toHaveLength(1);
    return found[0] as Json;
  };
  const noSecretsIn = async () => {
    const rows = await rawRows<{ text: string }>(
      t.database.db,
      sql`select coalesce(string_agg(changes::text || summary, ' '), '') as text from audit_events`,
    );
    const text = rows[0]?.text ?? '';
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(NEW_PASSWORD);
    expect(text).not.toMatch(/argon2|password_hash|token/i);
  };

  beforeAll(async () => {
    t = await createTestApp();
    [superAdmin, hr, employee] = await Promise.all([
      t.login('admin@demo.test'),
      t.login('hr@demo.test'),
      t.login('employee@demo.test'),
    ]);
    superId = (await t.as(superAdmin, { method: 'GET', url: '/api/me' })).json().user.id;
    hrId = (await t.as(hr, { method: 'GET', url: '/api/me' })).json().user.id;
  });
  afterAll(() => t.close());

  it('is for super admins only', async () => {
    for (const token of [hr, employee]) {
      const res = await t.as(token, { method: 'GET', url: '/api/audit-events' });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/audit-events' })).statusCode).toBe(401);
  });

  it('records every change to a user, by whom and from where, and never a password', async () => {
    const created = await t.as(superAdmin, {
      method: 'POST',
      url: '/api/users',
      payload: {
        name: 'Audit Subject',
        email: 'audit.subject@demo.test',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().user.id as number;
    const create = await onlyEvent('user.created', id);
    expect(create).toMatchObject({
      entity_type: 'user',
      entity_id: id,
      user: { id: superId, email: 'admin@demo.test' },
      ip: '127.0.0.1',
      changes: { email: 'audit.subject@demo.test', is_active: true, roles: [] },
    });

    const updated = await t.as(superAdmin, {
      method: 'PUT',
      url: `/api/users/${id}`,
      payload: {
        name: 'Audit Subject Renamed',
        email: 'audit.subject@demo.test',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(updated.statusCode).toBe(200);
    expect((await onlyEvent('user.updated', id)).changes).toEqual({
      name: { from: 'Audit Subject', to: 'Audit Subject Renamed' },
    });
    expect((await onlyEvent('user.password_changed', id)).changes).toBeNull();

    await t.as(superAdmin, {
      method: 'POST',
      url: `/api/users/${id}/assign-roles`,
      payload: { roles: ['hr_manager'] },
    });
    expect((await onlyEvent('user.roles_changed', id)).changes).toEqual({
      roles: { added: ['hr_manager'], removed: [] },
    });
    await t.as(superAdmin, { method: 'PATCH', url: `/api/users/${id}/toggle-status` });
    expect((await onlyEvent('user.deactivated', id)).changes).toEqual({
      is_active: { from: true, to: false },
    });
    await t.as(superAdmin, { method: 'PATCH', url: `/api/users/${id}/toggle-status` });
    await onlyEvent('user.activated', id);
    expect((await t.as(superAdmin, { method: 'DELETE', url: `/api/users/${id}` })).statusCode).toBe(200);
    expect((await onlyEvent('user.deleted', id)).summary).toBe('Deleted user audit.subject@demo.test');
    await noSecretsIn();
  });

  it('records role changes, and nothing for a change that was refused', async () => {
    const refused = await t.as(superAdmin, {
      method: 'POST',
      url: '/api/roles',
      payload: { name: 'auditor', permissions: ['view-payroll', 'fly'] },
    });
    expect(refused.statusCode).toBe(422);
    expect(await events('&action=role.created')).toHaveLength(0);

    const created = await t.as(superAdmin, {
      method: 'POST',
      url: '/api/roles',
      payload: { name: 'auditor', permissions: ['view-payroll'] },
    });
    const id = created.json().role.id as number;
    expect((await onlyEvent('role.created', id)).changes).toMatchObject({ permissions: ['view-payroll'] });
    await t.as(superAdmin, { method: 'PUT', url: `/api/roles/${id}`, payload: { name: 'payroll_auditor' } });
    expect((await onlyEvent('role.updated', id)).changes).toEqual({
      name: { from: 'auditor', to: 'payroll_auditor' },
    });
    await t.as(superAdmin, {
      method: 'POST',
      url: `/api/roles/${id}/assign-permissions`,
      payload: { permissions: ['view-payroll', 'view-employees'] },
    });
    expect(await onlyEvent('role.permissions_changed', id)).toMatchObject({
      user: { id: superId },
      changes: { permissions: { added: ['view-employees'], removed: [] } },
    });
    await t.as(superAdmin, { method: 'DELETE', url: `/api/roles/${id}` });
    await onlyEvent('role.deleted', id);
  });

  it('records a saved salary structure with its lines before and after', async () => {
    const someone = (await t.as(hr, { method: 'GET', url: '/api/employees?status=active&per_page=1' })).json()
      .data[0] as Json;
    const current = (
      await t.as(hr, { method: 'GET', url: `/api/employees/${someone.id}/salary-structure` })
    ).json() as Json;
    const lines = current.salary_structure.map((l: Json) => ({
      salary_component_id: l.salary_component_id,
      amount: l.salary_component.code === 'BASIC' ? l.amount + 1000 : l.amount,
      percentage: l.percentage,
    }));
    const res = await t.as(hr, {
      method: 'PUT',
      url: `/api/employees/${someone.id}/salary-structure`,
      payload: { effective_from: todayIn(), components: lines },
    });
    expect(res.statusCode).toBe(200);
    const event = await onlyEvent('employee.salary_structure_saved', someone.id);
    expect(event).toMatchObject({
      entity_type: 'employee',
      company_id: someone.company.id,
      user: { id: hrId },
    });
    const basicBefore = current.salary_structure.find(
      (l: Json) => l.salary_component.code === 'BASIC',
    ).amount;
    expect(event.changes.components.from.BASIC).toBe(basicBefore);
    expect(event.changes.components.to.BASIC).toBe(basicBefore + 1000);
  });

  it('records payroll processing, approval, payment and CSV uploads, one event per call', async () => {
    // Last month has attendance (runs come out processed, not draft); take two runs still open.
    const [y, m] = todayIn().split('-').map(Number) as [number, number];
    const last = m === 1 ? { year: y - 1, month: 12 } : { year: y, month: m - 1 };
    const processedRuns = (
      await t.as(hr, {
        method: 'GET',
        url: `/api/payroll-runs?month=${last.month}&year=${last.year}&status=processed&per_page=10`,
      })
    ).json().data as Json[];
    // Two that are neither HR's nor the super admin's own pay (which they may not approve or pay).
    const own = await Promise.all(
      [hr, superAdmin].map(
        async (token) => (await t.as(token, { method: 'GET', url: '/api/me' })).json().user,
      ),
    );
    const open = processedRuns.filter((r) => !own.some((u) => u.employee?.id === r.employee.id)).slice(0, 2);
    // The demo's own payroll was processed by HR too: this call adds exactly one event.
    const byHr = `&action=payroll_run.processed&user_id=${hrId}`;
    const before = (await events(byHr)).length;
    const processed = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/bulk-process',
      payload: { employee_ids: open.map((r) => r.employee.id), ...last },
    });
    expect(processed.statusCode).toBe(200);
    const after = await events(byHr);
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({
      entity_type: 'payroll_run',
      entity_id: null,
      changes: { saved: 2, created: 0, updated: 2, by_status: { processed: 2 } },
    });

    // HR processed it, so the super admin approves it (segregation of duties) and HR pays it.
    const run = open[0] as Json;
    expect(
      (await t.as(superAdmin, { method: 'PUT', url: `/api/payroll-runs/${run.id}/approve` })).statusCode,
    ).toBe(200);
    expect(await onlyEvent('payroll_run.approved', run.id)).toMatchObject({
      user: { id: superId },
      changes: { status: { from: 'processed', to: 'approved' } },
    });
    await t.as(hr, { method: 'PUT', url: `/api/payroll-runs/${run.id}/mark-paid` });
    expect(await onlyEvent('payroll_run.paid', run.id)).toMatchObject({
      user: { id: hrId },
      changes: { status: { from: 'approved', to: 'paid' } },
    });

    const people = (await t.as(hr, { method: 'GET', url: '/api/employees?status=active&per_page=1' })).json()
      .data as Json[];
    const third = people[0] as Json;
    const csv = [
      'employee_code,employee_name,total_days,days_present,days_paid,basic_salary,hra',
      `${third.employee_id},${third.first_name} ${third.last_name},31,22,31,30000,12000`,
      'EMP9999,Nobody,31,22,31,30000,12000',
    ].join('\n');
    const upload = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/upload-csv',
      ...multipartForm(
        { ...MONTH, overwrite: 'false' },
        { field: 'file', name: 'july.csv', data: Buffer.from(csv), type: 'text/csv' },
      ),
    });
    expect(upload.statusCode).toBe(200);
    expect((await onlyEvent('payroll_run.csv_uploaded')).changes).toMatchObject({
      file: 'july.csv',
      rows: 2,
      saved: 1,
      errors: 1,
      skipped: 0,
    });
  });

  it('filters by entity, user and dates, newest first, and validates its filters', async () => {
    const all = await events(`&from=${todayIn()}`);
    const times = all.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    const byHr = await events(`&user_id=${hrId}&from=${todayIn()}`);
    expect(byHr.length).toBeGreaterThan(0);
    expect(byHr.every((e) => e.user?.id === hrId)).toBe(true);
    const users = await events('&entity_type=user');
    expect(users.length).toBeGreaterThan(0);
    expect(users.every((e) => e.entity_type === 'user')).toBe(true);
    // The demo seed's payroll events are dated today too; nothing is dated in the future.
    expect(await events('&from=2099-12-31')).toEqual([]);
    expect(await events('&to=2000-01-01')).toEqual([]);

    const paged = await t.as(superAdmin, { method: 'GET', url: '/api/audit-events?per_page=2&page=2' });
    expect(paged.json()).toMatchObject({ current_page: 2, per_page: 2 });
    expect(paged.json().data[0].id).toBe(
      (await t.as(superAdmin, { method: 'GET', url: '/api/audit-events?per_page=3' })).json().data[2].id,
    );

    const bad = await t.as(superAdmin, {
      method: 'GET',
      url: '/api/audit-events?action=user.flew&from=2026-02-01&to=2026-01-01&entity_id=x',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['action', 'entity_id']);
    const backwards = await t.as(superAdmin, {
      method: 'GET',
      url: '/api/audit-events?from=2026-02-01&to=2026-01-01',
    });
    expect(backwards.json().errors).toEqual({ to: ['The to date must be a date after or equal to from.'] });
  });
});
