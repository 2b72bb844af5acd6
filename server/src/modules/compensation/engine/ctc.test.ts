import { describe, expect, it } from 'vitest';
import { costToCompany } from './ctc';

const NONE = { pf_pension: 0, pf_provident_fund: 0, edli: 0, pf_admin: 0, esic: 0, lwf: 0, nps: 0 };

/**
 * CTC from a full month (paise): BASIC 18,000 with the employer's PF 12% (EPS 8.33% = 1,499.40 → 1,499;
 * EPF the rest, 661), EDLI and admin 0.5% each (90), ESI 3.25% (585), NPS 1,000 and a labour welfare fund
 * month (75), as payroll rounds each contribution to the rupee.
 */
describe('cost to company', () => {
  const month = {
    earnings: [
      { name: 'Basic Salary', amount: 1_800_000 },
      { name: 'Special Allowance', amount: 0 },
    ],
    employer: {
      pf_pension: 149_900,
      pf_provident_fund: 66_100,
      edli: 9_000,
      pf_admin: 9_000,
      esic: 58_500,
      lwf: 7_500,
      nps: 100_000,
    },
  };

  it('adds the employer’s PF, EDLI, admin charges, ESI and NPS to gross, leaves the labour welfare fund out, × 12', () => {
    const ctc = costToCompany(month);
    // 18,000 + 2,160 + 180 + 585 + 1,000 = 21,925 a month; 2,63,100 a year.
    expect([ctc.monthlyGross, ctc.monthlyCtc, ctc.annualGross, ctc.annualCtc]).toEqual([
      1_800_000, 2_192_500, 21_600_000, 26_310_000,
    ]);
    expect(ctc.earnings).toEqual([{ label: 'Basic Salary', monthly: 1_800_000, annual: 21_600_000 }]);
    expect(ctc.employer.map((l) => [l.label, l.monthly, l.annual])).toEqual([
      ['Employer’s provident fund (EPF and EPS)', 216_000, 2_592_000],
      ['EDLI and PF administration charges', 18_000, 216_000],
      ['Employer’s ESI contribution', 58_500, 702_000],
      ['Employer’s NPS contribution', 100_000, 1_200_000],
    ]);
  });

  it('is the gross alone when the employer adds nothing', () => {
    const ctc = costToCompany({ earnings: [{ name: 'Basic Salary', amount: 1_234_567 }], employer: NONE });
    expect([ctc.monthlyCtc, ctc.annualCtc, ctc.employer]).toEqual([1_234_567, 14_814_804, []]);
  });
});
