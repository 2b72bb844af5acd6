import type { LetterKind } from '@hrms/contracts/letters';
import { Eye } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { Modal } from '@/components/ui/Modal';
import { EmployeePicker } from '@/features/employees';
import { applyClientErrors, applyServerErrors } from '@/lib/applyServerErrors';
import { submitFailure } from '@/lib/formFailure';
import { usePreviewLetter } from '../api';
import { PdfFrame } from './PdfFrame';
import { RevisionSelect } from './RevisionSelect';

type PreviewValues = { employee_id: string; salary_structure_id: string };
const PREVIEW_FIELDS: readonly string[] = ['employee_id', 'salary_structure_id'];
const FAILED = 'Failed to preview the letter';

/**
 * "Preview for…": the letter as it would print for an employee chosen here (and, for an increment letter,
 * a revision), from the text being edited, unsaved; marked DRAFT. What the employee lacks for it (no salary
 * structure, no exit) shows as the server words it.
 */
export function PreviewLetterDialog({
  templateId,
  kind,
  subject,
  body,
  onClose,
}: {
  templateId: number;
  kind: LetterKind;
  subject: string;
  body: string;
  onClose: () => void;
}) {
  const preview = usePreviewLetter(templateId);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PreviewValues>({ defaultValues: { employee_id: '', salary_structure_id: '' } });
  const employeeId = Number(useWatch({ control, name: 'employee_id' }));

  const onSubmit = handleSubmit((values) => {
    if (!values.employee_id) {
      applyClientErrors(setError, { employee_id: 'Choose an employee to preview the letter for.' });
      return;
    }
    preview.mutate(
      {
        employee_id: Number(values.employee_id),
        salary_structure_id:
          kind === 'increment' && values.salary_structure_id ? Number(values.salary_structure_id) : null,
        subject,
        body,
      },
      { onError: (error) => applyServerErrors(setError, error, { fields: PREVIEW_FIELDS }) },
    );
  });

  // Messages of the fields this dialog shows go under them; the rest (the text, a value the employee lacks) here.
  const failure = submitFailure(preview.error, PREVIEW_FIELDS, FAILED, ({ unshown }) =>
    unshown.length ? unshown.join(' ') : null,
  );

  return (
    <Modal
      open
      onClose={onClose}
      title="Preview the letter"
      description="As it would print for the employee you choose, from the text as it is now (saved or not), marked DRAFT."
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Preview for an employee" className="space-y-4">
        <ErrorBanner message={failure} onDismiss={preview.reset} />
        <EmployeePicker control={control} name="employee_id" error={errors.employee_id?.message} />
        {kind === 'increment' && employeeId > 0 ? (
          <RevisionSelect
            employeeId={employeeId}
            field={register('salary_structure_id')}
            error={errors.salary_structure_id?.message}
          />
        ) : null}
        <Button type="submit" icon={Eye} loading={preview.isPending}>
          {preview.isPending ? 'Preparing...' : 'Preview'}
        </Button>
      </form>
      {preview.data ? (
        <div className="mt-4">
          <PdfFrame blob={preview.data} title="Letter preview (PDF)" fileName="letter-preview.pdf" />
        </div>
      ) : null}
    </Modal>
  );
}
