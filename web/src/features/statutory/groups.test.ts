import type { StatutoryRateVersion } from '@hrms/contracts/statutory';
import { describe, expect, it } from 'vitest';
import { addVersionPath, groupVersions, versionStatus } from './groups';
import { latestVersion, rateRequest } from './rateForm';

const version = (over: Partial<StatutoryRateVersion>): StatutoryRateVersion => ({
  id: 1,
  scheme: 'PF',
  state_code: null,
  state_name: null,
  effective_from: '2018-06-01',
  rules: {},
  in_force: false,
  ...over,
});

describe('statutory rate groups', () => {
  const list = [
    version({ id: 1, effective_from: '2030-01-01' }),
    version({ id: 2, in_force: true }),
    version({ id: 3, scheme: 'LWF', state_code: 'MH', state_name: 'Maharashtra', in_force: true }),
    version({ id: 4, scheme: 'LWF', state_code: 'KA', state_name: 'Karnataka', in_force: true }),
  ];

  it('groups by scheme and state in the server’s order', () => {
    const groups = groupVersions(list);
    expect(groups.map((g) => [g.title, g.versions.map((v) => v.id)])).toEqual([
      ['Provident Fund (EPF, EPS, EDLI)', [1, 2]],
      ['Labour Welfare Fund · Maharashtra', [3]],
      ['Labour Welfare Fund · Karnataka', [4]],
    ]);
    expect(addVersionPath(groups[1])).toBe('/statutory-rates/create?scheme=LWF&state_code=MH');
    expect(addVersionPath(groups[0])).toBe('/statutory-rates/create?scheme=PF');
  });

  it('tells a version in force from an upcoming and a superseded one', () => {
    expect(versionStatus(list[1] as StatutoryRateVersion, '2026-01-01')).toBe('In force');
    expect(versionStatus(list[0] as StatutoryRateVersion, '2026-01-01')).toBe('Upcoming');
    expect(versionStatus(version({ effective_from: '2015-01-01' }), '2026-01-01')).toBe('Superseded');
  });

  it('starts a new version from the newest of its scheme and state', () => {
    expect(latestVersion(list, 'PF', '')?.id).toBe(1);
    expect(latestVersion(list, 'LWF', 'KA')?.id).toBe(4);
    expect(latestVersion(list, 'LWF', 'TN')).toBeUndefined();
    expect(latestVersion(list, 'ESIC', 'MH')).toBeUndefined();
  });

  it('sends a state only for a state scheme, and neither scheme nor state when editing', () => {
    const values = { scheme: 'PF' as const, state_code: 'MH', effective_from: '2031-01-01', rules: {} };
    expect(rateRequest(values, false)).toMatchObject({ scheme: 'PF', state_code: null });
    expect(
      rateRequest({ ...values, scheme: 'PT', rules: { return_months: [], due_day: '' } }, false),
    ).toEqual({
      scheme: 'PT',
      state_code: 'MH',
      effective_from: '2031-01-01',
      rules: { return_months: [], exempt_person_with_disability: false },
    });
    expect(Object.keys(rateRequest(values, true)).sort()).toEqual(['effective_from', 'rules']);
  });
});
