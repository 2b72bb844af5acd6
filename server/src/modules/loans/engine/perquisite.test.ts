import { describe, expect, it } from 'vitest';
import { loanPerquisiteOfMonth, perquisitesAhead } from './perquisite';

const R = (rupees: number) => Math.round(rupees * 100);
/** Rule 3(7)(i) of the 1962 Rules (₹20,000) and rule 15(5)(a) of the 2026 Rules (₹2,00,000), medical exempt. */
const RULE_1962 = { exemptUpTo: R(20_000), medicalExempt: true };
const RULE_2026 = { exemptUpTo: R(200_000), medicalExempt: true };
const loan = (balance: number, charged = 0, benchmark: number | null = 9, medical = false) => ({
  loanId: 1,
  balance: R(balance),
  chargedBp: Math.round(charged * 100),
  benchmarkBp: benchmark === null ? null : Math.round(benchmark * 100),
  medical,
});

/**
 * Hand-worked from the rule (interest at SBI's rate on the maximum monthly balance less the interest charged;
 * the income-tax department's "concessional or interest free loan" calculator works it month by month the
 * same way), each interest to the rupee, half up.
 */
describe('loan perquisite of a month [rule 3(7)(i); rule 15(5)(a)]', () => {
  it('an interest-free ₹3,00,000 at SBI’s 9%: ₹3,00,000 × 9% ÷ 12 = ₹2,250', () => {
    const m = loanPerquisiteOfMonth([loan(300_000)], RULE_2026);
    expect(m).toMatchObject({ total: R(2_250), exempt: false });
    expect(m.lines[0]).toMatchObject({ value: R(2_250), recovered: 0, taxable: R(2_250) });
  });

  it('concessional at 4% against 9% on ₹5,00,000: ₹3,750 less ₹1,667 (₹1,666.67 to the rupee) = ₹2,083', () => {
    const m = loanPerquisiteOfMonth([loan(500_000, 4)], RULE_2026);
    expect(m.lines[0]).toMatchObject({ value: R(3_750), recovered: R(1_667), taxable: R(2_083) });
  });

  it.each([
    // 2026 Rules: ₹2,00,000 in aggregate is exempt; a paisa more is not (₹2,00,000.01 × 9% ÷ 12 = ₹1,500.00).
    { rule: RULE_2026, balance: 199_999.99, total: 0 },
    { rule: RULE_2026, balance: 200_000, total: 0 },
    { rule: RULE_2026, balance: 200_000.01, total: 1_500 },
    // 1962 Rules: ₹20,000; ₹20,001 × 9% ÷ 12 = ₹150.0075 → ₹150.
    { rule: RULE_1962, balance: 20_000, total: 0 },
    { rule: RULE_1962, balance: 20_001, total: 150 },
  ])('exempt up to the limit: ₹$balance → ₹$total', ({ rule, balance, total }) => {
    expect(loanPerquisiteOfMonth([loan(balance)], rule).total).toBe(R(total));
  });

  it('loans count in aggregate: two of ₹1,50,000 pass the 2026 limit together', () => {
    const m = loanPerquisiteOfMonth([loan(150_000), { ...loan(150_000), loanId: 2 }], RULE_2026);
    // ₹1,50,000 × 9% ÷ 12 = ₹1,125 each.
    expect(m.total).toBe(R(2_250));
  });

  it('a medical loan is neither valued nor counted in the aggregate; no benchmark or a rate at it: nothing', () => {
    const medical = { ...loan(500_000, 0, 9, true), loanId: 2 };
    expect(loanPerquisiteOfMonth([loan(150_000), medical], RULE_2026)).toMatchObject({
      total: 0,
      exempt: true,
    });
    expect(loanPerquisiteOfMonth([loan(500_000, 0, null)], RULE_2026).total).toBe(0);
    expect(loanPerquisiteOfMonth([loan(500_000, 9, 9)], RULE_2026).total).toBe(0);
    expect(
      loanPerquisiteOfMonth([loan(500_000, 0, 9, true)], { ...RULE_2026, medicalExempt: false }).total,
    ).toBe(R(3_750));
  });
});

describe('perquisites of the months ahead', () => {
  it('follows the balance down by the EMI: ₹3,00,000 interest-free, EMI ₹50,000, from December to March', () => {
    const ahead = perquisitesAhead(
      [
        {
          loanId: 1,
          balanceAfterMonth: R(250_000),
          emi: R(50_000),
          startsAt: { year: 2026, month: 12 },
          chargedBp: 0,
          benchmarkBp: 900,
          medical: false,
        },
      ],
      { year: 2026, month: 12 },
      { year: 2027, month: 3 },
      RULE_2026,
    );
    // January ₹2,50,000 → ₹1,875; February ₹2,00,000 (within the limit) → 0; March ₹1,50,000 → 0.
    expect(ahead).toEqual([
      { year: 2027, month: 1, total: R(1_875) },
      { year: 2027, month: 2, total: 0 },
      { year: 2027, month: 3, total: 0 },
    ]);
  });
});
