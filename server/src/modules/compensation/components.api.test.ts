import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

type Component = { id: number; code: string; [k: string]: unknown };

describe('salary components', () => {
  let t: TestApp;
  let admin: string;
  const post = (payload: Record<string, unknown>) =>
    t.as(admin, { method: 'POST', url: '/api/salary-components', payload });
  const byCode = async (code: string) =>
    (
      (await t.as(admin, { method: 'GET', url: `/api/salary-components?search=${code}&per_page=100` })).json()
        .data as Component[]
    ).find((c) => c.code === code) as Component;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.test');
  });
  afterAll(() => t.close());

  it('seeds the standard components, statutory ones marked (their rates are dated statutory rates)', async () => {
    const res = await t.as(admin, { method: 'GET', url: '/api/salary-components?per_page=100&country_id=1' });
    // Among them DA (Dearness Allowance) and VPF (Voluntary Provident Fund) for PF, and NPS_EMPLOYER for TDS.
    expect(res.json().summary).toEqual({ total: 26, earnings: 17, deductions: 9, statutory: 4 });
    const pf = res.json().data.find((c: Component) => c.code === 'PF');
    expect(pf).toMatchObject({
      type: 'deduction',
      is_statutory: true,
      is_system_defined: true,
      metadata: {},
    });
    expect(res.json().data.find((c: Component) => c.code === 'VPF')).toMatchObject({
      type: 'deduction',
      is_statutory: false,
    });
    const filtered = await t.as(admin, {
      method: 'GET',
      url: '/api/salary-components?type=deduction&is_active=true',
    });
    expect(filtered.json().data.every((c: Component) => c.type === 'deduction')).toBe(true);
    const grouped = await t.as(admin, { method: 'GET', url: '/api/salary-components-by-type' });
    expect(grouped.json().data.earnings).toHaveLength(17);
    expect(grouped.json().data.deductions).toHaveLength(9);
  });

  it('creates with the spec’s defaults and messages', async () => {
    const created = await create<Component>(
      t,
      admin,
      '/api/salary-components',
      { name: 'Shift Allowance', code: 'shift' },
      'salary_component',
    );
    expect(created).toMatchObject({
      code: 'SHIFT',
      type: 'earning',
      calculation_type: 'fixed',
      formula: null,
      country_id: 1,
      is_statutory: false,
      is_taxable: true,
      is_active: true,
      is_system_defined: false,
    });
    const empty = await post({ name: ' ', code: '' });
    expect(empty.json().errors).toEqual({
      name: ['Component name is required'],
      code: ['Component code is required'],
    });
    const dup = await post({ name: 'Again', code: 'Shift' });
    expect(dup.json().errors).toEqual({ code: ['The code has already been taken for this country.'] });
    const otherCountry = await post({ name: 'US Shift', code: 'SHIFT', country_id: 2 });
    expect(otherCountry.statusCode).toBe(201);
  });

  it('classes each component under the Labour Codes (Code on Wages s.2(y)): seeded, required, kept', async () => {
    // Seeded: basic pay and a special allowance are wages, HRA excluded by (f), conveyance by (d), a
    // reimbursement is not remuneration, and a deduction never wages.
    expect(await byCode('BASIC')).toMatchObject({ wage_class: 'wages', exclusion_clause: null });
    expect(await byCode('OTHER_ALLOWANCE')).toMatchObject({ wage_class: 'wages' });
    expect(await byCode('HRA')).toMatchObject({ wage_class: 'excluded', exclusion_clause: 'f' });
    expect(await byCode('CONVEYANCE')).toMatchObject({ wage_class: 'excluded', exclusion_clause: 'd' });
    expect(await byCode('OTHER_REIMB')).toMatchObject({ wage_class: 'not_remuneration' });
    expect(await byCode('PF')).toMatchObject({ wage_class: 'not_remuneration', exclusion_clause: null });

    const bad = await post({ name: 'Sales Commission', code: 'COMMISSION', wage_class: 'excluded' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      exclusion_clause: ['Choose the clause of the Code on Wages s.2(y) that excludes it.'],
    });
    const unknown = await post({
      name: 'Sales Commission',
      code: 'COMMISSION',
      wage_class: 'excluded',
      exclusion_clause: 'z',
    });
    expect(unknown.json().errors).toEqual({
      exclusion_clause: ['The Code on Wages s.2(y) has no clause (z).'],
    });
    const made = await post({
      name: 'Sales Commission',
      code: 'COMMISSION',
      wage_class: 'excluded',
      exclusion_clause: 'i',
    });
    expect(made.statusCode).toBe(201);
    const commission = made.json().salary_component;
    expect(commission).toMatchObject({ wage_class: 'excluded', exclusion_clause: 'i' });

    // A client that leaves the class out keeps it; a new earning without one is wages; a deduction never.
    const kept = await t.as(admin, {
      method: 'PUT',
      url: `/api/salary-components/${commission.id}`,
      payload: { name: 'Commission', code: 'COMMISSION' },
    });
    expect(kept.json().salary_component).toMatchObject({ wage_class: 'excluded', exclusion_clause: 'i' });
    expect(
      (await post({ name: 'Shift Allowance', code: 'SHIFT_ALLOWANCE' })).json().salary_component,
    ).toMatchObject({
      wage_class: 'wages',
      exclusion_clause: null,
    });
    const deduction = await post({
      name: 'Canteen',
      code: 'CANTEEN',
      type: 'deduction',
      wage_class: 'wages',
    });
    expect(deduction.json().salary_component).toMatchObject({ wage_class: 'not_remuneration' });
    expect((await post({ name: 'X', code: 'XCLASS', wage_class: 'salary' })).json().errors).toEqual({
      wage_class: ['Choose how the Labour Codes count the component.'],
    });
  });

  it('requires a formula exactly for formula components and checks it', async () => {
    expect((await post({ name: 'F', code: 'F1', calculation_type: 'formula' })).json().errors).toEqual({
      formula: ['A formula is required for formula components.'],
    });
    const fixed = await create<Component>(
      t,
      admin,
      '/api/salary-components',
      { name: 'Fixed', code: 'FIXED1', formula: 'BASIC * 2' },
      'salary_component',
    );
    expect(fixed.formula).toBeNull();
    expect(
      (await post({ name: 'F', code: 'F2', calculation_type: 'formula', formula: 'BASIC * NOPE' })).json()
        .errors,
    ).toEqual({
      formula: ['Unknown component code: NOPE.'],
    });
    expect(
      (await post({ name: 'F', code: 'F3', calculation_type: 'formula', formula: 'F3 + 1' })).json().errors,
    ).toEqual({
      formula: ['A formula cannot refer to its own component.'],
    });
    expect(
      (await post({ name: 'F', code: 'F4', calculation_type: 'formula', formula: 'BASIC ** 2' })).statusCode,
    ).toBe(422);
    const ok = await post({
      name: 'Special',
      code: 'SPECIAL',
      calculation_type: 'formula',
      formula: 'max(BASIC * 0.1, 2000)',
    });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses a formula that makes a loop', async () => {
    await create(
      t,
      admin,
      '/api/salary-components',
      { name: 'A', code: 'LOOP_A', calculation_type: 'formula', formula: 'BASIC + 1' },
      'salary_component',
    );
    await create(
      t,
      admin,
      '/api/salary-components',
      { name: 'B', code: 'LOOP_B', calculation_type: 'formula', formula: 'LOOP_A * 2' },
      'salary_component',
    );
    const a = await byCode('LOOP_A');
    const res = await t.as(admin, {
      method: 'PUT',
      url: `/api/salary-components/${a.id}`,
      payload: { name: 'A', code: 'LOOP_A', calculation_type: 'formula', formula: 'LOOP_B / 2' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ formula: ['The formula makes a loop: LOOP_A → LOOP_B → LOOP_A.'] });
    const del = await t.as(admin, { method: 'DELETE', url: `/api/salary-components/${a.id}` });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('The formulas of LOOP_B use this component');
  });

  it('protects system-defined components', async () => {
    const basic = await byCode('BASIC');
    const del = await t.as(admin, { method: 'DELETE', url: `/api/salary-components/${basic.id}` });
    expect(del.statusCode).toBe(409);
    expect(del.json()).toEqual({ message: 'System-defined components cannot be deleted' });
    const recode = await t.as(admin, {
      method: 'PUT',
      url: `/api/salary-components/${basic.id}`,
      payload: { name: 'Basic', code: 'BASE' },
    });
    expect(recode.json().errors).toEqual({
      code: ['The code and country of a system-defined component cannot be changed.'],
    });
    const rename = await t.as(admin, {
      method: 'PUT',
      url: `/api/salary-components/${basic.id}`,
      payload: { name: 'Basic Pay', code: 'BASIC', metadata: { note: 'renamed' } },
    });
    expect(rename.json().salary_component).toMatchObject({
      name: 'Basic Pay',
      metadata: { note: 'renamed' },
    });
  });

  it('refuses to delete a component used in a salary structure, but allows deactivating it', async () => {
    const bonus = await create<Component>(
      t,
      admin,
      '/api/salary-components',
      { name: 'Bonus', code: 'BONUS' },
      'salary_component',
    );
    const basic = await byCode('BASIC');
    // Someone without a sign-in, so not the admin's own structure (segregation of duties).
    const someone = (
      await t.as(admin, { method: 'GET', url: '/api/employees?without_user=true&per_page=1' })
    ).json().data[0].id;
    const saved = await t.as(admin, {
      method: 'PUT',
      url: `/api/employees/${someone}/salary-structure`,
      payload: {
        effective_from: '2030-01-01',
        components: [
          { salary_component_id: basic.id, amount: 40_000 },
          { salary_component_id: bonus.id, amount: 1_000 },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const del = await t.as(admin, { method: 'DELETE', url: `/api/salary-components/${bonus.id}` });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(/used in salary structures/);
    const off = await t.as(admin, {
      method: 'PUT',
      url: `/api/salary-components/${bonus.id}`,
      payload: { name: 'Bonus', code: 'BONUS', is_active: false },
    });
    expect(off.json().salary_component.is_active).toBe(false);
    const unused = await create<Component>(
      t,
      admin,
      '/api/salary-components',
      { name: 'Temp', code: 'TEMP' },
      'salary_component',
    );
    expect(
      (await t.as(admin, { method: 'DELETE', url: `/api/salary-components/${unused.id}` })).statusCode,
    ).toBe(200);
  });

  it('needs the component permissions', async () => {
    const hr = await t.login('hr@demo.test');
    expect((await t.as(hr, { method: 'GET', url: '/api/salary-components' })).statusCode).toBe(200);
    expect(
      (await t.as(hr, { method: 'POST', url: '/api/salary-components', payload: { name: 'X', code: 'X' } }))
        .statusCode,
    ).toBe(403);
    const employee = await t.login('employee@demo.test');
    expect((await t.as(employee, { method: 'GET', url: '/api/salary-components' })).statusCode).toBe(403);
  });
});
