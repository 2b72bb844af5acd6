import { describe, expect, it } from 'vitest';
import { base, line } from '../../../../test/payroll-engine-fixtures';
import { pickInForce, SEEDED_STATUTORY_RATES } from '../../statutory/public';
import { type ImpactRules, labourCodeImpact } from './impact';

/**
 * Hand-worked (rupees): the June 2026 rates — PF 12% up to ₹15,000 (EPS 8.33%, EDLI and administration 0.5%,
 * each to the nearest rupee: EPF Scheme para 29(4)), ESIC 0.75% and 3.25% up to the next rupee (ESI (Central)
 * Rules r.51) for wages up to ₹21,000, gratuity 15 ÷ 26 of a month's wages a year (a twelfth provided each month,
 * to the rupee). The Codes' wages: Code on Wages s.2(y), Code on Social Security s.2(88).
 */
const seeded = pickInForce(SEEDED_STATUTORY_RATES, '2026-06-30');
if (!seeded.codeWages || !seeded.gratuity) throw new Error('the seeded rules are missing');
const RULES: ImpactRules = {
  codes: seeded.codeWages,
  pf: base({}).pf,
  esic: base({}).esic,
  gratuity: seeded.gratuity,
};
const MEMBER = { onFullBasic: false, personWithDisability: false };
const rs = (p: number) => p / 100;

describe('what the Labour Codes change, and a restructure that keeps the cost to company', () => {
  it('exclusions over half (BASIC 10,000, HRA 20,000, conveyance 10,000): more PF, ESIC cover, more gratuity', () => {
    const lines = [
      line('BASIC', { amount: 10_000_00, wageClass: 'wages' }),
      line('HRA', { amount: 20_000_00, wageClass: 'excluded', exclusionClause: 'f' }),
      line('CONVEYANCE', { amount: 10_000_00, wageClass: 'excluded', exclusionClause: 'd' }),
    ];
    const impact = labourCodeImpact(lines, RULES, MEMBER);
    // Old Acts: PF on 10,000 — 1,200; EPS 833 + EPF 367 + EDLI 50 + admin 50 = 1,300; gross 40,000 is above
    // ESIC's ceiling; gratuity 10,000 × 15 ÷ 26 ÷ 12 = 480.77 → 481. Cost 41,781; take-home 38,800.
    expect(impact.acts).toMatchObject({
      gross: 40_000_00,
      pfWages: 10_000_00,
      employeePf: 1_200_00,
      employerPf: 1_300_00,
      esicCovered: false,
      gratuityProvision: 481_00,
      takeHome: 38_800_00,
      costToCompany: 41_781_00,
    });
    // The Codes: wages 20,000 (10,000 added back); PF on 15,000 — 1,800 and 1,250 + 550 + 75 + 75 = 1,950; ESIC
    // now covers (20,000 ≤ 21,000): 150 and 650; gratuity 961.54 → 962. Cost 43,562; take-home 38,050.
    expect(impact.codes).toMatchObject({
      codeWages: 20_000_00,
      addback: 10_000_00,
      pfWages: 15_000_00,
      employeePf: 1_800_00,
      employerPf: 1_950_00,
      esicCovered: true,
      employeeEsic: 150_00,
      employerEsic: 650_00,
      gratuityProvision: 962_00,
      takeHome: 38_050_00,
      costToCompany: 43_562_00,
    });
    // The proposal: the 10,000 added back moves into BASIC out of HRA and conveyance in proportion (6,667 and
    // 3,333, the rupee left to the larger remainder); the extra cost 1,781 comes out of them the same way
    // (1,187 and 594): BASIC 20,000, HRA 12,146, conveyance 6,073 — gross 38,219, nothing added back (18,219 ≤
    // 19,109.50), cost 41,781 as before; take-home 38,219 − 1,800 − 150 = 36,269.
    expect(impact.proposal?.lines).toEqual([
      { code: 'BASIC', amount: 20_000_00 },
      { code: 'HRA', amount: 12_146_00 },
      { code: 'CONVEYANCE', amount: 6_073_00 },
    ]);
    expect(impact.proposal?.figures).toMatchObject({
      gross: 38_219_00,
      codeWages: 20_000_00,
      addback: 0,
      costToCompany: impact.acts.costToCompany,
      takeHome: 36_269_00,
    });
  });

  it('a special allowance is wages (BASIC 8,000, special 8,000, HRA 4,000): more cost, within the rule, no proposal', () => {
    const lines = [
      line('BASIC', { amount: 8_000_00, wageClass: 'wages' }),
      line('OTHER_ALLOWANCE', { amount: 8_000_00, wageClass: 'wages' }),
      line('HRA', { amount: 4_000_00, wageClass: 'excluded', exclusionClause: 'f' }),
    ];
    const impact = labourCodeImpact(lines, RULES, MEMBER);
    // Old Acts: PF on 8,000 — 960; 666 + 294 + 40 + 40 = 1,040; ESIC on the gross 20,000: 150 and 650; gratuity
    // 384.62 → 385. Cost 20,000 + 1,040 + 650 + 385 = 22,075.
    expect(rs(impact.acts.costToCompany)).toBe(22_075);
    // The Codes: 16,000 with nothing added back; PF on 15,000 (1,800; 1,950), ESIC on 16,000 (120; 520),
    // gratuity 769.23 → 769. Cost 23,239, 1,164 more; take-home 18,080, 810 less.
    expect(impact.codes).toMatchObject({ codeWages: 16_000_00, addback: 0, employeeEsic: 120_00 });
    expect(rs(impact.codes.costToCompany)).toBe(23_239);
    expect(rs(impact.acts.takeHome - impact.codes.takeHome)).toBe(810);
    // Nothing is added back: the structure meets the rule as it is.
    expect(impact.proposal).toBeNull();
  });

  it('no proposal for wages already half or more (BASIC 30,000, HRA 12,000), which cost the same', () => {
    const lines = [
      line('BASIC', { amount: 30_000_00, wageClass: 'wages' }),
      line('HRA', {
        calculationType: 'percentage',
        percentage: 40,
        wageClass: 'excluded',
        exclusionClause: 'f',
      }),
    ];
    const impact = labourCodeImpact(lines, RULES, MEMBER);
    expect(impact.codes.costToCompany).toBe(impact.acts.costToCompany);
    expect(impact.proposal).toBeNull();
  });
});
