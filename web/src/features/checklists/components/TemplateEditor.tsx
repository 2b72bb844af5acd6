import { zodResolver } from '@hookform/resolvers/zod';
import type { ChecklistTemplate } from '@hrms/contracts/checklists';
import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { Plus } from 'lucide-react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { TemplateEditorBanners, TemplateEditorHeader } from '@/components/templates/TemplateEditorParts';
import { useTemplateSave } from '@/components/templates/useTemplateSave';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { mayEditShared } from '@/components/ui/catalogueColumns';
import { FormActions } from '@/components/ui/FormActions';
import { placeIn } from '@/components/ui/RowMoveButtons';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { useSession } from '@/lib/session';
import { useDeleteChecklistTemplate, useSaveChecklistTemplate } from '../api';
import { KIND_OPTIONS } from '../labels';
import {
  NEW_TASK,
  type TemplateFormValues,
  type TemplateRequestBody,
  templateFields,
  templateForm,
  templateFormValues,
} from '../templateForm';
import { type Choices, TemplateTaskRow } from './TemplateTaskRow';
import { useCustomiseAndEdit } from './useCustomiseAndEdit';

const BACK = '/checklists/templates';
const TASKS_MAX = 100;

type Props = {
  /** null: a new template. */
  template: ChecklistTemplate | null;
  /** The company a new template is for (null: the caller's, the server's to fill). */
  companyId: number | null;
  /** The roles a task may name, and the document types it may collect (the template's own among them). */
  roles: Choices;
  documentTypes: Choices;
};

/**
 * The template editor (/checklists/templates/new and /checklists/templates/{id}): name, kind, whether new
 * joiners' (or leavers') checklists start from it, whether it is in use, and its tasks in order, added,
 * moved and removed; Save and Delete (after confirming; checklists already started keep their tasks). A
 * shared template is read-only but for super admins, and offers Customise.
 */
export function TemplateEditor({ template, companyId, roles, documentTypes }: Props) {
  const { roles: held } = useSession();
  const editable = template === null || mayEditShared(template, held.includes(SUPER_ADMIN_ROLE));
  const save = useSaveChecklistTemplate(template?.id ?? null);
  const remove = useDeleteChecklistTemplate();
  const customising = useCustomiseAndEdit();
  const methods = useForm<TemplateFormValues, unknown, TemplateRequestBody>({
    resolver: zodResolver(templateForm),
    defaultValues: templateFormValues(template),
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = methods;
  const tasks = useFieldArray({ control, name: 'tasks' });
  const kind = useWatch({ control, name: 'kind' });
  const fields = templateFields(tasks.fields.length);
  const tasksError = errors.tasks?.message ?? errors.tasks?.root?.message;

  const saving = useTemplateSave({
    template,
    companyId,
    save,
    written: (answer) => answer.checklist_template,
    editorOf: (id) => `${BACK}/${id}`,
    onWritten: (written) => reset(templateFormValues(written)),
    onFailed: (error) => applyServerErrors(setError, error, { fields }),
  });
  const onSubmit = handleSubmit(saving.submit);

  const joiners = kind === 'onboarding' ? 'joiners' : 'leavers';
  return (
    <>
      <TemplateEditorHeader
        template={template}
        description="The tasks each joiner’s or leaver’s checklist starts with, who does them and by when."
        area={{ label: 'Checklists', to: '/checklists' }}
        base={BACK}
        editable={editable}
        companyId={companyId}
        customising={customising}
        remove={remove}
        deleteNote="Checklists already started from it keep their tasks."
      />
      <FormProvider {...methods}>
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label={template ? `Edit ${template.name}` : 'New template'}
          className="max-w-4xl space-y-6"
        >
          <TemplateEditorBanners
            done={saving.done}
            onDismissDone={saving.dismiss}
            customising={customising}
            save={save}
            fields={fields}
            adding={template === null}
            editable={editable}
          />
          <fieldset disabled={!editable} className="min-w-0 space-y-6">
            <legend className="sr-only">Template</legend>
            <SectionCard title="Template">
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label="Name"
                  required
                  maxLength={120}
                  autoComplete="off"
                  placeholder="e.g. Joining (sales)"
                  error={errors.name?.message}
                  {...register('name')}
                />
                <SelectField
                  label="Kind"
                  required
                  options={KIND_OPTIONS}
                  hint="Onboarding counts each task’s days from the joining day, offboarding from the last working day."
                  error={errors.kind?.message}
                  {...register('kind')}
                />
                <CheckboxField
                  label={`Default for new ${joiners}`}
                  hint={`New ${joiners}’ checklists start from it. One template of each kind is the default: untick the other first.`}
                  error={errors.is_default?.message}
                  {...register('is_default')}
                />
                <CheckboxField
                  label="Active"
                  hint="An inactive template starts no checklist."
                  error={errors.is_active?.message}
                  {...register('is_active')}
                />
              </div>
            </SectionCard>
            <SectionCard
              title="Tasks"
              description="In the order they are listed on each checklist."
              actions={
                editable ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    icon={Plus}
                    disabled={tasks.fields.length >= TASKS_MAX}
                    onClick={() => tasks.append({ ...NEW_TASK })}
                  >
                    Add task
                  </Button>
                ) : null
              }
            >
              {tasksError ? (
                <p role="alert" className="text-sm text-red-600">
                  {tasksError}
                </p>
              ) : null}
              <ol aria-label="Tasks" className="space-y-4">
                {tasks.fields.map((field, index) => (
                  <TemplateTaskRow
                    key={field.id}
                    place={placeIn(tasks, index)}
                    roles={roles}
                    documentTypes={documentTypes}
                    editable={editable}
                  />
                ))}
              </ol>
            </SectionCard>
          </fieldset>
          {editable ? (
            <FormActions
              cancelTo={BACK}
              submitLabel="Save template"
              pendingLabel="Saving..."
              pending={save.isPending}
              sticky
            />
          ) : null}
        </form>
      </FormProvider>
    </>
  );
}
