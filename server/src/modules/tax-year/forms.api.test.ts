import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import {
  declarationUrl,
  FY,
  type Json,
  type TaxYearTestBed,
  taxYearTestBed,
} from '../../../test/tax-year-bed';
import { rawRows } from '../../db/client';

/** The PDF's text on one line; a word the layout broke at its hyphen ("Income- tax") joined again. */
const textOf = async (pdf: Buffer) => (await pdfText(pdf)).replace(/\s+/g, ' ').replace(/- /g, '-');

const TWO_LANDLORDS = [
  { name: 'Meera Kulkarni', address: '12 Baner Road, Pune', pan: 'AKMPK1234L', relationship: 'none' },
  { name: 'Vikram Kulkarni', address: '12 Baner Road, Pune', pan: 'AKMPK5678M', relationship: 'sibling' },
];

/** A save on the old regime: rent in Pune with two landlords, a housing loan, 80C, and a previous employer. */
const save = (over: Json = {}) => ({
  regime: 'old',
  declarations: {
    rent_paid_monthly: 25_000,
    rent_city: 'Pune',
    landlords: TWO_LANDLORDS,
    home_loan_interest: 1_80_000,
    housing_loan_lender: { name: 'HDFC Bank Ltd', pan: 'AAACH2702H' },
    section_80c: 1_50_000,
    ...over,
  },
  previous_employment: {
    employer_name: 'Orbit Systems Pvt Ltd',
    employer_tan: 'PNEO12345B',
    from: '2026-04-01',
    to: '2026-06-30',
    salary: 3_00_000,
    pf: 10_800,
    professional_tax: 600,
    tds: 12_000,
  },
  other_income: 0,
});

/**
 * Forms 124 and 122 of the Income-tax Rules 2026 (rules 205 and 204(1); Forms 12BB and 12B of the 1961 Rules
 * before 2026-27), from an employee's declarations: up to four landlords with name, address, PAN and
 * relationship, the lender of a housing loan, the employee's sign-off.
 */
