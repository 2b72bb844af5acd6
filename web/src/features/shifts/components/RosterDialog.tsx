import { zodResolver } from '@hookform/resolvers/zod';
import { ROSTER_SLOTS_MAX, type Roster } from '@hrms/contracts/shifts';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FormDialog } from '@/components/ui/FormDialog';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { errorMessage } from '@/lib/api';
import { applyServerErrors } from '@/lib/applyServerErrors';
import {
  daysLabel,
  formCycleDays,
  NEW_STEP,
  rosterFields,
  rosterForm,
  rosterFormValues,
} from '../rosterForm';
import { useSaveRoster } from '../rostersApi';
import { useShifts } from '../shiftsApi';
import { shiftOptionLabel } from '../times';
import { StepRow } from './StepRow';

const FORM_ID = 'roster-form';

/** Create or edit a roster: its name and its steps in order (added, moved, removed), each a shift for some days. */
export function RosterDialog({
  roster,
  onClose,
  onSaved,
}: {
  /** null: a new roster. */
  roster: Roster | null;
  onClose: () => void;
  onSaved: (message: string, roster: Roster) => void;
}) {
  const save = useSaveRoster(roster?.id);
  const shifts = useShifts();
  const schema = useMemo(() => rosterForm(null), []);
  const methods = useForm({ resolver: zodResolver(schema), defaultValues: rosterFormValues(roster) });
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = methods;
  const steps = useFieldArray({ control, name: 'slots' });
  const slots = useWatch({ control, name: 'slots' });
  const stepsError = errors.slots?.message ?? errors.slots?.root?.message;
  const fields = rosterFields(steps.fields.length);
  const shiftOptions = (shifts.data ?? []).map((s) => ({ value: String(s.id), label: shiftOptionLabel(s) }));
  const cycle = formCycleDays(slots ?? []);

  const onSubmit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (answer) => onSaved(answer.message, answer.roster),
      onError: (error) => applyServerErrors(setError, error, { fields }),
    }),
  );

  return (
    <FormProvider {...methods}>
      <FormDialog
        onClose={onClose}
        title={roster ? `Edit ${roster.name}` : 'New roster'}
        description="A rotation of shifts: each step is a shift worked for some days; after the last step it starts again at the first."
        size="lg"
        formId={FORM_ID}
        onSubmit={onSubmit}
        mutation={save}
        fields={fields}
        failure={roster ? 'Failed to update the roster' : 'Failed to create the roster'}
        submitLabel={roster ? 'Update roster' : 'Create roster'}
        pendingLabel="Saving..."
      >
        <ErrorBanner message={shifts.isError ? errorMessage(shifts.error, 'Failed to load shifts') : null} />
        <TextField
          label="Name"
          required
          maxLength={100}
          autoComplete="off"
          placeholder="e.g. Morning and night fortnight"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextAreaField
          label="Description"
          rows={2}
          maxLength={500}
          error={errors.description?.message}
          {...register('description')}
        />
        <fieldset className="min-w-0 space-y-3">
          <legend className="text-sm font-semibold text-slate-900">Steps</legend>
          {stepsError ? (
            <p role="alert" className="text-sm text-red-600">
              {stepsError}
            </p>
          ) : null}
          {!shifts.isPending && !shiftOptions.length ? (
            <p className="text-sm text-amber-800">Add a shift first: each step is one.</p>
          ) : null}
          <ol aria-label="Steps" className="space-y-3">
            {steps.fields.map((field, index) => (
              <StepRow
                key={field.id}
                index={index}
                count={steps.fields.length}
                shiftOptions={shiftOptions}
                shiftsLoading={shifts.isPending}
                onMove={steps.move}
                onRemove={() => steps.remove(index)}
              />
            ))}
          </ol>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button
              size="sm"
              variant="secondary"
              icon={Plus}
              disabled={steps.fields.length >= ROSTER_SLOTS_MAX}
              onClick={() => steps.append({ ...NEW_STEP })}
            >
              Add step
            </Button>
            <p aria-live="polite" className="text-sm text-slate-600">
              One turn: {daysLabel(cycle)}
            </p>
          </div>
        </fieldset>
      </FormDialog>
    </FormProvider>
  );
}
