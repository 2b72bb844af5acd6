import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFor } from '../../../test/accounts';
import { branchPayload, createCompanyWithDepartment } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

describe('attendance devices', () => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let employee: string;
  let outsiderHr: string;
  let outsiderCompanyId: number;
  let gate: Json;
  let gateKey: string;

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
    t.as(token, { method, url, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr, employee] = await Promise.all([
      t.login('admin@demo.test'),
      t.login('hr@demo.test'),
      t.login('employee@demo.test'),
    ]);
    const { company, department } = await createCompanyWithDepartment(t, admin);
    outsiderCompanyId = company.id;
    const made = await call(admin, 'POST', '/api/employees', {
      first_name: 'Oona',
      last_name: 'Outside',
      email: 'oona.outside@example.test',
      company_id: company.id,
      department_id: department.id,
      hire_date: '2024-01-01',
    });
    expect(made.statusCode, made.body).toBe(201);
    outsiderHr = await signInFor(t, admin, made.json().employee.id, 'oona.hr@example.test', {
      roles: ['hr_manager'],
    });
  });
  afterAll(() => t.close());

  it('adds a device and shows its key once, keeping only its hash', async () => {
    const branches = await call(hr, 'GET', '/api/branches');
    const branch = branches.json().data[0];
    const res = await call(hr, 'POST', '/api/attendance-devices', {
      name: 'Main gate',
      serial_number: 'CKJX2025',
      branch_id: branch.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    gate = body.attendance_device;
    gateKey = body.key;
    expect(body.message).toBe('Device added successfully');
    expect(gateKey).toMatch(/^hrd_[A-Za-z0-9_-]{43}$/);
    expect(gate).toMatchObject({
      name: 'Main gate',
      serial_number: 'CKJX2025',
      branch: { id: branch.id, name: branch.name },
      key_hint: gateKey.slice(-4),
      revoked_at: null,
      last_punch_at: null,
      punches: 0,
    });
    const [stored] = await rawRows<{ key_hash: string }>(
      t.database.db,
      sql`select key_hash from attendance_devices where id = ${gate.id}`,
    );
    expect(stored?.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(
      JSON.stringify(await call(hr, 'GET', `/api/attendance-devices/${gate.id}`).then((r) => r.json())),
    ).not.toContain(gateKey);
  });

  it('refuses a second device of the same name (in any case) and a branch of another company', async () => {
    const twin = await call(hr, 'POST', '/api/attendance-devices', { name: 'MAIN GATE' });
    expect(twin.statusCode).toBe(422);
    expect(twin.json().errors).toEqual({ name: ['A device of this name already exists.'] });
    const theirs = await call(admin, 'POST', '/api/branches', branchPayload(outsiderCompanyId));
    expect(theirs.statusCode, theirs.body).toBe(201);
    const foreign = await call(hr, 'POST', '/api/attendance-devices', {
      name: 'Side gate',
      branch_id: theirs.json().branch.id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ branch_id: ['The selected branch id is invalid.'] });
  });

  it('lists and updates the company’s devices', async () => {
    const side = await call(hr, 'POST', '/api/attendance-devices', { name: 'Canteen' });
    expect(side.statusCode, side.body).toBe(201);
    const renamed = await call(hr, 'PUT', `/api/attendance-devices/${side.json().attendance_device.id}`, {
      name: 'Canteen reader',
      serial_number: 'SN-9',
      branch_id: null,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().attendance_device).toMatchObject({ name: 'Canteen reader', serial_number: 'SN-9' });
    const taken = await call(hr, 'PUT', `/api/attendance-devices/${side.json().attendance_device.id}`, {
      name: 'main gate',
    });
    expect(taken.statusCode).toBe(422);
    const list = await call(hr, 'GET', '/api/attendance-devices');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((d: Json) => d.name)).toEqual(['Canteen reader', 'Main gate']);
  });

  it('issues a new key (the old one stops working) and revokes a device once', async () => {
    const batch = { punches: [{ device_user_id: 'nobody-1', punched_at: '2026-01-05 09:00:00' }] };
    const send = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/attendance/punches',
        headers: { 'x-device-key': key },
        payload: batch,
      });
    expect((await send(gateKey)).statusCode).toBe(200);
    const renewed = await call(hr, 'POST', `/api/attendance-devices/${gate.id}/key`);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const newKey = renewed.json().key as string;
    expect(newKey).not.toBe(gateKey);
    expect(renewed.json().attendance_device.key_hint).toBe(newKey.slice(-4));
    expect((await send(gateKey)).statusCode).toBe(401);
    expect((await send(newKey)).statusCode).toBe(200);

    const revoked = await call(hr, 'POST', `/api/attendance-devices/${gate.id}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().attendance_device.revoked_at).not.toBeNull();
    expect((await send(newKey)).statusCode).toBe(401);
    const again = await call(hr, 'POST', `/api/attendance-devices/${gate.id}/revoke`);
    expect(again.statusCode).toBe(409);
    const rekey = await call(hr, 'POST', `/api/attendance-devices/${gate.id}/key`);
    expect(rekey.statusCode).toBe(409);
    // Its punches stay with it.
    expect(
      (await call(hr, 'GET', `/api/attendance-devices/${gate.id}`)).json().attendance_device.punches,
    ).toBe(1);
  });

  it('records who added a device, issued a key and revoked it, never the key', async () => {
    const events = await rawRows<{ action: string; changes: unknown }>(
      t.database.db,
      sql`select action, changes from audit_events where entity_type = 'attendance_device' and entity_id = ${gate.id}
          order by id`,
    );
    expect(events.map((e) => e.action)).toEqual([
      'attendance_device.created',
      'attendance_device.key_issued',
      'attendance_device.revoked',
    ]);
    expect(JSON.stringify(events)).not.toContain(gateKey);
  });

  it('is HR’s: an employee is refused, another company’s HR finds no device', async () => {
    for (const [method, url] of [
      ['GET', '/api/attendance-devices'],
      ['POST', '/api/attendance-devices'],
      ['GET', `/api/attendance-devices/${gate.id}`],
      ['POST', `/api/attendance-devices/${gate.id}/key`],
      ['GET', '/api/attendance/device-users'],
      ['GET', '/api/attendance/device-users/unmatched'],
      ['GET', '/api/attendance/punch-imports'],
    ] as const) {
      const res = await call(employee, method, url, method === 'POST' ? { name: 'Mine' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    for (const [method, url, payload] of [
      ['GET', `/api/attendance-devices/${gate.id}`, undefined],
      ['PUT', `/api/attendance-devices/${gate.id}`, { name: 'Taken over' }],
      ['POST', `/api/attendance-devices/${gate.id}/key`, undefined],
      ['POST', `/api/attendance-devices/${gate.id}/revoke`, undefined],
    ] as const) {
      const res = await call(outsiderHr, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const theirs = await call(outsiderHr, 'GET', '/api/attendance-devices');
    expect(theirs.json().data).toEqual([]);
    const theirPunches = await call(outsiderHr, 'GET', '/api/attendance/punches');
    expect(theirPunches.json().total).toBe(0);
  });

  it('lets a super admin add a device to another company, named by company_id', async () => {
    const res = await call(admin, 'POST', '/api/attendance-devices', {
      company_id: outsiderCompanyId,
      name: 'Main gate',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().attendance_device.company_id).toBe(outsiderCompanyId);
    const theirs = await call(outsiderHr, 'GET', '/api/attendance-devices');
    expect(theirs.json().data.map((d: Json) => d.name)).toEqual(['Main gate']);
  });
});
