import type { SelectOption } from '@/components/ui/SelectField';

type TeamRow = {
  id: number;
  name: string;
  status: string;
  team_lead_id: number | null;
  department: { name: string };
};

/**
 * The teams whose roster the caller may open: every team of the company for HR (manage- or approve-attendance),
 * else their own and those they lead (the server answers 404 for any other). Disbanded teams have no members.
 */
export function teamOptions(
  teams: readonly TeamRow[],
  who: { seesAll: boolean; ownTeamId: number | null; employeeId: number | null },
): SelectOption[] {
  return teams
    .filter((t) => t.status !== 'disbanded')
    .filter(
      (t) =>
        who.seesAll ||
        t.id === who.ownTeamId ||
        (who.employeeId !== null && t.team_lead_id === who.employeeId),
    )
    .map((t) => ({ value: String(t.id), label: `${t.name} (${t.department.name})` }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-IN'));
}

/** The team shown first: the one in the address, else the caller's own, else the only one they may open. */
export function chosenTeam(
  options: readonly SelectOption[],
  fromAddress: number | null,
  ownTeamId: number | null,
) {
  const offered = (id: number | null) => id !== null && options.some((o) => o.value === String(id));
  if (fromAddress !== null) return fromAddress;
  if (offered(ownTeamId)) return ownTeamId;
  return options.length === 1 ? Number(options[0]?.value) : null;
}
