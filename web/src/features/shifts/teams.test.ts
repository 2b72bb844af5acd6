import { describe, expect, it } from 'vitest';
import { chosenTeam, teamOptions } from './teams';

const team = (id: number, name: string, lead: number | null = null, status = 'active') => ({
  id,
  name,
  status,
  team_lead_id: lead,
  department: { name: 'Operations' },
});
const TEAMS = [
  team(1, 'Packing', 40),
  team(2, 'Dispatch'),
  team(3, 'Old crew', null, 'disbanded'),
  team(4, 'Assembly'),
];

describe('whose roster the calendar offers', () => {
  it('offers HR every team but the disbanded, by name', () => {
    expect(
      teamOptions(TEAMS, { seesAll: true, ownTeamId: null, employeeId: null }).map((o) => o.label),
    ).toEqual(['Assembly (Operations)', 'Dispatch (Operations)', 'Packing (Operations)']);
  });

  it('offers anyone else their own team and those they lead', () => {
    expect(teamOptions(TEAMS, { seesAll: false, ownTeamId: 2, employeeId: 40 }).map((o) => o.value)).toEqual([
      '2',
      '1',
    ]);
    expect(teamOptions(TEAMS, { seesAll: false, ownTeamId: null, employeeId: 7 })).toEqual([]);
  });

  it('shows the team in the address, else the caller’s own, else the only one offered', () => {
    const options = teamOptions(TEAMS, { seesAll: true, ownTeamId: null, employeeId: null });
    expect(chosenTeam(options, 4, 2)).toBe(4);
    expect(chosenTeam(options, null, 2)).toBe(2);
    expect(chosenTeam(options, null, 9)).toBeNull();
    expect(chosenTeam([{ value: '1', label: 'Packing' }], null, null)).toBe(1);
  });
});
