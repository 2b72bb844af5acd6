import { zodResolver } from '@hookform/resolvers/zod';
import type { DocumentType } from '@hrms/contracts/documents';
import type { LetterKind, LetterTemplate } from '@hrms/contracts/letters';
import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { Eye } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TemplateEditorBanners, TemplateEditorHeader } from '@/components/templates/TemplateEditorParts';
import { useTemplateSave } from '@/components/templates/useTemplateSave';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { FormActions } from '@/components/ui/FormActions';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { useSession } from '@/lib/session';
import { useDeleteLetterTemplate, useSaveLetterTemplate } from '../api';
import {
  documentTypeAfterKindChange,
  KIND_OPTIONS,
  kindDocumentType,
  mayEditTemplate,
  TEMPLATE_FIELDS,
  type TemplateFormValues,
  type TemplateRequestBody,
  templateForm,
  templateFormValues,
} from '../templateForm';
import { BodyEditor } from './BodyEditor';
import { MergeFieldHelp } from './MergeFieldHelp';
import { PreviewLetterDialog } from './PreviewLetterDialog';
import { useCustomiseAndEdit } from './useCustomiseAndEdit';

const BACK = '/letters/templates';

type Props = {
  /** null: a new template. */
  template: LetterTemplate | null;
  /** The company a new template is for (null: the caller's, the server's to fill). */
  companyId: number | null;
  /** The active document types a letter may be filed under. */
  documentTypes: readonly DocumentType[];
};

/**
 * The template editor (/letters/templates/new and /letters/templates/{id}): name, kind, subject, the document
 * type letters are filed under, whether they need approval, whether it is in use; the text with its toolbar
 * and merge fields; a preview for an employee of the text as it stands; Save and Delete (after confirming;
 * the server refuses a template letters were issued from, and says so). A shared template is read-only but
 * for super admins, and offers Customise.
 */
export function TemplateEditor({ template, companyId, documentTypes }: Props) {
  const { roles } = useSession();
  const editable = template === null || mayEditTemplate(template, roles.includes(SUPER_ADMIN_ROLE));
  const save = useSaveLetterTemplate(template?.id ?? null);
  const remove = useDeleteLetterTemplate();
  const customising = useCustomiseAndEdit();
  const [previewing, setPreviewing] = useState<{ subject: string; body: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    trigger,
    reset,
    formState: { errors },
  } = useForm<TemplateFormValues, unknown, TemplateRequestBody>({
    resolver: zodResolver(templateForm),
    defaultValues: template
      ? templateFormValues(template)
      : { ...templateFormValues(null), document_type_id: kindDocumentType('other', documentTypes) },
  });
  // The kind before a change, to tell whether the document type was left at that kind's default.
  const kindBefore = useRef<LetterKind>(getValues('kind'));

  const saving = useTemplateSave({
    template,
    companyId,
    save,
    written: (answer) => answer.letter_template,
    editorOf: (id) => `${BACK}/${id}`,
    onWritten: (written) => reset(templateFormValues(written)),
    onFailed: (error) => applyServerErrors(setError, error, { fields: TEMPLATE_FIELDS }),
  });
  const onSubmit = handleSubmit(saving.submit);

  const startPreview = async () => {
    if (await trigger(['subject', 'body'], { shouldFocus: true }))
      setPreviewing({ subject: getValues('subject').trim(), body: getValues('body') });
  };

  // The template's own type stays offered even if it has since been made inactive.
  const typeOptions = documentTypes.map((t) => ({ value: String(t.id), label: t.name }));
  if (template && !typeOptions.some((o) => o.value === String(template.document_type.id)))
    typeOptions.unshift({ value: String(template.document_type.id), label: template.document_type.name });

  return (
    <>
      <TemplateEditorHeader
        template={template}
        description="A letter written once, issued to any employee with their own details filled in."
        area={{ label: 'Letters', to: '/letters' }}
        base={BACK}
        editable={editable}
        companyId={companyId}
        customising={customising}
        remove={remove}
        links={
          template ? (
            <Button variant="secondary" icon={Eye} onClick={startPreview}>
              Preview for…
            </Button>
          ) : null
        }
      />
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={template ? `Edit ${template.name}` : 'New template'}
        className="grid gap-6 lg:grid-cols-3"
      >
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <TemplateEditorBanners
            done={saving.done}
            onDismissDone={saving.dismiss}
            customising={customising}
            save={save}
            fields={TEMPLATE_FIELDS}
            adding={template === null}
            editable={editable}
          />
          <SectionCard title="Template">
            <fieldset disabled={!editable} className="grid min-w-0 gap-4 sm:grid-cols-2">
              <legend className="sr-only">Template details</legend>
              <TextField
                label="Name"
                required
                maxLength={120}
                autoComplete="off"
                placeholder="e.g. Offer letter (sales)"
                error={errors.name?.message}
                {...register('name')}
              />
              <SelectField
                label="Kind"
                required
                options={KIND_OPTIONS}
                error={errors.kind?.message}
                {...register('kind', {
                  onChange: (event) => {
                    const to = event.target.value as LetterKind;
                    const type = getValues('document_type_id');
                    setValue(
                      'document_type_id',
                      documentTypeAfterKindChange(type, kindBefore.current, to, documentTypes),
                    );
                    kindBefore.current = to;
                  },
                })}
              />
              <TextField
                label="Subject"
                required
                maxLength={200}
                autoComplete="off"
                placeholder="e.g. Letter of appointment"
                hint="Printed as the letter’s heading."
                containerClassName="sm:col-span-2"
                error={errors.subject?.message}
                {...register('subject')}
              />
              <SelectField
                label="Filed under"
                required
                placeholder="Select a document type"
                options={typeOptions}
                hint="The document type the issued letter is kept as among the employee’s documents."
                containerClassName="sm:col-span-2"
                error={errors.document_type_id?.message}
                {...register('document_type_id')}
              />
              <CheckboxField
                label="Needs approval"
                hint="Letters wait in Approvals before they are numbered and issued (usual for offers)."
                error={errors.requires_approval?.message}
                {...register('requires_approval')}
              />
              <CheckboxField
                label="Active"
                hint="Only active templates are offered when issuing letters."
                error={errors.is_active?.message}
                {...register('is_active')}
              />
            </fieldset>
          </SectionCard>
          <SectionCard title="Text">
            <BodyEditor
              field={register('body')}
              setText={(text) => setValue('body', text, { shouldDirty: true })}
              error={errors.body?.message}
              readOnly={!editable}
            />
          </SectionCard>
          {editable ? (
            <>
              {template ? null : (
                <p className="text-sm text-slate-500">Save the template to preview it for an employee.</p>
              )}
              <FormActions
                cancelTo={BACK}
                submitLabel="Save template"
                pendingLabel="Saving..."
                pending={save.isPending}
                sticky
              />
            </>
          ) : null}
        </div>
        <div className="min-w-0">
          <MergeFieldHelp />
        </div>
      </form>
      {previewing && template ? (
        <PreviewLetterDialog
          templateId={template.id}
          kind={getValues('kind')}
          subject={previewing.subject}
          body={previewing.body}
          onClose={() => setPreviewing(null)}
        />
      ) : null}
    </>
  );
}
