import { describe, expect, it } from 'vitest';
import { type EcrLine, ecrFaults, lineFaults } from './ecr-checks';

/**
 * The portal's upload checks on hand-made lines. The first line is EPFO's own ECR sample (UAN 100427607286,
 * wages 15,000, EE 1,800, EPS 1,250, ER 550; its UAN passes the Verhoeff check): nothing to refuse.
 */
const sample: EcrLine = {
  uan: '100427607286',
  member_name: 'XY',
  gross_wages: 15_000,
  epf_wages: 15_000,
  eps_wages: 15_000,
  edli_wages: 15_000,
  epf_contribution: 1_800,
  eps_contribution: 1_250,
  epf_eps_difference: 550,
  ncp_days: 0,
  month_days: 30,
  eps_ceiling: 15_000,
  edli_ceiling: 15_000,
};

describe('the ECR as the portal checks it', () => {
  it('finds nothing to refuse in EPFO’s sample line', () => {
    expect(lineFaults(sample, 'regular')).toEqual([]);
  });

  it('refuses NCP days with EPS wages of zero for a paid member (the portal’s own words)', () => {
    const over58 = { ...sample, eps_wages: 0, eps_contribution: 0, epf_eps_difference: 1_800, ncp_days: 17 };
    expect(lineFaults(over58, 'regular')).toEqual(['NCP days should be zero as EPS wages are zero']);
    // A member with no pay at all lists every day employed as NCP days.
    const unpaid = { ...sample, gross_wages: 0, epf_wages: 0, eps_wages: 0, edli_wages: 0 };
    expect(
      lineFaults(
        { ...unpaid, epf_contribution: 0, eps_contribution: 0, epf_eps_difference: 0, ncp_days: 30 },
        'regular',
      ),
    ).toEqual([]);
  });

  it('refuses wages above gross or above the ceilings, EPS above EPF, and NCP days beyond the month', () => {
    expect(lineFaults({ ...sample, gross_wages: 14_999 }, 'regular')).toEqual([
      'EPF wages are above gross wages',
    ]);
    expect(
      lineFaults({ ...sample, epf_wages: 20_000, gross_wages: 20_000, eps_wages: 15_001 }, 'regular'),
    ).toEqual(['EPS wages are above the ceiling of 15000']);
    expect(lineFaults({ ...sample, edli_wages: 15_001 }, 'regular')).toEqual([
      'EDLI wages are above the ceiling of 15000',
    ]);
    expect(
      lineFaults({ ...sample, eps_wages: 15_000, epf_wages: 14_000, gross_wages: 14_000 }, 'regular'),
    ).toEqual(['EPS wages are above EPF wages']);
    expect(lineFaults({ ...sample, ncp_days: 30 }, 'regular')).toEqual([]);
    expect(lineFaults({ ...sample, ncp_days: 31 }, 'regular')).toEqual([
      "NCP days are more than the month's 30",
    ]);
  });

  it('refuses a UAN whose check digit is wrong, a name with other characters, and a fraction of a rupee', () => {
    expect(lineFaults({ ...sample, uan: '100427607287' }, 'regular')).toEqual([
      'the UAN is not 12 digits with a valid check digit',
    ]);
    expect(lineFaults({ ...sample, member_name: 'D’SOUZA' }, 'regular')).toHaveLength(1);
    expect(lineFaults({ ...sample, member_name: 'ZOE D SOUZA-KUMAR.' }, 'regular')).toEqual([]);
    expect(lineFaults({ ...sample, epf_contribution: 1_800.5 }, 'regular')).toEqual([
      'epf_contribution must be a whole number, not negative',
    ]);
  });

  it('reads an arrear line without gross wages, NCP days or ceilings, and names each faulty line once per fault', () => {
    const arrear = { ...sample, gross_wages: 0, epf_wages: 1_000, eps_wages: 1_000, edli_wages: 1_000 };
    expect(lineFaults(arrear, 'arrear')).toEqual([]);
    expect(ecrFaults([sample, { ...sample, member_name: 'AB' }], 'regular')).toEqual([
      'Line 2 (AB, UAN 100427607286): the UAN is already on line 1',
    ]);
  });
});
