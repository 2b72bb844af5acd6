import { statuteOfYear } from '@hrms/contracts/statute';
import { describe, expect, it } from 'vitest';
import { INCOME_TAX_ACT_1961, INCOME_TAX_ACT_2025 } from '../../statutory/income-tax-statute';
import { type PerquisiteRun, perquisitesForm } from './perquisites';

const TY = statuteOfYear(INCOME_TAX_ACT_2025, '2026-27', '2026-04-01');
const FY = statuteOfYear(INCOME_TAX_ACT_1961, '2025-26', '1961-04-01');
const PERSON = {
  name: 'Priya Shah',
  code: 'EMP0002',
  pan: 'ABCPS1234K',
  designation: 'Engineer',
  employer: 'Demo',
};

/** A ₹3,00,000 interest-free loan at SBI's 9.00%: a month's value is the balance × 9% ÷ 12. */
const loanMonth = (balance: number, value: number, recovered = 0, exempt = false) => ({
  loan_id: 7,
  balance,
  benchmark_rate: 9,
  charged_rate: recovered ? 4 : 0,
  value,
  recovered,
  taxable: exempt ? 0 : Math.round((value - recovered) * 100) / 100,
});
const run = (month: number, perquisites: unknown, taxable = 50_000_00): PerquisiteRun => ({
  year: month >= 4 ? 2026 : 2027,
  month,
  perquisites,
  taxable,
});

describe('Form 123 / 12BA from the runs’ perquisites', () => {
  it('sums the loan months into row 5 and the total, every other row nil', () => {
    const form = perquisitesForm(TY, PERSON, [
      // Out of order on purpose: the workings come out in month order.
      run(5, { total: 2175, exempt: false, loans: [loanMonth(2_90_000, 2175)] }),
      run(4, { total: 2250, exempt: false, loans: [loanMonth(3_00_000, 2250)] }),
      run(6, undefined),
    ]);
    expect(form).not.toBeNull();
    if (!form) return;
    expect(form.title).toBe('FORM NO. 123');
    expect(form.rule).toBe('rule 204(2)');
    expect(form.yearLabel).toBe('Tax year 2026-27');
    expect(form.assessmentYear).toBeNull();
    expect(form.perquisitesSection).toBe('section 17');
    expect(form.rows).toHaveLength(22);
    const byItem = new Map(form.rows.map((r) => [r.item, r]));
    expect(byItem.get('5')).toMatchObject({
      nature: 'Interest free or concessional loans',
      value: 4_425_00,
      recovered: 0,
      chargeable: 4_425_00,
    });
    expect(byItem.get('21')).toMatchObject({ nature: 'Total value of perquisites', chargeable: 4_425_00 });
    expect(byItem.get('22')?.nature).toBe('Total value of profits in lieu of salary as per section 18(1)');
    expect(byItem.get('22')?.chargeable).toBe(0);
    for (const row of form.rows.filter((r) => !['5', '21'].includes(r.item)))
      expect([row.value, row.recovered, row.chargeable], row.nature).toEqual([0, 0, 0]);
    expect(form.months.map((m) => [m.month, m.balance, m.value, m.taxable])).toEqual([
      [4, 3_00_000_00, 2_250_00, 2_250_00],
      [5, 2_90_000_00, 2_175_00, 2_175_00],
    ]);
    // Three runs of ₹50,000 taxable salary, the perquisites apart.
    expect(form.salaryOtherThanPerquisites).toBe(1_50_000_00);
  });

  it('counts the interest recovered, and leaves an exempt month out of the table but in the workings', () => {
    const form = perquisitesForm(FY, PERSON, [
      run(4, { total: 0, exempt: true, loans: [loanMonth(15_000, 112.5, 0, true)] }),
      // ₹2,00,000 at 4% charged: value 1,500, recovered 666.67, chargeable 833.33.
      run(5, { total: 833.33, exempt: false, loans: [loanMonth(2_00_000, 1500, 666.67)] }),
    ]);
    if (!form) throw new Error('a form');
    expect(form.title).toBe('FORM NO. 12BA');
    expect(form.rule).toBe('rule 26A(2)(b)');
    expect(form.assessmentYear).toBe('2026-27');
    expect(form.rows.find((r) => r.item === '5')).toMatchObject({
      value: 1_500_00,
      recovered: 666_67,
      chargeable: 833_33,
    });
    expect(form.rows.find((r) => r.item === '22')?.nature).toContain('section 17(3)');
    expect(form.months.map((m) => [m.month, m.exempt, m.value, m.taxable])).toEqual([
      [4, true, 112_50, 0],
      [5, false, 1_500_00, 833_33],
    ]);
  });

  it('has no form when the runs carry no perquisite (none, no loan lines, or unreadable)', () => {
    expect(perquisitesForm(TY, PERSON, [])).toBeNull();
    expect(
      perquisitesForm(TY, PERSON, [
        run(4, undefined),
        run(5, { total: 0, exempt: false, loans: [] }),
        run(6, { total: 'much' }),
      ]),
    ).toBeNull();
  });
});
