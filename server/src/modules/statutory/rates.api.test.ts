import { STATUTORY_SCHEMES, type StatutoryRateVersion } from '@hrms/contracts/statutory';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { todayIn } from '../../platform/dates';
import { SEEDED_STATUTORY_RATES } from './rates-data';
import { ratesInForce, ratesInForceOn } from './rates-queries';

const PASSWORD = 'Rates-Pass-2026';
/** The PF version in force today (the seeded ₹25,000 version since 17 September 2026). */
const seededPf = SEEDED_STATUTORY_RATES.filter((r) => r.scheme === 'PF' && r.effective_from <= todayIn()).at(
  -1,
)?.rules as Record<string, unknown>;

const lwfRules = (employee: number) => ({
  frequency: 'half_yearly',
  deduction_months: [6, 12],
  bands: [{ min_wage: 0, max_wage: null, employee, employer: employee * 2 }],
  due_day: 15,
});

describe('statutory rates', () => {
  let t: TestApp;
  let superAdmin: string;
  let companyAdmin: string;
  let hr: string;
  let employee: string;

  const list = async (query = '') => {
    const res = await t.as(hr, { method: 'GET', url: `/api/statutory-rates${query}` });
    expect(res.statusCode).toBe(200);
    return res.json().data as StatutoryRateVersion[];
  };
  const post = (token: string, payload: Record<string, unknown>) =>
    t.as(token, { method: 'POST', url: '/api/statutory-rates', payload });
  const auditOf = (action: string, id: number) =>
    rawRows<{ summary: string; changes: Record<string, unknown> | null }>(
      t.database.db,
      sql`select summary, changes from audit_events where action = ${action} and entity_id = ${id}`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    superAdmin = await t.login('admin@demo.test');
    hr = await t.login('hr@demo.test');
    employee = await t.login('employee@demo.test');
    const free = await t.as(superAdmin, {
      method: 'GET',
      url: '/api/employees?without_user=true&per_page=1',
    });
    const created = await t.as(superAdmin, {
      method: 'POST',
      url: '/api/users',
      payload: {
        name: 'Company Admin',
        email: 'rates.admin@demo.test',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        employee_id: free.json().data[0].id,
      },
    });
    await t.as(superAdmin, {
      method: 'POST',
      url: `/api/users/${created.json().user.id}/assign-roles`,
      payload: { roles: ['admin'] },
    });
    companyAdmin = await t.login('rates.admin@demo.test', PASSWORD);
  });
  afterAll(() => t.close());

  describe('GET /api/states', () => {
    it('lists the 28 states and 8 union territories by name', async () => {
      const res = await t.as(employee, { method: 'GET', url: '/api/states' });
      expect(res.statusCode).toBe(200);
      const states = res.json().data as { code: string; name: string; is_union_territory: boolean }[];
      expect(states).toHaveLength(36);
      expect(states.filter((s) => s.is_union_territory)).toHaveLength(8);
      expect(states).toContainEqual({ code: 'MH', name: 'Maharashtra', is_union_territory: false });
      expect(states).toContainEqual({ code: 'TG', name: 'Telangana', is_union_territory: false });
      const names = states.map((s) => s.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    });

    it('needs a sign-in', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/states' })).statusCode).toBe(401);
    });
  });

  describe('reading', () => {
    it('lists the seeded PF and ESIC versions in force, PF first', async () => {
      const rows = await list();
      expect(rows[0]).toMatchObject({ scheme: 'PF', state_code: null, in_force: true, rules: seededPf });
      const esic = rows.find((r) => r.scheme === 'ESIC');
      expect(esic).toMatchObject({ state_code: null, in_force: true, rules: { employee_rate: 0.75 } });
      const order = rows.map((r) => STATUTORY_SCHEMES.indexOf(r.scheme));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect((await list('?scheme=ESIC')).every((r) => r.scheme === 'ESIC')).toBe(true);
    });

    it('is for those who see salary components or payroll reports, not an employee', async () => {
      expect((await t.as(employee, { method: 'GET', url: '/api/statutory-rates' })).statusCode).toBe(403);
      expect((await t.as(companyAdmin, { method: 'GET', url: '/api/statutory-rates' })).statusCode).toBe(200);
    });

    it('answers 404 for an unknown version', async () => {
      const res = await t.as(hr, { method: 'GET', url: '/api/statutory-rates/2147483647' });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('versions in force', () => {
    it('picks the version with the latest start on or before the date', async () => {
      const future = await post(superAdmin, {
        scheme: 'PF',
        effective_from: '2031-04-01',
        rules: { ...seededPf, wage_ceiling: 30_000 },
      });
      expect(future.statusCode).toBe(201);
      expect(future.json().statutory_rate).toMatchObject({ scheme: 'PF', in_force: false });
      const past = await post(superAdmin, {
        scheme: 'PF',
        effective_from: '2014-09-01',
        rules: { ...seededPf, admin_charge_rate: 0.85 },
      });
      expect(past.statusCode).toBe(201);

      const db = t.database.db;
      expect((await ratesInForce(db, 1, '2026-09-16')).pf?.wage_ceiling).toBe(15_000);
      expect((await ratesInForce(db, 1, '2031-03-31')).pf?.wage_ceiling).toBe(25_000);
      expect((await ratesInForce(db, 1, '2031-04-01')).pf?.wage_ceiling).toBe(30_000);
      expect((await ratesInForce(db, 1, '2015-01-01')).pf?.admin_charge_rate).toBe(0.85);
      expect((await ratesInForce(db, 1, '2018-06-01')).pf?.admin_charge_rate).toBe(0.5);
      expect((await ratesInForce(db, 1, '2010-01-01')).pf).toBeNull();
      expect((await ratesInForce(db, 2, '2031-04-01')).pf).toBeNull();

      const batch = await ratesInForceOn(db, 1, ['2015-01-01', '2031-04-01']);
      expect(batch.get('2015-01-01')?.pf?.admin_charge_rate).toBe(0.85);
      expect(batch.get('2031-04-01')?.pf?.wage_ceiling).toBe(30_000);

      const pf = await list('?scheme=PF');
      expect(pf.map((r) => [r.effective_from, r.in_force])).toEqual([
        ['2031-04-01', false],
        ['2026-09-17', true],
        // The damages for late payment of G.S.R. 329(E) of 14 June 2024 (statutory payments).
        ['2024-06-14', false],
        ['2018-06-01', false],
        ['2014-09-01', false],
      ]);
    });

    it('keeps state schemes apart by state', async () => {
      for (const [state_code, employee] of [
        ['GA', 31],
        ['SK', 7],
      ] as const) {
        const res = await post(superAdmin, {
          scheme: 'LWF',
          state_code,
          effective_from: '2020-01-01',
          rules: lwfRules(employee),
        });
        expect(res.statusCode).toBe(201);
      }
      const rates = await ratesInForce(t.database.db, 1, todayIn());
      expect(rates.lwf.get('GA')?.bands[0]?.employee).toBe(31);
      expect(rates.lwf.get('SK')?.bands[0]?.employee).toBe(7);
      const goa = await list('?scheme=LWF&state_code=ga');
      expect(goa).toHaveLength(1);
      expect(goa[0]).toMatchObject({ state_code: 'GA', state_name: 'Goa', in_force: true });
    });
  });

  describe('writing', () => {
    it('is for the super admin only: a company admin and HR get 403 and nothing changes', async () => {
      const before = await list();
      const id = before[0]?.id;
      const payload = { scheme: 'ESIC', effective_from: '2032-01-01', rules: { employee_rate: 1 } };
      expect((await post(companyAdmin, payload)).statusCode).toBe(403);
      expect((await post(hr, payload)).statusCode).toBe(403);
      const put = await t.as(companyAdmin, {
        method: 'PUT',
        url: `/api/statutory-rates/${id}`,
        payload: { effective_from: '2018-06-01', rules: seededPf },
      });
      expect(put.statusCode).toBe(403);
      const del = await t.as(companyAdmin, { method: 'DELETE', url: `/api/statutory-rates/${id}` });
      expect(del.statusCode).toBe(403);
      expect(await list()).toEqual(before);
    });

    it('creates, updates and deletes a version, auditing each change', async () => {
      const created = await post(superAdmin, {
        scheme: 'LWF',
        state_code: 'mz',
        effective_from: '2027-07-01',
        rules: lwfRules(10),
      });
      expect(created.statusCode).toBe(201);
      const version = created.json().statutory_rate as StatutoryRateVersion;
      expect(version).toMatchObject({ scheme: 'LWF', state_code: 'MZ', state_name: 'Mizoram' });
      expect((await auditOf('statutory_rate.created', version.id))[0]?.summary).toBe(
        'Added statutory rates LWF (MZ) from 2027-07-01',
      );

      const updated = await t.as(superAdmin, {
        method: 'PUT',
        url: `/api/statutory-rates/${version.id}`,
        payload: { effective_from: '2027-01-01', rules: lwfRules(12) },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().statutory_rate).toMatchObject({
        effective_from: '2027-01-01',
        rules: { bands: [{ employee: 12, employer: 24 }] },
      });
      const [audit] = await auditOf('statutory_rate.updated', version.id);
      expect(audit?.changes).toMatchObject({ effective_from: { from: '2027-07-01', to: '2027-01-01' } });
      expect(audit?.changes?.rules).toBeDefined();

      // The only version of Mizoram's LWF stays: payroll would otherwise have none.
      const only = await t.as(superAdmin, { method: 'DELETE', url: `/api/statutory-rates/${version.id}` });
      expect(only.statusCode).toBe(409);

      const newer = await post(superAdmin, {
        scheme: 'LWF',
        state_code: 'MZ',
        effective_from: '2028-01-01',
        rules: lwfRules(15),
      });
      expect(newer.statusCode).toBe(201);
      const del = await t.as(superAdmin, { method: 'DELETE', url: `/api/statutory-rates/${version.id}` });
      expect(del.statusCode).toBe(200);
      const got = await t.as(hr, { method: 'GET', url: `/api/statutory-rates/${version.id}` });
      expect(got.statusCode).toBe(404);
      expect(await auditOf('statutory_rate.deleted', version.id)).toHaveLength(1);
    });

    it('validates the rules against the scheme, keyed by field', async () => {
      const res = await post(superAdmin, {
        scheme: 'PF',
        effective_from: '2033-01-01',
        rules: { ...seededPf, employee_rate: 150, wage_ceiling: undefined },
      });
      expect(res.statusCode).toBe(422);
      const errors = res.json().errors as Record<string, string[]>;
      expect(errors['rules.employee_rate']).toEqual(['The employee rate may not be greater than 100.']);
      expect(errors['rules.wage_ceiling']).toEqual(['The wage ceiling field is required.']);

      const band = await post(superAdmin, {
        scheme: 'LWF',
        state_code: 'GA',
        effective_from: '2033-01-01',
        rules: { ...lwfRules(5), bands: [{ min_wage: 0, max_wage: null, employee: -1, employer: 0 }] },
      });
      expect(band.statusCode).toBe(422);
      expect(Object.keys(band.json().errors)).toEqual(['rules.bands.0.employee']);

      const id = (await list('?scheme=ESIC'))[0]?.id;
      const put = await t.as(superAdmin, {
        method: 'PUT',
        url: `/api/statutory-rates/${id}`,
        payload: { effective_from: '2019-07-01', rules: { employee_rate: 0.75 } },
      });
      expect(put.statusCode).toBe(422);
      expect(put.json().errors).toHaveProperty(['rules.wage_ceiling']);
    });

    it('requires a state for LWF and PT and refuses one for PF and ESIC', async () => {
      const noState = await post(superAdmin, {
        scheme: 'PT',
        effective_from: '2033-01-01',
        rules: { return_months: [3], due_day: 30 },
      });
      expect(noState.statusCode).toBe(422);
      expect(noState.json().errors.state_code).toEqual(['The state is required for PT.']);
      const national = await post(superAdmin, {
        scheme: 'ESIC',
        state_code: 'MH',
        effective_from: '2033-01-01',
        rules: {},
      });
      expect(national.json().errors.state_code).toEqual(['ESIC is national: leave the state empty.']);
    });

    it('refuses an unknown state', async () => {
      const res = await post(superAdmin, {
        scheme: 'PT',
        state_code: 'ZZ',
        effective_from: '2033-01-01',
        rules: { return_months: [3], due_day: 30 },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ state_code: ['The selected state is invalid.'] });
    });

    it('refuses a second version starting the same day, even when requests race', async () => {
      const payload = { scheme: 'LWF', state_code: 'NL', effective_from: '2026-01-01', rules: lwfRules(3) };
      expect((await post(superAdmin, payload)).statusCode).toBe(201);
      const dup = await post(superAdmin, payload);
      expect(dup.statusCode).toBe(422);
      expect(dup.json().errors).toEqual({
        effective_from: ['A version of this scheme already starts on this date.'],
      });

      // Moving another version onto the same date is refused the same way.
      const other = await post(superAdmin, { ...payload, effective_from: '2026-07-01' });
      const moved = await t.as(superAdmin, {
        method: 'PUT',
        url: `/api/statutory-rates/${other.json().statutory_rate.id}`,
        payload: { effective_from: '2026-01-01', rules: lwfRules(3) },
      });
      expect(moved.statusCode).toBe(422);
      expect(moved.json().errors).toHaveProperty('effective_from');

      const racing = { ...payload, state_code: 'AR' };
      const answers = await Promise.all([post(superAdmin, racing), post(superAdmin, racing)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
      expect(answers.find((a) => a.statusCode === 422)?.json().errors).toHaveProperty('effective_from');
    });
  });
});
