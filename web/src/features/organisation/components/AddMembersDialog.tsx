import type { Team } from '@hrms/contracts/organisation';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { Modal } from '@/components/ui/Modal';
import { errorMessage } from '@/lib/api';
import { employeeOptionLabel } from '@/lib/personName';
import { useAddTeamMembers, useEmployeeOptions } from '../api';

/** Spec 2 §5: adding members needs at least one employee. */
export const SELECT_ONE_MESSAGE = 'Please select at least one employee to add.';

type AddMembersDialogProps = {
  team: Team;
  open: boolean;
  onClose: () => void;
  onAdded: (message: string) => void;
};

/**
 * The Add Members modal: the active employees of the team's department who belong to no team,
 * with checkboxes; its button reads "Add N Member(s)" (spec 2 §2 Teams).
 */
export function AddMembersDialog({ team, open, onClose, onAdded }: AddMembersDialogProps) {
  const candidates = useEmployeeOptions({ department_id: team.department_id, without_team: true }, open);
  const add = useAddTeamMembers(team.id);
  const [selected, setSelected] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  function close() {
    setSelected([]);
    setProblem(null);
    add.reset();
    onClose();
  }

  function toggle(id: number, checked: boolean) {
    setProblem(null);
    setSelected((current) => (checked ? [...current, id] : current.filter((v) => v !== id)));
  }

  function submit() {
    if (selected.length === 0) {
      setProblem(SELECT_ONE_MESSAGE);
      return;
    }
    add.mutate(selected, {
      onSuccess: ({ message }) => {
        setSelected([]);
        onAdded(message);
      },
    });
  }

  const people = candidates.data ?? [];
  const allChosen = people.length > 0 && people.every((p) => selected.includes(p.id));
  const failure =
    problem ??
    (add.isError ? errorMessage(add.error, 'Failed to add team members') : null) ??
    (candidates.isError ? errorMessage(candidates.error, 'Failed to load employees') : null);

  return (
    <Modal
      open={open}
      onClose={close}
      dismissible={!add.isPending}
      size="lg"
      title="Add Members"
      description={`Active employees of ${team.department.name} who are not in any team.`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={add.isPending}>
            Cancel
          </Button>
          <Button
            onClick={submit}
            loading={add.isPending}
            disabled={candidates.isPending || people.length === 0}
          >
            {add.isPending ? 'Adding...' : `Add ${selected.length} Member(s)`}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <ErrorBanner message={failure} />
        {candidates.isPending ? (
          <LoadingState variant="table" label="Loading employees..." className="py-8" />
        ) : people.length === 0 && !candidates.isError ? (
          <p className="py-6 text-center text-sm text-slate-500">
            Everyone in {team.department.name} already belongs to a team.
          </p>
        ) : people.length > 0 ? (
          <fieldset>
            <legend className="sr-only">Employees to add</legend>
            <CheckboxField
              label="Select all"
              checked={allChosen}
              onChange={(event) => {
                setProblem(null);
                setSelected(event.target.checked ? people.map((p) => p.id) : []);
              }}
              containerClassName="border-b border-slate-100 pb-3"
            />
            <ul className="mt-3 max-h-80 space-y-2 overflow-y-auto pr-1">
              {people.map((person) => (
                <li key={person.id}>
                  <CheckboxField
                    label={employeeOptionLabel(person)}
                    hint={person.job_title ?? undefined}
                    checked={selected.includes(person.id)}
                    onChange={(event) => toggle(person.id, event.target.checked)}
                    containerClassName="rounded-lg border border-slate-200 p-3"
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
      </div>
    </Modal>
  );
}
