import { zodResolver } from '@hookform/resolvers/zod';
import { LETTER_KIND_LABELS } from '@hrms/contracts/letters';
import { useForm, useWatch } from 'react-hook-form';
import { ProcessProgress } from '@/components/ProcessProgress';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { FormDialog } from '@/components/ui/FormDialog';
import type { Outcome } from '@/components/ui/OutcomeBanners';
import { SelectField } from '@/components/ui/SelectField';
import { type ChosenEmployee, EmployeeChecklistField } from '@/features/employees';
import { errorMessage } from '@/lib/api';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { formatNumber } from '@/lib/format';
import { useIssueLetter, useIssueLetters, useLetterTemplates } from '../api';
import {
  bulkOutcome,
  type IssueFormValues,
  issueField,
  issueFields,
  issueForm,
  issueFormValues,
  issuePlan,
  offersRevision,
} from '../issueForm';
import { RevisionSelect } from './RevisionSelect';

const FORM_ID = 'issue-letters-form';
const FAILED = 'Failed to issue the letter';

const PROGRESS_LABELS = {
  active: 'Issuing letters...',
  finished: 'Letters issued',
  unit: 'employees',
  bar: 'Letter issuing progress',
};

/**
 * "Issue letters": a template of the company (its active ones), the employees (or the one whose page it is),
 * for an increment letter to one employee the salary revision it states, and whether it goes by e-mail. One
 * employee's letter is issued at once; several are a job whose progress shows here, and what became of each
 * goes to the page (`onIssued`).
 */
export function IssueLettersDialog({
  companyId,
  employee,
  onClose,
  onIssued,
}: {
  /** The company whose templates are offered (null: the caller's). */
  companyId: number | null;
  /** The employee the letter is for, when issued from their page: no choice of employees then. */
  employee?: ChosenEmployee;
  onClose: () => void;
  onIssued: (outcome: Outcome) => void;
}) {
  const templates = useLetterTemplates(companyId, { active: true });
  const one = useIssueLetter();
  const many = useIssueLetters();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<IssueFormValues>({
    resolver: zodResolver(issueForm),
    defaultValues: issueFormValues(employee ? [employee] : []),
  });
  const [templateId, chosen] = useWatch({ control, name: ['template_id', 'employees'] });
  const template = templates.data?.find((t) => String(t.id) === templateId);
  const only = chosen.length === 1 ? chosen[0] : undefined;

  // Either request's state, for the dialog's pending buttons and failure banner.
  const sending = {
    isPending: one.isPending || many.isPending,
    error: one.error ?? many.error,
    reset: () => {
      one.reset();
      many.reset();
    },
  };
  const fields = issueFields(employee !== undefined);
  const onError = (error: unknown) => applyServerErrors(setError, error, { fields, rename: issueField });

  const onSubmit = handleSubmit((values) => {
    const plan = issuePlan(values, template?.kind);
    if (plan.kind === 'one')
      one.mutate(plan, { onSuccess: (answer) => onIssued({ done: answer.message, failed: [] }), onError });
    else many.mutate(plan.body, { onSuccess: (result) => onIssued(bulkOutcome(result)), onError });
  });

  return (
    <FormDialog
      onClose={onClose}
      title={employee ? `Issue a letter to ${employee.label}` : 'Issue letters'}
      description="Each letter is numbered, filed among the employee’s documents and shown to them under My Documents; a template that needs approval waits in Approvals first."
      size="lg"
      formId={FORM_ID}
      onSubmit={onSubmit}
      mutation={sending}
      fields={(field) => fields.includes(issueField(field))}
      failure={FAILED}
      submitLabel={chosen.length > 1 ? `Issue ${formatNumber(chosen.length)} letters` : 'Issue letter'}
      pendingLabel="Issuing..."
      formLabel="Issue letters"
    >
      <SelectField
        label="Template"
        required
        placeholder={templates.isPending ? 'Loading templates...' : 'Select a template'}
        options={(templates.data ?? []).map((t) => ({
          value: String(t.id),
          label: `${t.name} (${LETTER_KIND_LABELS[t.kind]})`,
        }))}
        hint={
          templates.isError
            ? errorMessage(templates.error, 'Failed to load letter templates')
            : templates.data?.length === 0
              ? 'No active template: add one under Letters → Templates.'
              : template?.requires_approval
                ? 'Letters from this template wait for approval before they are numbered and issued.'
                : undefined
        }
        error={errors.template_id?.message}
        {...register('template_id')}
      />
      {employee ? null : <EmployeeChecklistField control={control} name="employees" />}
      {only && offersRevision(template?.kind, chosen.length) ? (
        <RevisionSelect
          employeeId={only.id}
          field={register('salary_structure_id')}
          error={errors.salary_structure_id?.message}
        />
      ) : null}
      <CheckboxField
        label="Send by e-mail"
        hint="Once issued, the employee is e-mailed the letter with its PDF."
        error={errors.send_mail?.message}
        {...register('send_mail')}
      />
      {many.isPending ? (
        <div role="status" className="rounded-lg border border-indigo-100 bg-indigo-50 px-4 py-3">
          {many.progress.total > 0 ? (
            <ProcessProgress
              done={many.progress.done}
              total={many.progress.total}
              active
              labels={PROGRESS_LABELS}
            />
          ) : (
            <p className="text-sm text-indigo-900">The letters are queued; they are issued one by one.</p>
          )}
        </div>
      ) : null}
    </FormDialog>
  );
}
