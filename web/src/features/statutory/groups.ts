import type { StatutoryRateVersion, StatutoryScheme } from '@hrms/contracts/statutory';
import { SCHEME_LABELS } from './ruleFields';

/** The versions of one scheme (and state, for LWF and PT), newest first as the server lists them. */
export type RateGroup = {
  key: string;
  scheme: StatutoryScheme;
  state_code: string | null;
  title: string;
  versions: StatutoryRateVersion[];
};

/** The list cut into its (scheme, state) groups, kept in the server's order: PF, ESIC, then LWF and PT by state. */
export function groupVersions(versions: readonly StatutoryRateVersion[]): RateGroup[] {
  const groups: RateGroup[] = [];
  for (const v of versions) {
    const key = `${v.scheme}|${v.state_code ?? ''}`;
    let group = groups.find((g) => g.key === key);
    if (!group) {
      const state = v.state_name ?? v.state_code;
      group = {
        key,
        scheme: v.scheme,
        state_code: v.state_code,
        title: state ? `${SCHEME_LABELS[v.scheme]} · ${state}` : SCHEME_LABELS[v.scheme],
        versions: [],
      };
      groups.push(group);
    }
    group.versions.push(v);
  }
  return groups;
}

/** "In force", "Upcoming" (starts after today) or "Superseded", for the version's badge. */
export function versionStatus(
  version: StatutoryRateVersion,
  today: string,
): 'In force' | 'Upcoming' | 'Superseded' {
  if (version.in_force) return 'In force';
  return version.effective_from > today ? 'Upcoming' : 'Superseded';
}

/** Where "Add version" leads for a group: the form with its scheme and state chosen. */
export const addVersionPath = (group?: Pick<RateGroup, 'scheme' | 'state_code'>) =>
  group
    ? `/statutory-rates/create?scheme=${group.scheme}${group.state_code ? `&state_code=${group.state_code}` : ''}`
    : '/statutory-rates/create';
