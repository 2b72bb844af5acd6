import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * GET /api/statute: the income-tax statute of a year, switching at 1 April 2026 from the Income-tax Act, 1961
 * (Form 16 / 24Q, s.192, the assessment year) to the Income-tax Act, 2025 (Form 130 / 138, s.392(1), the tax
 * year; s.536 repeals the 1961 Act, the Rules 2026 were notified as G.S.R. 198(E)). A super admin's new dated
 * version changes what a year reads, so nothing is a literal in code.
 */
describe('the statute of a tax year', () => {
  let t: TestApp;
  let admin: string;
  let employee: string;
  const statute = (token: string, year: string) =>
    t.as(token, { method: 'GET', url: `/api/statute?tax_year=${year}` });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.test');
    employee = await t.login('employee@demo.test');
  });
  afterAll(() => t?.close());

  it('2025-26, the last year of the 1961 Act: Form 16, Form 24Q, s.192, 87A, an assessment year, code 92B', async () => {
    const res = await statute(employee, '2025-26');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      tax_year: '2025-26',
      act: 'Income-tax Act, 1961',
      year_term: 'financial_year',
      year_label: 'Financial year 2025-26',
      year_short: 'FY 2025-26',
      assessment_year: '2026-27',
      forms: { certificate: 'Form 16', quarterly_statement: 'Form 24Q', claims: 'Form 12BB' },
      sections: { salary_tds: '192', rebate: '87A', new_regime: '115BAC(1A)' },
      salary_code: '92B',
    });
  });

  it('2026-27, the first tax year of the 2025 Act: Form 130, Form 138, s.392(1), s.156, no assessment year', async () => {
    const res = await statute(employee, '2026-27');
    expect(res.json()).toMatchObject({
      act: 'Income-tax Act, 2025',
      rules_name: 'Income-tax Rules, 2026',
      effective_from: '2026-04-01',
      year_term: 'tax_year',
      year_label: 'Tax year 2026-27',
      year_short: 'TY 2026-27',
      assessment_year: null,
      forms: {
        certificate: 'Form 130',
        quarterly_statement: 'Form 138',
        claims: 'Form 124',
        previous_employment: 'Form 122',
        perquisites: 'Form 123',
      },
      sections: { salary_tds: '392(1)', rebate: '156', new_regime: '202(1)', certificate: '395(4)' },
    });
    // Later years stay under the 2025 Act until a new version says otherwise.
    expect((await statute(employee, '2030-31')).json().act).toBe('Income-tax Act, 2025');
  });

  it('answers 404 for a year before any statute and 422 for a malformed one; 401 signed out', async () => {
    const before = await statute(employee, '1950-51');
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ message: 'No income-tax statute is recorded for 1950-51' });
    const malformed = await statute(employee, '2026-28');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.tax_year).toEqual([
      'The tax year must be two consecutive years, like 2026-27.',
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/statute?tax_year=2026-27' })).statusCode).toBe(
      401,
    );
  });

  it('is data: a new dated version (a renumbered form from 2027-28) changes that year alone; bad rules are refused', async () => {
    const current = (await statute(admin, '2026-27')).json();
    const { tax_year, effective_from, year_label, year_short, assessment_year, ...rules } = current;
    const refused = await t.as(admin, {
      method: 'POST',
      url: '/api/statutory-rates',
      payload: {
        scheme: 'INCOME_TAX',
        effective_from: '2027-04-01',
        rules: { ...rules, year_term: 'calendar' },
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['rules.year_term']);
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/statutory-rates',
      payload: {
        scheme: 'INCOME_TAX',
        effective_from: '2027-04-01',
        rules: { ...rules, forms: { ...rules.forms, certificate: 'Form 130A' } },
      },
    });
    expect(created.statusCode).toBe(201);
    expect((await statute(employee, '2027-28')).json().forms.certificate).toBe('Form 130A');
    expect((await statute(employee, '2026-27')).json().forms.certificate).toBe('Form 130');
  });
});
