import { DUE_DAYS_RANGE, TASK_OWNER_KIND_LABELS, TASK_OWNER_KINDS } from '@hrms/contracts/checklists';
import { useFormContext, useWatch } from 'react-hook-form';
import { RowMoveButtons, type RowPlace } from '@/components/ui/RowMoveButtons';
import { SelectControl } from '@/components/ui/SelectControl';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { EmployeePicker } from '@/features/employees';
import { dueDaysHint } from '../dueDays';
import type { Choice, TemplateFormValues } from '../templateForm';

const OWNER_OPTIONS = TASK_OWNER_KINDS.map((kind) => ({ value: kind, label: TASK_OWNER_KIND_LABELS[kind] }));

/** A select's choices as they arrive: loading, failed (with why), or loaded. */
export type Choices = { options: Choice[]; loading: boolean; failure: string | null };

/**
 * One task of the template editor: its title and description, who does it (a role's holders, a named
 * person, the reporting manager or the employee), when it falls due counted from the joining or last working
 * day, the document it collects; moved or removed in place (`editable`).
 */
export function TemplateTaskRow({
  place,
  roles,
  documentTypes,
  editable,
}: {
  place: RowPlace;
  roles: Choices;
  documentTypes: Choices;
  editable: boolean;
}) {
  const { index } = place;
  const form = useFormContext<TemplateFormValues>();
  const { register, control } = form;
  const [kind, ownerKind, dueDays] = useWatch({
    control,
    name: ['kind', `tasks.${index}.owner_kind`, `tasks.${index}.due_days`],
  });
  const rowErrors = form.formState.errors.tasks?.[index];
  const n = index + 1;
  const savedPerson = form.getValues(`tasks.${index}.saved_person`);

  return (
    <li>
      <fieldset className="min-w-0 rounded-lg border border-slate-200 p-3 sm:p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Task {n}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Title"
            required
            maxLength={150}
            autoComplete="off"
            placeholder="e.g. Issue the laptop"
            containerClassName="sm:col-span-2"
            error={rowErrors?.title?.message}
            {...register(`tasks.${index}.title`)}
          />
          <TextAreaField
            label="Description"
            rows={2}
            maxLength={1000}
            containerClassName="sm:col-span-2"
            error={rowErrors?.description?.message}
            {...register(`tasks.${index}.description`)}
          />
          <SelectField
            label="Done by"
            required
            options={OWNER_OPTIONS}
            hint={ownerKind === 'manager' ? 'HR’s role holders when the employee has no manager.' : undefined}
            error={rowErrors?.owner_kind?.message}
            {...register(`tasks.${index}.owner_kind`, {
              onChange: () =>
                form.clearErrors([`tasks.${index}.owner_role_id`, `tasks.${index}.owner_employee_id`]),
            })}
          />
          {ownerKind === 'role' ? (
            <SelectControl
              control={control}
              name={`tasks.${index}.owner_role_id`}
              label="Role"
              required
              placeholder={roles.loading ? 'Loading roles...' : 'Select a role'}
              options={roles.options}
              hint={roles.failure ?? 'Anyone holding it in the employee’s company.'}
              error={rowErrors?.owner_role_id?.message}
            />
          ) : null}
          {ownerKind === 'person' ? (
            <div className="sm:col-span-2">
              {editable ? (
                <EmployeePicker
                  control={control}
                  name={`tasks.${index}.owner_employee_id`}
                  label="Person"
                  kept={savedPerson}
                  error={rowErrors?.owner_employee_id?.message}
                />
              ) : (
                <TextField label="Person" value={savedPerson?.label ?? ''} readOnly />
              )}
            </div>
          ) : null}
          <TextField
            label="Due (days)"
            type="number"
            min={DUE_DAYS_RANGE.min}
            max={DUE_DAYS_RANGE.max}
            step={1}
            required
            hint={dueDaysHint(String(dueDays ?? ''), kind)}
            error={rowErrors?.due_days?.message}
            {...register(`tasks.${index}.due_days`)}
          />
          <SelectControl
            control={control}
            name={`tasks.${index}.document_type_id`}
            label="Document to collect"
            placeholder={documentTypes.loading ? 'Loading document types...' : 'None'}
            options={documentTypes.options}
            hint={documentTypes.failure ?? 'Done only once the employee has one of this type on file.'}
            error={rowErrors?.document_type_id?.message}
          />
        </div>
        {editable ? <RowMoveButtons row={`task ${n}`} place={place} className="mt-3" /> : null}
      </fieldset>
    </li>
  );
}
