import { FINANCIAL_YEAR_MESSAGE } from '@hrms/contracts/compensation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPayload, create } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

type Regime = { id: number; code: string; is_default: boolean; financial_year: string; [k: string]: unknown };

const regimePayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Test Regime',
  code: 'test-1',
  country_id: 1,
  financial_year: '2027-28',
  ...overrides,
});

describe('tax regimes', () => {
  let t: TestApp;
  let admin: string;
  const regimes = async (query = '') =>
    (await t.as(admin, { method: 'GET', url: `/api/tax-regimes?per_page=100${query}` })).json()
      .data as Regime[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.test');
  });
  afterAll(() => t.close());

  it('seeds the new and old regimes for FY 2025-26 and 2026-27, new being the default', async () => {
    const res = await t.as(admin, { method: 'GET', url: '/api/tax-regimes?country_id=1' });
    expect(res.json().summary).toEqual({ total: 4, active: 4, default: 2, countries: 1 });
    const codes = res
      .json()
      .data.map((r: Regime) => r.code)
      .sort();
    expect(codes).toEqual(['IN-NEW-2025-26', 'IN-NEW-2026-27', 'IN-OLD-2025-26', 'IN-OLD-2026-27']);
    const fresh = res.json().data.find((r: Regime) => r.code === 'IN-NEW-2025-26');
    expect(fresh).toMatchObject({
      is_default: true,
      country: { currency_code: 'INR', currency_symbol: '₹' },
      metadata: { standard_deduction: 75_000, rebate_87a: { max_income: 1_200_000, max_rebate: 60_000 } },
    });
    expect(fresh.tax_slabs).toHaveLength(7);
    expect(fresh.tax_slabs[6]).toMatchObject({
      min_income: 2_400_000,
      max_income: null,
      rate: 30,
      tax_rate: 30,
    });
  });

  it('computes tax through the engine', async () => {
    const id = (await regimes()).find((r) => r.code === 'IN-NEW-2025-26')?.id;
    const res = await t.as(admin, {
      method: 'POST',
      url: `/api/tax-regimes/${id}/calculate-tax`,
      payload: { annual_income: 1_285_000 },
    });
    expect(res.json()).toMatchObject({
      annual_income: 1_285_000,
      standard_deduction: 75_000,
      taxable_income: 1_210_000,
      slab_tax: 61_500,
      rebate_87a: 0,
      marginal_relief: 51_500,
      surcharge: 0,
      cess: 400,
      income_rounding: 0,
      tax_before_rounding: 10_400,
      tax_rounding: 0,
      total_tax: 10_400,
      monthly_tax: 867,
    });
    expect(res.json().slabs[3]).toEqual({
      min_income: 1_200_000,
      max_income: 1_600_000,
      rate: 15,
      taxable_amount: 10_000,
      tax: 1_500,
    });
    const bad = await t.as(admin, {
      method: 'POST',
      url: `/api/tax-regimes/${id}/calculate-tax`,
      payload: { annual_income: -1 },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('rounds under s.288A and s.288B and shows both roundings', async () => {
    const id = (await regimes()).find((r) => r.code === 'IN-NEW-2025-26')?.id;
    const res = await t.as(admin, {
      method: 'POST',
      url: `/api/tax-regimes/${id}/calculate-tax`,
      payload: { annual_income: 1_275_005 },
    });
    // Total income 12,00,005 → 12,00,010 (last digit 5); relief leaves ₹10 + ₹0.40 cess → ₹10.
    expect(res.json()).toMatchObject({
      taxable_income: 1_200_010,
      income_rounding: 5,
      slab_tax: 60_001.5,
      marginal_relief: 59_991.5,
      cess: 0.4,
      tax_before_rounding: 10.4,
      tax_rounding: -0.4,
      total_tax: 10,
    });
  });

  it('picks the old regime’s slabs for the age given (First Schedule Part III)', async () => {
    const id = (await regimes()).find((r) => r.code === 'IN-OLD-2026-27')?.id;
    const tax = async (payload: Record<string, unknown>) =>
      t.as(admin, { method: 'POST', url: `/api/tax-regimes/${id}/calculate-tax`, payload });
    const totals = [];
    for (const age of [undefined, 59, 60, 80]) {
      totals.push(
        (await tax({ annual_income: 650_000, ...(age === undefined ? {} : { age }) })).json().total_tax,
      );
    }
    expect(totals).toEqual([33_800, 33_800, 31_200, 20_800]);
    const bad = await tax({ annual_income: 650_000, age: -1 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['age']);
  });

  it('keeps a regime’s kind and deduction caps, and refuses a negative cap', async () => {
    const old = (await regimes()).find((r) => r.code === 'IN-OLD-2025-26') as Regime & {
      metadata: { deductions: Record<string, unknown> };
    };
    const metadata = {
      ...old.metadata,
      deductions: { ...old.metadata.deductions, section_80c_max: 200_000 },
    };
    const payload = { ...regimePayload({ code: 'OLD-COPY' }), metadata };
    const saved = await create<Regime & { metadata: typeof metadata }>(
      t,
      admin,
      '/api/tax-regimes',
      payload,
      'tax_regime',
    );
    expect(saved.metadata).toMatchObject({
      kind: 'old',
      rounding: { total_income: 10, tax: 10 },
      deductions: { section_80c_max: 200_000, hra: { metro_percent: 50, other_percent: 40 } },
    });
    expect((saved.metadata as unknown as { age_slabs: unknown[] }).age_slabs).toHaveLength(2);
    const bad = await t.as(admin, {
      method: 'PUT',
      url: `/api/tax-regimes/${saved.id}`,
      payload: {
        ...payload,
        metadata: { ...metadata, deductions: { ...metadata.deductions, section_80c_max: -5 } },
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['metadata.deductions.section_80c_max']);
  });

  it('validates regimes: required fields, financial year form, unique code', async () => {
    const empty = await t.as(admin, { method: 'POST', url: '/api/tax-regimes', payload: {} });
    expect(Object.keys(empty.json().errors).sort()).toEqual(['country_id', 'financial_year', 'name']);
    for (const financial_year of ['2027-29', '27-28', 'FY 2027-2029', 'next year', '2027-28-29']) {
      const fy = await t.as(admin, {
        method: 'POST',
        url: '/api/tax-regimes',
        payload: regimePayload({ financial_year }),
      });
      expect(fy.statusCode, financial_year).toBe(422);
      expect(fy.json().errors).toEqual({ financial_year: [FINANCIAL_YEAR_MESSAGE] });
    }
    await create(t, admin, '/api/tax-regimes', regimePayload(), 'tax_regime');
    const dup = await t.as(admin, {
      method: 'POST',
      url: '/api/tax-regimes',
      payload: regimePayload({ code: 'TEST-1' }),
    });
    expect(dup.json().errors).toEqual({ code: ['The code has already been taken.'] });
  });

  it('takes the financial year as people type it and stores it as 2028-29', async () => {
    for (const [i, financial_year] of [
      '2028-29',
      '2028-2029',
      'FY 2028-29',
      'fy2028/29',
      ' 2028 ',
    ].entries()) {
      const saved = await create<Regime>(
        t,
        admin,
        '/api/tax-regimes',
        regimePayload({ code: `FY-FORM-${i}`, financial_year }),
        'tax_regime',
      );
      expect(saved.financial_year, financial_year).toBe('2028-29');
    }
  });

  it('derives a code from the country, name and year when none is given, unique on a collision', async () => {
    const payload = {
      name: 'New Tax Regime (Section 115BAC) FY 2029-30',
      country_id: 1,
      financial_year: '2029',
    };
    const first = await create<Regime>(t, admin, '/api/tax-regimes', payload, 'tax_regime');
    expect(first.code).toBe('IN-NEW-2029-30');
    const second = await create<Regime>(t, admin, '/api/tax-regimes', { ...payload, code: '' }, 'tax_regime');
    expect(second.code).toBe('IN-NEW-2029-30-2');
    const us = await create<Regime>(
      t,
      admin,
      '/api/tax-regimes',
      { name: 'Federal brackets', country_id: 2, financial_year: '2029-2030', description: null },
      'tax_regime',
    );
    expect(us.code).toBe('US-FEDERAL-BRACKETS-2029-30');
    // The seeded regimes' code taken by a new one of the same name and year: the suffix keeps it unique.
    const seededTwin = await create<Regime>(
      t,
      admin,
      '/api/tax-regimes',
      { name: 'Old Tax Regime', country_id: 1, financial_year: 'FY 2025-26' },
      'tax_regime',
    );
    expect(seededTwin.code).toBe('IN-OLD-2025-26-2');
    // An edit without a code keeps the regime's own; a typed one replaces it, upper-cased.
    const kept = await t.as(admin, {
      method: 'PUT',
      url: `/api/tax-regimes/${first.id}`,
      payload: { ...payload, name: 'Renamed regime' },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().tax_regime).toMatchObject({ code: 'IN-NEW-2029-30', name: 'Renamed regime' });
    const typed = await t.as(admin, {
      method: 'PUT',
      url: `/api/tax-regimes/${first.id}`,
      payload: { ...payload, code: 'in-new-29' },
    });
    expect(typed.json().tax_regime.code).toBe('IN-NEW-29');
  });

  it('keeps one default per country and financial year', async () => {
    const a = await create<Regime>(
      t,
      admin,
      '/api/tax-regimes',
      regimePayload({ code: 'D-A', is_default: true }),
      'tax_regime',
    );
    const b = await create<Regime>(
      t,
      admin,
      '/api/tax-regimes',
      regimePayload({ code: 'D-B', is_default: true }),
      'tax_regime',
    );
    expect(b.is_default).toBe(true);
    const after = await regimes('&financial_year=2027-28');
    expect(after.filter((r) => r.is_default).map((r) => r.code)).toEqual(['D-B']);
    expect(after.find((r) => r.id === a.id)?.is_default).toBe(false);
    // Other years keep theirs.
    expect((await regimes('&financial_year=2025-26')).filter((r) => r.is_default)).toHaveLength(1);
  });

  it('replaces slabs only with a sound list', async () => {
    const r = await create<Regime>(
      t,
      admin,
      '/api/tax-regimes',
      regimePayload({ code: 'SLABS' }),
      'tax_regime',
    );
    const put = (slabs: unknown[]) =>
      t.as(admin, { method: 'PUT', url: `/api/tax-regimes/${r.id}/slabs`, payload: { slabs } });
    const overlap = await put([
      { min_income: 0, max_income: 500_000, rate: 0 },
      { min_income: 400_000, max_income: null, rate: 10 },
    ]);
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors).toEqual({ 'slabs.1.min_income': ['Slabs may not overlap.'] });
    const rate = await put([{ min_income: 0, max_income: null, rate: 120 }]);
    expect(rate.json().errors).toEqual({ 'slabs.0.rate': ['The rate must be between 0 and 100.'] });
    const open = await put([
      { min_income: 0, max_income: null, rate: 0 },
      { min_income: 100, max_income: null, rate: 10 },
    ]);
    expect(open.json().errors).toEqual({ 'slabs.0.max_income': ['Only the last slab may be open-ended.'] });
    const ok = await put([
      { min_income: 0, max_income: 300_000, rate: 0 },
      { min_income: 300_000, max_income: null, rate: 10 },
    ]);
    expect(ok.json().tax_regime.tax_slabs.map((s: { rate: number }) => s.rate)).toEqual([0, 10]);
    const tax = await t.as(admin, {
      method: 'POST',
      url: `/api/tax-regimes/${r.id}/calculate-tax`,
      payload: { annual_income: 500_000 },
    });
    expect(tax.json()).toMatchObject({
      taxable_income: 500_000,
      slab_tax: 20_000,
      cess: 800,
      total_tax: 20_800,
    });
  });

  it('answers 409 when computing tax for a regime without slabs', async () => {
    const r = await create<Regime>(
      t,
      admin,
      '/api/tax-regimes',
      regimePayload({ code: 'EMPTY' }),
      'tax_regime',
    );
    const res = await t.as(admin, {
      method: 'POST',
      url: `/api/tax-regimes/${r.id}/calculate-tax`,
      payload: { annual_income: 1 },
    });
    expect(res.statusCode).toBe(409);
  });

  it('ties a company’s default regime to its country and protects it from deletion', async () => {
    const us = await create<Regime>(
      t,
      admin,
      '/api/tax-regimes',
      regimePayload({ code: 'US-1', country_id: 2 }),
      'tax_regime',
    );
    const wrong = await t.as(admin, {
      method: 'POST',
      url: '/api/companies',
      payload: companyPayload({ default_tax_regime_id: us.id }),
    });
    expect(wrong.json().errors).toEqual({
      default_tax_regime_id: ["The tax regime must belong to the company's country."],
    });
    const india = (await regimes()).find((r) => r.code === 'IN-OLD-2026-27');
    const company = await create<{ default_tax_regime_id: number }>(
      t,
      admin,
      '/api/companies',
      companyPayload({ default_tax_regime_id: india?.id }),
      'company',
    );
    expect(company.default_tax_regime_id).toBe(india?.id);
    const del = await t.as(admin, { method: 'DELETE', url: `/api/tax-regimes/${india?.id}` });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('This regime is the default of 1 company and cannot be deleted');
    expect((await t.as(admin, { method: 'DELETE', url: `/api/tax-regimes/${us.id}` })).statusCode).toBe(200);
  });

  it('serves the professional-tax slabs by state', async () => {
    const res = await t.as(admin, { method: 'GET', url: '/api/professional-tax-slabs?state=maharashtra' });
    const rows = res.json().data;
    expect(rows.length).toBe(5);
    expect(
      rows.find(
        (r: { special_month: number | null; gender: string | null }) =>
          r.special_month === 2 && r.gender === null,
      ),
    ).toMatchObject({
      amount: 200,
      special_month_amount: 300,
    });
  });

  it('needs the regime permissions', async () => {
    const hr = await t.login('hr@demo.test');
    expect((await t.as(hr, { method: 'GET', url: '/api/tax-regimes' })).statusCode).toBe(200);
    expect(
      (await t.as(hr, { method: 'POST', url: '/api/tax-regimes', payload: regimePayload({ code: 'HR' }) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.as(hr, { method: 'PUT', url: '/api/tax-regimes/1/slabs', payload: { slabs: [] } })).statusCode,
    ).toBe(403);
  });
});
