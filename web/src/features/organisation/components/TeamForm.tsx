import { zodResolver } from '@hookform/resolvers/zod';
import type { Team } from '@hrms/contracts/organisation';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FormActions } from '@/components/ui/FormActions';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectControl } from '@/components/ui/SelectControl';
import { SelectField } from '@/components/ui/SelectField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { errorMessage } from '@/lib/api';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { employeeOptionLabel } from '@/lib/personName';
import { useCreateTeam, useDepartmentOptions, useEmployeeOptions, useUpdateTeam } from '../api';
import { departmentOptionLabel, TEAM_EDIT_STATUS_OPTIONS } from '../labels';
import { saveFailure } from '../saveFailure';
import { emptyTeam, TEAM_REQUIRED_MESSAGE, teamCreateForm, teamEditForm, teamFormValues } from '../teamForm';
import { useCanListEmployees } from '../useCanListEmployees';

const CREATE_FIELDS = ['department_id', 'name', 'code', 'team_lead_id', 'description'];
const EDIT_FIELDS = ['department_id', 'name', 'code', 'status', 'description'];

type TeamFormProps =
  | {
      team?: undefined;
      /** A department chosen in advance (Add Team from a department's teams). */
      departmentId?: string;
      onCreated: (answer: { message: string; team: Team }) => void;
    }
  | { team: Team; departmentId?: undefined; onUpdated: (answer: { message: string; team: Team }) => void };

/**
 * The one team form (spec 2 §2, §5 "Team create", "Team edit"). Creating asks for a code and may
 * pick a lead; editing makes the code optional and sets the status to active or inactive.
 */
export function TeamForm(props: TeamFormProps) {
  const team = props.team;
  const editing = team !== undefined;
  const canListEmployees = useCanListEmployees();
  const create = useCreateTeam();
  const update = useUpdateTeam(team?.id ?? 0);
  const save = editing ? update : create;
  const [saved, setSaved] = useState<string | null>(null);
  const [missingRequired, setMissingRequired] = useState(false);

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm({
    // Both schemas take the same inputs; each sends its own body.
    resolver: zodResolver(editing ? teamEditForm : teamCreateForm),
    defaultValues: team ? teamFormValues(team) : emptyTeam(props.departmentId),
  });
  const departmentValue = useWatch({ control, name: 'department_id' });
  const departmentId = departmentValue ? Number(departmentValue) : null;

  const departments = useDepartmentOptions(null);
  // A lead chosen at creation joins the team: an active employee of the department in no other team.
  const leads = useEmployeeOptions(
    { department_id: departmentId ?? undefined, without_team: true },
    !editing && canListEmployees && departmentId !== null,
  );

  const onSubmit = handleSubmit(
    (body) => {
      setMissingRequired(false);
      const onError = (error: unknown) => applyServerErrors(setError, error);
      // The resolver is the edit schema when editing, so the body is an update body, else a create body.
      if (props.team) {
        update.mutate(body as Parameters<typeof update.mutate>[0], {
          onSuccess: (answer) => {
            setSaved(answer.message);
            props.onUpdated(answer);
          },
          onError,
        });
      } else {
        create.mutate(body as Parameters<typeof create.mutate>[0], { onSuccess: props.onCreated, onError });
      }
    },
    () => setMissingRequired(editing),
  );

  // Members belong to the department: the server refuses to move a team that still has any.
  const lockedDepartment = editing && team.members_count > 0;
  const departmentOptions = (departments.data ?? []).map((d) => ({
    value: String(d.id),
    label: departmentOptionLabel(d),
  }));

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? 'Edit Team' : 'Add Team'}
      className="space-y-6"
    >
      <SuccessBanner message={saved} />
      <ErrorBanner message={missingRequired ? TEAM_REQUIRED_MESSAGE : null} />
      <ErrorBanner
        message={saveFailure(
          save.error,
          editing ? EDIT_FIELDS : CREATE_FIELDS,
          editing ? 'Failed to update team' : 'Failed to create team',
        )}
        onDismiss={save.reset}
      />
      <ErrorBanner
        message={
          departments.isError
            ? errorMessage(departments.error, 'Failed to load departments. Please refresh the page.')
            : leads.isError
              ? errorMessage(leads.error, 'Failed to load employees')
              : null
        }
      />

      <SectionCard title="Team">
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectControl
            control={control}
            name="department_id"
            label="Department"
            required
            placeholder={departments.isPending ? 'Loading departments...' : 'Select a department'}
            disabled={departments.isPending || lockedDepartment}
            hint={
              lockedDepartment
                ? "Remove the team's members before moving it to another department."
                : undefined
            }
            containerClassName="sm:col-span-2"
            options={departmentOptions}
            // The lead is chosen from the department's people.
            onValueChange={() => setValue('team_lead_id', '')}
          />
          <TextField label="Team Name" required error={errors.name?.message} {...register('name')} />
          <TextField
            label="Team Code"
            required={!editing}
            maxLength={20}
            className="uppercase"
            hint="Up to 20 characters, unique within the department; saved in capitals."
            error={errors.code?.message}
            {...register('code')}
          />
          {editing ? (
            <SelectField
              label="Status"
              required
              hint="Disbanding is done from the team's actions."
              error={errors.status?.message}
              options={TEAM_EDIT_STATUS_OPTIONS}
              {...register('status')}
            />
          ) : canListEmployees ? (
            <SelectControl
              control={control}
              name="team_lead_id"
              label="Team Lead"
              placeholder={
                departmentId === null
                  ? 'Choose a department first'
                  : leads.isPending
                    ? 'Loading employees...'
                    : 'No team lead yet'
              }
              disabled={departmentId === null || leads.isPending}
              hint="Optional. An active employee of the department who is in no other team; they join the team."
              options={(leads.data ?? []).map((e) => ({
                value: String(e.id),
                label: employeeOptionLabel(e),
              }))}
            />
          ) : null}
          <TextAreaField
            label="Description"
            containerClassName="sm:col-span-2"
            error={errors.description?.message}
            {...register('description')}
          />
        </div>
      </SectionCard>

      <FormActions
        cancelTo={editing ? `/teams/${team.id}` : '/teams'}
        submitLabel={editing ? 'Update Team' : 'Create Team'}
        pendingLabel={editing ? 'Updating...' : 'Creating...'}
        pending={save.isPending}
        disabled={saved !== null}
      />
    </form>
  );
}
