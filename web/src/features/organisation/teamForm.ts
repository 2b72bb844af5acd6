import type { Team, TeamCreateRequest, TeamUpdateRequest } from '@hrms/contracts/organisation';
import { z } from 'zod';
import { idOrNull, optionalInput, orNull, requiredChoice, requiredInput } from './formFields';

/** Spec 2 §5 "Team edit": the banner when a required field is blank. */
export const TEAM_REQUIRED_MESSAGE = 'Please fill in all required fields';

const TEAM_CODE_MAX = 20;

/**
 * One form for creating and editing a team. Create asks for a code and an optional lead; edit makes
 * the code optional and sets the status (active or inactive only). The unused fields are ignored.
 */
const teamFields = z.object({
  department_id: requiredChoice('The department field is required.'),
  name: requiredInput(),
  code: optionalInput(TEAM_CODE_MAX),
  description: optionalInput(),
  /** An employee id, '' for none (create only). */
  team_lead_id: z.string(),
  /** Edit only. */
  status: z.enum(['active', 'inactive']),
});

export type TeamFormValues = z.input<typeof teamFields>;

export const teamCreateForm = teamFields.extend({ code: requiredInput(TEAM_CODE_MAX) }).transform(
  (v): TeamCreateRequest => ({
    department_id: Number(v.department_id),
    name: v.name,
    code: v.code.toUpperCase(),
    description: orNull(v.description),
    team_lead_id: idOrNull(v.team_lead_id),
  }),
);

export const teamEditForm = teamFields.transform(
  (v): TeamUpdateRequest => ({
    department_id: Number(v.department_id),
    name: v.name,
    code: orNull(v.code)?.toUpperCase() ?? null,
    description: orNull(v.description),
    status: v.status,
  }),
);

export function emptyTeam(departmentId = ''): TeamFormValues {
  return {
    department_id: departmentId,
    name: '',
    code: '',
    description: '',
    team_lead_id: '',
    status: 'active',
  };
}

export function teamFormValues(team: Team): TeamFormValues {
  return {
    department_id: String(team.department_id),
    name: team.name,
    code: team.code ?? '',
    description: team.description ?? '',
    team_lead_id: team.team_lead_id ? String(team.team_lead_id) : '',
    status: team.status === 'inactive' ? 'inactive' : 'active',
  };
}
