import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FY, type Json, type TaxYearTestBed, TODAY, taxYearTestBed } from '../../../test/tax-year-bed';
import { rawRows } from '../../db/client';

const declarationUrl = (id: number) => `/api/employees/${id}/tax-declaration?financial_year=${FY}`;

/** A full PUT body: the new regime, nothing declared, unless told. */
const body = (
  overrides: { regime?: string; declarations?: Json; previous_employment?: Json; other_income?: number } = {},
) => ({
  regime: overrides.regime ?? 'new',
  declarations: { ...overrides.declarations },
  previous_employment: { ...overrides.previous_employment },
  other_income: overrides.other_income ?? 0,
});

describe('tax declarations: regime choice, declarations and who may see them', () => {
  let bed: TaxYearTestBed;

  beforeAll(async () => {
    bed = await taxYearTestBed();
    await bed.cutOffs({ regime_choice_until: null, proof_window_from: null, proof_deadline: null });
  });
  afterAll(() => bed.close());

  const auditOf = (action: string, entityId: number) =>
    rawRows<{ summary: string; changes: Json; user_id: number | null }>(
      bed.t.database.db,
      sql`select summary, changes, user_id from audit_events where action = ${action} and entity_id = ${entityId} order by id`,
    );

  it('shows an employee their own year without any permission: the new regime by default, nothing declared', async () => {
    const res = await bed.get(bed.employee, declarationUrl(bed.me));
    expect(res.statusCode).toBe(200);
    const d = res.json().tax_declaration;
    expect(d).toMatchObject({
      employee_id: bed.me,
      financial_year: FY,
      regime: 'new',
      regime_chosen_at: null,
      items: [],
      other_income: 0,
      previous_employment: { salary: 0, exempt_allowances: 0, pf: 0, professional_tax: 0, tds: 0 },
      settings: {
        company_id: bed.demoCompany,
        regime_choice_until: null,
        proof_window_from: null,
        proof_deadline: null,
      },
      regime_locked: false,
      proofs_open: true,
      proofs_closed: false,
      lapsed_sections: [],
      // From the year's old regime (deductions.hra.landlord_pan_above), for the form's hint.
      landlord_pan_above: 100000,
    });
    expect(d.declarations).toMatchObject({
      rent_paid_monthly: 0,
      section_80c: 0,
      metro_city: false,
      landlord_pan: null,
    });
    // Without financial_year: the year today falls in (Asia/Kolkata).
    const current = await bed.get(bed.employee, `/api/employees/${bed.me}/tax-declaration`);
    expect(current.json().tax_declaration.financial_year).toBe(FY);
  });

  it('keeps an employee out of a colleague’s declarations (404); HR of the company may act, HR of another may not', async () => {
    const notFound = { message: 'Employee not found' };
    for (const url of [
      declarationUrl(bed.colleague),
      `/api/employees/${bed.colleague}/tax-comparison?financial_year=${FY}`,
      `/api/employees/${bed.colleague}/tax-position?financial_year=${FY}`,
      declarationUrl(bed.acmeEmployee),
    ]) {
      const res = await bed.get(bed.employee, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    const change = await bed.put(bed.employee, declarationUrl(bed.colleague), body({ regime: 'old' }));
    expect(change.statusCode).toBe(404);
    expect(change.json()).toEqual(notFound);

    // HR of the demo company: a colleague is theirs to see and change.
    const seen = await bed.get(bed.hr, declarationUrl(bed.colleague));
    expect(seen.statusCode).toBe(200);
    const saved = await bed.put(
      bed.hr,
      declarationUrl(bed.colleague),
      body({ declarations: { section_80c: 50_000 } }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Tax declaration saved successfully');
    expect(saved.json().tax_declaration.declarations.section_80c).toBe(50_000);

    // Acme's HR: the demo company's people do not exist for them; their own company's do.
    expect((await bed.get(bed.acmeHr, declarationUrl(bed.colleague))).statusCode).toBe(404);
    expect((await bed.put(bed.acmeHr, declarationUrl(bed.colleague), body())).statusCode).toBe(404);
    expect((await bed.get(bed.acmeHr, declarationUrl(bed.acmeEmployee))).statusCode).toBe(200);
    // The super admin sees every company's.
    expect((await bed.get(bed.admin, declarationUrl(bed.acmeEmployee))).statusCode).toBe(200);
    expect((await bed.get(bed.hr, declarationUrl(2_000_000))).json()).toEqual(notFound);

    // The colleague's record did not change through the refused calls.
    const after = (await bed.get(bed.hr, declarationUrl(bed.colleague))).json().tax_declaration;
    expect(after.regime).toBe('new');

    // HR's list and the year's settings need manage-tax-declarations.
    expect((await bed.get(bed.employee, `/api/tax-declarations?financial_year=${FY}`)).statusCode).toBe(403);
    expect(
      (await bed.get(bed.employee, `/api/companies/${bed.demoCompany}/tax-years/${FY}`)).statusCode,
    ).toBe(403);
    expect((await bed.get(bed.acmeHr, `/api/companies/${bed.demoCompany}/tax-years/${FY}`)).json()).toEqual({
      message: 'Company not found',
    });
  });

  it('refuses a regime change after the cut-off HR set, allows it up to and on that day, and keeps an unchanged regime', async () => {
    await bed.cutOffs({ regime_choice_until: TODAY });
    const chosen = await bed.put(bed.employee, declarationUrl(bed.me), body({ regime: 'old' }));
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().tax_declaration).toMatchObject({ regime: 'old', regime_locked: false });
    expect(chosen.json().tax_declaration.regime_chosen_at).toBe(
      new Date(`${TODAY}T12:00:00+05:30`).toISOString(),
    );

    await bed.cutOffs({ regime_choice_until: '2026-09-14' });
    const late = await bed.put(
      bed.employee,
      declarationUrl(bed.me),
      body({ regime: 'new', declarations: { section_80c: 10_000 } }),
    );
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { regime: ['The regime could be chosen until 14 September 2026; ask HR to reopen it.'] },
    });
    // Nothing of the refused save was written.
    const kept = (await bed.get(bed.employee, declarationUrl(bed.me))).json().tax_declaration;
    expect(kept).toMatchObject({ regime: 'old', regime_locked: true });
    expect(kept.declarations.section_80c).toBe(0);

    // The same regime after the cut-off is no change: declarations still save.
    const same = await bed.put(
      bed.employee,
      declarationUrl(bed.me),
      body({ regime: 'old', declarations: { section_80c: 10_000 } }),
    );
    expect(same.statusCode).toBe(200);
    expect(same.json().tax_declaration.declarations.section_80c).toBe(10_000);

    // HR reopens the choice by moving the cut-off.
    await bed.cutOffs({ regime_choice_until: '2026-09-30' });
    expect((await bed.put(bed.employee, declarationUrl(bed.me), body({ regime: 'new' }))).statusCode).toBe(
      200,
    );
    await bed.cutOffs({ regime_choice_until: null });
  });

  it('requires the landlord’s PAN above ₹1 lakh of rent a year, the limit read from the old regime’s data', async () => {
    const rent = (monthly: number, pan: string | null = null) =>
      bed.put(
        bed.employee,
        declarationUrl(bed.me),
        body({ declarations: { rent_paid_monthly: monthly, landlord_pan: pan } }),
      );
    // ₹8,333 × 12 = ₹99,996: within the limit (CBDT circular 8/2013), no PAN needed.
    expect((await rent(8_333)).statusCode).toBe(200);
    // ₹8,334 × 12 = ₹1,00,008: above it.
    const over = await rent(8_334);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({
      'declarations.landlord_pan': ['The landlord’s PAN is required when the rent exceeds ₹1,00,000 a year.'],
    });
    expect((await rent(8_334, 'AAAPL1234C')).statusCode).toBe(200);
    const badPan = await rent(8_334, 'NOT-A-PAN');
    expect(badPan.statusCode).toBe(422);
    expect(Object.keys(badPan.json().errors)).toEqual(['declarations.landlord_pan']);

    // The limit is data: an administrator lowering it to ₹50,000 makes ₹5,000 a month (₹60,000) need the PAN.
    await bed.t.database.db.execute(sql`
      update tax_regimes set metadata = jsonb_set(metadata, '{deductions,hra,landlord_pan_above}', '50000')
      where financial_year = ${FY} and metadata->>'kind' = 'old'`);
    const lowered = await rent(5_000);
    expect(lowered.statusCode).toBe(422);
    expect(lowered.json().errors['declarations.landlord_pan']).toEqual([
      'The landlord’s PAN is required when the rent exceeds ₹50,000 a year.',
    ]);
    await bed.t.database.db.execute(sql`
      update tax_regimes set metadata = jsonb_set(metadata, '{deductions,hra,landlord_pan_above}', '100000')
      where financial_year = ${FY} and metadata->>'kind' = 'old'`);
    expect((await rent(0)).statusCode).toBe(200);
  });

  it('writes the regime choice, declarations (landlord PAN masked) and previous employment to the audit trail', async () => {
    const res = await bed.put(
      bed.employee,
      declarationUrl(bed.me),
      body({
        regime: 'old',
        declarations: {
          rent_paid_monthly: 20_000,
          metro_city: true,
          landlord_name: 'R. Iyer',
          landlord_pan: 'AAAPI4321K',
          section_80c: 10_000,
          section_80d_self: 25_000,
        },
        previous_employment: { salary: 300_000, pf: 18_000, professional_tax: 1_000, tds: 12_000 },
        other_income: 4_500.5,
      }),
    );
    expect(res.statusCode).toBe(200);
    const d = res.json().tax_declaration;
    expect(d.previous_employment).toEqual({
      employer_name: null,
      employer_tan: null,
      from: null,
      to: null,
      salary: 300_000,
      exempt_allowances: 0,
      pf: 18_000,
      professional_tax: 1_000,
      tds: 12_000,
    });
    expect(d.other_income).toBe(4_500.5);
    expect(d.items.map((i: Json) => [i.section, i.declared_amount, i.status])).toEqual([
      ['rent_paid_monthly', 20_000, 'declared'],
      ['section_80c', 10_000, 'declared'],
      ['section_80d_self', 25_000, 'declared'],
    ]);
    const [year] = await rawRows<{ id: number; regime_chosen_by: number }>(
      bed.t.database.db,
      sql`select id, regime_chosen_by from employee_tax_years where employee_id = ${bed.me} and financial_year = ${FY}`,
    );
    const yearId = year?.id ?? 0;
    const regime = await auditOf('tax_declaration.regime_chosen', yearId);
    expect(regime.at(-1)?.changes).toEqual({ financial_year: FY, regime: { from: 'new', to: 'old' } });
    const updated = (await auditOf('tax_declaration.updated', yearId)).at(-1);
    expect(updated?.changes).toMatchObject({
      financial_year: FY,
      rent_paid_monthly: { from: 0, to: 20_000 },
      section_80d_self: { from: 0, to: 25_000 },
      metro_city: { from: false, to: true },
      // The single landlord of the older fields is the first of the list; the trail masks the PAN.
      landlords: {
        from: [],
        to: [{ name: 'R. Iyer', address: null, pan: '******321K', relationship: 'none' }],
      },
      other_income: { from: 0, to: 4_500.5 },
    });
    expect(JSON.stringify(updated?.changes)).not.toContain('AAAPI4321K');
    const previous = (await auditOf('tax_declaration.previous_employment_updated', yearId)).at(-1);
    expect(previous?.changes).toEqual({
      financial_year: FY,
      salary: { from: 0, to: 300_000 },
      pf: { from: 0, to: 18_000 },
      professional_tax: { from: 0, to: 1_000 },
      tds: { from: 0, to: 12_000 },
    });
    // Saving the same again changes nothing and records nothing.
    const before = (await auditOf('tax_declaration.updated', yearId)).length;
    const again = await bed.put(bed.employee, declarationUrl(bed.me), {
      regime: 'old',
      declarations: d.declarations,
      previous_employment: d.previous_employment,
      other_income: d.other_income,
    });
    expect(again.statusCode).toBe(200);
    expect((await auditOf('tax_declaration.updated', yearId)).length).toBe(before);
  });

  it('freezes declared amounts after the proof deadline and shows which declarations lapsed', async () => {
    const current = (await bed.get(bed.employee, declarationUrl(bed.me))).json().tax_declaration;
    await bed.cutOffs({ proof_window_from: '2026-09-01', proof_deadline: '2026-09-14' });
    const closed = (await bed.get(bed.employee, declarationUrl(bed.me))).json().tax_declaration;
    expect(closed).toMatchObject({ proofs_open: false, proofs_closed: true });
    expect(closed.lapsed_sections).toEqual(['rent_paid_monthly', 'section_80c', 'section_80d_self']);
    expect(closed.items.every((i: Json) => i.lapsed && i.effective_amount === 0)).toBe(true);

    const late = await bed.put(bed.employee, declarationUrl(bed.me), {
      regime: 'old',
      declarations: { ...current.declarations, section_80c: 150_000, section_80e: 20_000 },
      previous_employment: current.previous_employment,
      other_income: current.other_income,
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({
      'declarations.section_80c': [
        'Declarations closed on 14 September 2026; this amount can no longer be changed.',
      ],
      'declarations.section_80e': [
        'Declarations closed on 14 September 2026; this amount can no longer be changed.',
      ],
    });
    // Facts other than the declared amounts still save after the deadline.
    const facts = await bed.put(bed.employee, declarationUrl(bed.me), {
      regime: 'old',
      declarations: current.declarations,
      previous_employment: { ...current.previous_employment, tds: 15_000 },
      other_income: 6_000,
    });
    expect(facts.statusCode).toBe(200);
    expect(facts.json().tax_declaration).toMatchObject({
      other_income: 6_000,
      previous_employment: { tds: 15_000 },
    });
    await bed.cutOffs({ proof_window_from: null, proof_deadline: null });
  });

  it('lets HR set the year’s cut-offs within the year, audited', async () => {
    const url = `/api/companies/${bed.demoCompany}/tax-years/${FY}`;
    const outside = await bed.put(bed.hr, url, {
      regime_choice_until: '2027-04-30',
      proof_window_from: '2027-01-01',
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toEqual({
      regime_choice_until: [
        'The date must fall in the financial year 2026-27 (1 April 2026 to 31 March 2027).',
      ],
    });
    const backwards = await bed.put(bed.hr, url, {
      proof_window_from: '2027-01-31',
      proof_deadline: '2027-01-01',
    });
    expect(backwards.statusCode).toBe(422);
    expect(Object.keys(backwards.json().errors)).toEqual(['proof_deadline']);
    expect(
      (await bed.put(bed.hr, `/api/companies/${bed.demoCompany}/tax-years/2026-28`, {})).statusCode,
    ).toBe(422);

    const saved = await bed.put(bed.hr, url, {
      regime_choice_until: '2026-10-31',
      proof_window_from: '2027-01-01',
      proof_deadline: '2027-01-31',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: 'Tax year settings saved successfully',
      tax_year_settings: {
        company_id: bed.demoCompany,
        financial_year: FY,
        regime_choice_until: '2026-10-31',
        proof_window_from: '2027-01-01',
        proof_deadline: '2027-01-31',
      },
    });
    expect((await bed.get(bed.hr, url)).json().tax_year_settings).toEqual(saved.json().tax_year_settings);
    const [row] = await rawRows<{ id: number }>(
      bed.t.database.db,
      sql`select id from company_tax_years where company_id = ${bed.demoCompany} and financial_year = ${FY}`,
    );
    const audit = (await auditOf('tax_year.settings_updated', row?.id ?? 0)).at(-1);
    expect(audit?.changes).toEqual({
      financial_year: FY,
      regime_choice_until: { from: null, to: '2026-10-31' },
      proof_window_from: { from: null, to: '2027-01-01' },
      proof_deadline: { from: null, to: '2027-01-31' },
    });
    // A year without settings reads as open: every date null.
    expect(
      (await bed.get(bed.hr, `/api/companies/${bed.demoCompany}/tax-years/2030-31`)).json().tax_year_settings,
    ).toEqual({
      company_id: bed.demoCompany,
      financial_year: '2030-31',
      regime_choice_until: null,
      proof_window_from: null,
      proof_deadline: null,
    });
    await bed.cutOffs({});
  });

  it('lists every employee on the payroll for HR, with who chose which regime, filtered on the server', async () => {
    const list = await bed.get(bed.hr, `/api/tax-declarations?financial_year=${FY}&per_page=100`);
    expect(list.statusCode).toBe(200);
    const page = list.json();
    const [{ n }] = (await rawRows<{ n: number }>(
      bed.t.database.db,
      sql`select count(*)::int as n from employees where company_id = ${bed.demoCompany}
          and archived_at is null and status in ('active', 'on_leave')`,
    )) as [{ n: number }];
    expect(page.total).toBe(n);
    expect(page.summary.employees).toBe(n);
    expect(page.summary.new_regime + page.summary.old_regime).toBe(n);
    expect(page.data.every((r: Json) => r.company_id === bed.demoCompany)).toBe(true);
    const mine = page.data.find((r: Json) => r.employee_id === bed.me);
    // Rent counts twelve times in the year's declared total: ₹20,000 × 12 + ₹10,000 + ₹25,000.
    expect(mine).toMatchObject({
      regime: 'old',
      declared_total: 275_000,
      pending: 0,
      accepted: 0,
      rejected: 0,
    });
    expect(mine.regime_chosen_at).not.toBeNull();

    const old = (
      await bed.get(bed.hr, `/api/tax-declarations?financial_year=${FY}&regime=old&per_page=100`)
    ).json();
    expect(old.total).toBe(page.summary.old_regime);
    expect(old.data.every((r: Json) => r.regime === 'old')).toBe(true);
    const fresh = (await bed.get(bed.hr, `/api/tax-declarations?financial_year=2030-31&regime=new`)).json();
    expect(fresh.total).toBe(n);
    expect(fresh.data.every((r: Json) => r.regime_chosen_at === null && r.declared_total === 0)).toBe(true);

    const code = mine.employee_code as string;
    const found = (await bed.get(bed.hr, `/api/tax-declarations?financial_year=${FY}&search=${code}`)).json();
    expect(found.data.map((r: Json) => r.employee_id)).toEqual([bed.me]);

    // Acme's HR sees Acme only; asking for another company is refused; the super admin filters by company.
    const acme = (await bed.get(bed.acmeHr, `/api/tax-declarations?financial_year=${FY}`)).json();
    expect(acme.total).toBe(2);
    const other = await bed.get(bed.acmeHr, `/api/tax-declarations?company_id=${bed.demoCompany}`);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ company_id: ['The selected company id is invalid.'] });
    const byAdmin = (
      await bed.get(bed.admin, `/api/tax-declarations?financial_year=${FY}&company_id=${bed.acme}`)
    ).json();
    expect(byAdmin.data.map((r: Json) => r.employee_name).sort()).toEqual(['Asha Acme', 'Bala Acme']);
    expect((await bed.get(bed.hr, '/api/tax-declarations?financial_year=2026&status=late')).statusCode).toBe(
      422,
    );
  });
});
