import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { FY, type Json, type TaxYearTestBed, taxYearTestBed } from '../../../test/tax-year-bed';
import { payrollRuns } from '../../db/schema/payroll';

/** The PDF's text on one line; a word the layout broke at its hyphen ("Income- tax") joined again. */
const textOf = async (pdf: Buffer) => (await pdfText(pdf)).replace(/\s+/g, ' ').replace(/- /g, '-');

/** A loan's perquisite of a month as payroll stores it (rupees): interest-free, SBI's rate 9.00%. */
const loanMonth = (balance: number, value: number) => ({
  loan_id: 41,
  balance,
  benchmark_rate: 9,
  charged_rate: 0,
  value,
  recovered: 0,
  taxable: value,
});

/**
 * Form 123 of the Income-tax Rules 2026 (rule 204(2); Form 12BA, rule 26A(2)(b) of the 1961 Rules, before
 * 2026-27): the perquisites of the year with their value, from the approved and paid runs' `perquisites`,
 * with no declarations saved. Hand-worked: a ₹3,00,000 interest-free loan at SBI's 9.00% is worth
 * 3,00,000 × 9% ÷ 12 = ₹2,250.00 in April and, on ₹2,90,000, ₹2,175.00 in May: ₹4,425.00 for the year.
 */
describe('statement of perquisites (Form 123)', () => {
  let bed: TaxYearTestBed;
  const form123 = (id: number, year = FY) => `/api/employees/${id}/form123?tax_year=${year}`;

  /** A run of the month with the breakdown's perquisites, over any run the demo payroll made for it. */
  async function runWith(
    employeeId: number,
    [year, month]: [number, number],
    perquisites: Json,
    status = 'approved',
  ) {
    const breakdown = { taxable_earnings: 60_000, perquisites };
    await bed.t.database.db
      .insert(payrollRuns)
      .values({
        employee_id: employeeId,
        year,
        month,
        status,
        total_days: 30,
        days_paid: '30.0',
        basic_salary: '30000.00',
        gross_salary: '60000.00',
        total_deductions: '0.00',
        net_salary: '60000.00',
        pf_deduction: '0.00',
        professional_tax: '0.00',
        tds_deduction: '0.00',
        breakdown,
        inputs: {},
      })
      .onConflictDoUpdate({
        target: [payrollRuns.employee_id, payrollRuns.year, payrollRuns.month],
        set: {
          status,
          breakdown: sql`${payrollRuns.breakdown} || ${JSON.stringify({ perquisites })}::jsonb`,
        },
      });
  }

  beforeAll(async () => {
    bed = await taxYearTestBed();
    await runWith(bed.me, [2026, 4], { total: 2250, exempt: false, loans: [loanMonth(3_00_000, 2250)] });
    await runWith(bed.me, [2026, 5], { total: 2175, exempt: false, loans: [loanMonth(2_90_000, 2175)] });
    // A draft counts for nothing.
    await runWith(
      bed.me,
      [2026, 6],
      { total: 2100, exempt: false, loans: [loanMonth(2_80_000, 2100)] },
      'draft',
    );
    // 2025-26, under the 1961 Act: March 2026 alone.
    await runWith(bed.me, [2026, 3], { total: 2325, exempt: false, loans: [loanMonth(3_10_000, 2325)] });
    await bed.t.database.db.execute(sql`
      insert into company_payroll_settings (company_id, tds_signatory_name, tds_signatory_parent_name,
        tds_signatory_designation, tds_signatory_place)
      values (${bed.demoCompany}, 'Ramesh Iyer', 'Suresh Iyer', 'Finance Manager', 'Pune')
      on conflict (company_id) do update set tds_signatory_name = excluded.tds_signatory_name,
        tds_signatory_parent_name = excluded.tds_signatory_parent_name,
        tds_signatory_designation = excluded.tds_signatory_designation,
        tds_signatory_place = excluded.tds_signatory_place`);
  });
  afterAll(() => bed.close());

  it('gives the employee Form 123 from the runs, without any declarations saved', async () => {
    const res = await bed.get(bed.employee, form123(bed.me));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/filename="Form-123-.*-2026-27\.pdf"/);
    const text = await textOf(res.rawPayload);
    for (const expected of [
      'FORM NO. 123',
      '[See rule 204(2)]',
      'Statement showing particulars of perquisites, other fringe benefits or amenities and profits in lieu of salary with value thereof',
      'Income-tax Act, 2025',
      'Tax year 2026-27',
      // Row 5, the loans: value, recovered, chargeable.
      '5 Interest free or concessional loans ₹4,425.00 ₹0.00 ₹4,425.00',
      '21 Total value of perquisites ₹4,425.00 ₹0.00 ₹4,425.00',
      'Total value of profits in lieu of salary as per section 18(1)',
      // The workings, month by month.
      'April 2026 #41 ₹3,00,000.00 9.00% 0.00% ₹2,250.00 ₹0.00 ₹2,250.00',
      'May 2026 #41 ₹2,90,000.00 9.00% 0.00% ₹2,175.00 ₹0.00 ₹2,175.00',
      'I, Ramesh Iyer, son/daughter of Suresh Iyer, working as Finance Manager (designation) do hereby declare on behalf of',
      'in accordance with section 17 and rules framed thereunder',
    ])
      expect(text, expected).toContain(expected);
    // June's draft run is not counted.
    expect(text).not.toContain('June 2026');
    expect(text).not.toContain('₹2,100.00');
    expect((await bed.get(bed.hr, form123(bed.me))).statusCode).toBe(200);
  });

  it('gives Form 12BA for 2025-26 under the 1961 Act', async () => {
    const res = await bed.get(bed.employee, form123(bed.me, '2025-26'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="Form-12BA-.*-2025-26\.pdf"/);
    const text = await textOf(res.rawPayload);
    for (const expected of [
      'FORM NO. 12BA',
      '[See rule 26A(2)(b)]',
      'Income-tax Act, 1961',
      'Financial year 2025-26',
      'Assessment year 2026-27',
      '5 Interest free or concessional loans ₹2,325.00 ₹0.00 ₹2,325.00',
      'March 2026 #41 ₹3,10,000.00',
      'as per section 17(3)',
    ])
      expect(text, expected).toContain(expected);
  });

  it('answers 404 to a colleague and to another company’s HR, and with a message for a year without perquisites', async () => {
    expect((await bed.get(bed.employee, form123(bed.colleague))).statusCode).toBe(404);
    expect((await bed.get(bed.acmeHr, form123(bed.me))).statusCode).toBe(404);
    const none = await bed.get(bed.hr, form123(bed.colleague));
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(`No perquisites were provided in ${FY}.`);
    const earlier = await bed.get(bed.employee, form123(bed.me, '2024-25'));
    expect(earlier.statusCode).toBe(404);
    expect(earlier.json().message).toBe('No perquisites were provided in 2024-25.');
    expect((await bed.get(bed.employee, form123(bed.me, '2026-28'))).statusCode).toBe(422);
  });
});
