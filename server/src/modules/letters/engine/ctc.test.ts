import { describe, expect, it } from 'vitest';
import { costToCompany } from '../../compensation/public';
import { ctcTable, revisionFigures, revisionTable } from './ctc';

const NONE = { pf_pension: 0, pf_provident_fund: 0, edli: 0, pf_admin: 0, esic: 0, lwf: 0, nps: 0 };
const money = (p: number) => (p / 100).toFixed(2);

/**
 * CTC from a full month (paise): BASIC 18,000 with the employer's PF 12% (EPS 8.33% = 1,499.40 → 1,499;
 * EPF the rest, 661), EDLI and admin 0.5% each (90), ESI 3.25% (585) and a labour welfare fund month (75),
 * as payroll rounds each contribution to the rupee.
 */
describe('the letters’ CTC tables', () => {
  const month = {
    earnings: [
      { name: 'Basic Salary', amount: 1_800_000 },
      { name: 'Special Allowance', amount: 0 },
    ],
    employer: {
      ...NONE,
      pf_pension: 149_900,
      pf_provident_fund: 66_100,
      edli: 9_000,
      pf_admin: 9_000,
      esic: 58_500,
      lwf: 7_500,
    },
  };

  it('prints each earning, the gross, each employer contribution and the CTC, monthly and annual', () => {
    const ctc = costToCompany(month);
    // 18,000 + 2,160 + 180 + 585 = 20,925 a month; 2,51,100 a year.
    expect([ctc.monthlyGross, ctc.monthlyCtc, ctc.annualGross, ctc.annualCtc]).toEqual([
      1_800_000, 2_092_500, 21_600_000, 25_110_000,
    ]);
    expect(ctcTable(ctc, money).rows.map((r) => r.cells)).toEqual([
      ['Basic Salary', '18000.00', '216000.00'],
      ['Gross salary', '18000.00', '216000.00'],
      ['Employer’s provident fund (EPF and EPS)', '2160.00', '25920.00'],
      ['EDLI and PF administration charges', '180.00', '2160.00'],
      ['Employer’s ESI contribution', '585.00', '7020.00'],
      ['Cost to company', '20925.00', '251100.00'],
    ]);
  });

  it('states a revision line by line; the percentage to two places, half up', () => {
    const before = costToCompany({ earnings: [{ name: 'Basic Salary', amount: 3_000_000 }], employer: NONE });
    const after = costToCompany({
      earnings: [
        { name: 'Basic Salary', amount: 3_000_000 },
        { name: 'HRA', amount: 100_000 },
      ],
      employer: NONE,
    });
    // 12,000 more a year on 3,60,000: 3.3333…% → 3.33%.
    expect(revisionFigures(before, after)).toEqual({ increase: 1_200_000, percent: 3.33 });
    expect(revisionTable(before, after, money).rows.map((r) => r.cells)).toEqual([
      ['Basic Salary', '360000.00', '360000.00'],
      ['HRA', '0.00', '12000.00'],
      ['Gross salary', '360000.00', '372000.00'],
      ['Cost to company', '360000.00', '372000.00'],
    ]);
    // 300 on 48,000 a year = 0.625% exactly → 0.63% (half up).
    const small = costToCompany({ earnings: [{ name: 'B', amount: 400_000 }], employer: NONE });
    const plus = costToCompany({ earnings: [{ name: 'B', amount: 402_500 }], employer: NONE });
    expect(revisionFigures(small, plus)).toEqual({ increase: 30_000, percent: 0.63 });
  });
});