describe('statement of claims (Form 124) and previous employment (Form 122)', () => {
  let bed: TaxYearTestBed;
  const form124 = (id: number, year = FY) => `/api/employees/${id}/form124?tax_year=${year}`;
  const form122 = (id: number, year = FY) => `/api/employees/${id}/form122?tax_year=${year}`;
  const sign = (token: string, id: number) =>
    bed.t.as(token, { method: 'POST', url: `/api/employees/${id}/form124/sign?tax_year=${FY}` });

  beforeAll(async () => {
    bed = await taxYearTestBed();
    await bed.cutOffs({ regime_choice_until: null, proof_window_from: null, proof_deadline: null });
  });
  afterAll(() => bed.close());

  it('has no form before the declarations are first saved (404)', async () => {
    const res = await bed.get(bed.employee, form124(bed.me));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`No declarations are saved for ${FY} yet.`);
  });

  it('keeps up to four landlords and the lender; a fifth landlord, a missing PAN above ₹1 lakh, a bad TAN or period are refused with nothing saved', async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `L${i}`, pan: 'AKMPK1234L' }));
    const bad = await bed.put(
      bed.employee,
      declarationUrl(bed.me),
      save({
        landlords: [TWO_LANDLORDS[0], { ...TWO_LANDLORDS[1], pan: null }],
      }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'declarations.landlords.1.pan': [
        'The landlord’s PAN is required when the rent exceeds ₹1,00,000 a year.',
      ],
    });
    const tooMany = await bed.put(bed.employee, declarationUrl(bed.me), save({ landlords: five }));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors['declarations.landlords']).toEqual(['At most four landlords.']);
    const badPrevious = await bed.put(bed.employee, declarationUrl(bed.me), {
      ...save(),
      previous_employment: { employer_tan: 'PNE123', from: '2026-07-01', to: '2026-06-30' },
    });
    expect(badPrevious.statusCode).toBe(422);
    expect(Object.keys(badPrevious.json().errors).sort()).toEqual(['previous_employment.employer_tan']);
    const reversed = await bed.put(bed.employee, declarationUrl(bed.me), {
      ...save(),
      previous_employment: { from: '2026-07-01', to: '2026-06-30' },
    });
    expect(reversed.json().errors).toEqual({
      'previous_employment.to': ['The last day may not be before the first.'],
    });
    const stored = await rawRows<{ n: number }>(
      bed.t.database.db,
      sql`select count(*)::int as n from employee_tax_years where employee_id = ${bed.me} and financial_year = ${FY}`,
    );
    // The year's row is created by the lock, but nothing of the refused saves is in it.
    const [row] = await rawRows<{ landlords: Json[] }>(
      bed.t.database.db,
      sql`select landlords from employee_tax_years where employee_id = ${bed.me} and financial_year = ${FY}`,
    );
    expect(stored[0]?.n ?? 0).toBeLessThanOrEqual(1);
    expect(row?.landlords ?? []).toEqual([]);

    const ok = await bed.put(bed.employee, declarationUrl(bed.me), save());
    expect(ok.statusCode).toBe(200);
    const d = ok.json().tax_declaration;
    expect(d.declarations.landlords).toEqual(TWO_LANDLORDS);
    expect(d.declarations).toMatchObject({
      landlord_name: 'Meera Kulkarni',
      landlord_pan: 'AKMPK1234L',
      rent_city: 'Pune',
      housing_loan_lender: { name: 'HDFC Bank Ltd', pan: 'AAACH2702H' },
    });
    expect(d.previous_employment).toMatchObject({
      employer_name: 'Orbit Systems Pvt Ltd',
      employer_tan: 'PNEO12345B',
      from: '2026-04-01',
      to: '2026-06-30',
    });
    // The year's metro cities come from its old regime: eight from 2026-27 (draft rule 279), four before.
    expect(d.metro_cities).toEqual([
      'Delhi',
      'Mumbai',
      'Kolkata',
      'Chennai',
      'Bengaluru',
      'Hyderabad',
      'Pune',
      'Ahmedabad',
    ]);
    const before = await bed.get(
      bed.employee,
      `/api/employees/${bed.me}/tax-declaration?financial_year=2025-26`,
    );
    expect(before.json().tax_declaration.metro_cities).toEqual(['Delhi', 'Mumbai', 'Kolkata', 'Chennai']);
    expect(d.form124_signed_at).toBeNull();
  });

  it('gives the employee and HR Form 124 as a draft; a colleague gets 404', async () => {
    const mine = await bed.get(bed.employee, form124(bed.me));
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toMatch(/filename="Form-124-.*-2026-27\.pdf"/);
    const text = await textOf(mine.rawPayload);
    for (const expected of [
      'FORM NO. 124 (DRAFT)',
      '[See rule 205]',
      'Income-tax Act, 2025',
      'Tax year 2026-27',
      'Landlord 1: Meera Kulkarni',
      'PAN: AKMPK1234L',
      'Relationship to the employee: Brother or sister',
      'Lender: HDFC Bank Ltd',
      'PAN of the lender: AAACH2702H',
      '₹3,00,000.00', // the year's rent, 25,000 × 12
      '₹1,80,000.00',
      '₹1,50,000.00',
      'Not yet signed off by the employee.',
    ])
      expect(text, expected).toContain(expected);
    expect((await bed.get(bed.hr, form124(bed.me))).statusCode).toBe(200);
    expect((await bed.get(bed.employee, form124(bed.colleague))).statusCode).toBe(404);
    expect((await bed.get(bed.acmeHr, form124(bed.me))).statusCode).toBe(404);
  });

  it('lets only the employee sign it off, once; a later save reopens it', async () => {
    const byHr = await sign(bed.hr, bed.me);
    expect(byHr.statusCode).toBe(403);
    const [first, second] = await Promise.all([sign(bed.employee, bed.me), sign(bed.employee, bed.me)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const signed = (await bed.get(bed.employee, declarationUrl(bed.me))).json().tax_declaration;
    expect(signed.form124_signed_at).not.toBeNull();
    const text = await textOf((await bed.get(bed.employee, form124(bed.me))).rawPayload);
    expect(text).toContain('FORM NO. 124 ');
    expect(text).not.toContain('DRAFT');
    expect(text).toMatch(/Signed off by the employee in HRMS on \d\d\/\d\d\/\d{4}/);
    const audit = await rawRows<{ summary: string }>(
      bed.t.database.db,
      sql`select summary from audit_events where action = 'tax_declaration.form124_signed'`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.summary).toContain('signed off Form 124 for 2026-27');

    // Saving the same again keeps the sign-off; a change reopens it.
    const same = await bed.put(bed.employee, declarationUrl(bed.me), save());
    expect(same.json().tax_declaration.form124_signed_at).toBe(signed.form124_signed_at);
    const changed = await bed.put(bed.employee, declarationUrl(bed.me), save({ section_80c: 1_00_000 }));
    expect(changed.json().tax_declaration.form124_signed_at).toBeNull();
  });

  it('gives Form 122 for the previous employer, Form 12BB and 12B for 2025-26, and 404 without a previous employer', async () => {
    const res = await bed.get(bed.employee, form122(bed.me));
    expect(res.statusCode).toBe(200);
    const text = await textOf(res.rawPayload);
    for (const expected of [
      'FORM NO. 122',
      'Orbit Systems Pvt Ltd',
      'PNEO12345B',
      '01/04/2026 to 30/06/2026',
      '₹3,00,000.00',
      '₹12,000.00',
    ])
      expect(text, expected).toContain(expected);

    const older = await bed.put(
      bed.employee,
      `/api/employees/${bed.me}/tax-declaration?financial_year=2025-26`,
      {
        ...save({ rent_city: 'Bengaluru' }),
        previous_employment: {
          employer_name: 'Orbit Systems Pvt Ltd',
          salary: 1_00_000,
          from: '2025-04-01',
          to: '2025-05-31',
        },
      },
    );
    expect(older.statusCode).toBe(200);
    const claims = await textOf((await bed.get(bed.employee, form124(bed.me, '2025-26'))).rawPayload);
    expect(claims).toContain('FORM NO. 12BB');
    expect(claims).toContain('Income-tax Act, 1961');
    const previous = await textOf((await bed.get(bed.employee, form122(bed.me, '2025-26'))).rawPayload);
    expect(previous).toContain('FORM NO. 12B');

    const none = await bed.get(bed.hr, form122(bed.colleague));
    expect(none.statusCode).toBe(404);
    await bed.put(bed.hr, declarationUrl(bed.colleague), {
      regime: 'new',
      declarations: {},
      previous_employment: {},
      other_income: 0,
    });
    const empty = await bed.get(bed.hr, form122(bed.colleague));
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe(`No previous employment is declared for ${FY}.`);
  });
});
