import { zodResolver } from '@hookform/resolvers/zod';
import type { JobPosting } from '@hrms/contracts/recruitment';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { DateField } from '@/components/ui/DateField';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FormActions } from '@/components/ui/FormActions';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectControl } from '@/components/ui/SelectControl';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { errorMessage } from '@/lib/api';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { todayISO } from '@/lib/dates';
import { useDepartments } from '@/lib/departmentOptions';
import { formFailure } from '@/lib/formFailure';
import { useSession } from '@/lib/session';
import { useSaveJobPosting } from '../api';
import {
  JOB_POSTING_FIELDS,
  type JobPostingFormValues,
  type JobPostingRequest,
  jobPostingForm,
  jobPostingFormValues,
  newJobPostingValues,
} from '../jobPostingForm';
import { CURRENCY_OPTIONS, EMPLOYMENT_TYPE_OPTIONS, EXPERIENCE_LEVEL_OPTIONS } from '../labels';

type JobPostingFormProps = {
  /** The posting being edited; a new one when left out. */
  posting?: JobPosting;
  onSaved: (answer: { message: string; job_posting: JobPosting }) => void;
};

/**
 * The one job posting form, for /recruitment/jobs/create and /recruitment/jobs/{id}/edit, in the
 * spec's three sections (spec 3 §2, §5). On edit the department and the deadline may be left empty.
 */
export function JobPostingForm({ posting, onSaved }: JobPostingFormProps) {
  const editing = posting !== undefined;
  const { user } = useSession();
  const save = useSaveJobPosting(posting?.id);
  const departments = useDepartments();
  const schema = useMemo(
    () => jobPostingForm(editing ? 'edit' : 'create', todayISO(), posting?.application_deadline ?? null),
    [editing, posting?.application_deadline],
  );
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<JobPostingFormValues, unknown, JobPostingRequest>({
    resolver: zodResolver(schema),
    defaultValues: posting ? jobPostingFormValues(posting) : newJobPostingValues(),
  });

  const onSubmit = handleSubmit((body) =>
    save.mutate(body, { onSuccess: onSaved, onError: (error) => applyServerErrors(setError, error) }),
  );

  // A posting belongs to one company: only that company's departments may be chosen.
  const companyId = posting?.company_id ?? user?.employee?.company_id;
  const departmentOptions = (departments.data ?? [])
    .filter((d) => !companyId || d.company_id === companyId)
    .map((d) => ({ value: String(d.id), label: d.name }))
    .sort((a, b) => a.label.localeCompare(b.label));

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? 'Edit Job Posting' : 'Post New Job'}
      className="space-y-6"
    >
      <ErrorBanner
        message={formFailure(
          save.error,
          JOB_POSTING_FIELDS,
          editing ? 'Failed to update job posting' : 'Failed to create job posting',
        )}
        onDismiss={save.reset}
      />
      <ErrorBanner
        message={departments.isError ? errorMessage(departments.error, 'Failed to load departments') : null}
      />

      <SectionCard title="Basic Information">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Job Title"
            required
            maxLength={255}
            placeholder="e.g. Senior Backend Engineer"
            containerClassName="sm:col-span-2"
            error={errors.title?.message}
            {...register('title')}
          />
          <SelectControl
            control={control}
            name="department_id"
            label="Department"
            required={!editing}
            placeholder={departments.isPending ? 'Loading departments...' : 'Select a department'}
            options={departmentOptions}
          />
          <TextField
            label="Location"
            required
            maxLength={255}
            placeholder="e.g. Mumbai, Maharashtra"
            error={errors.location?.message}
            {...register('location')}
          />
          <SelectField
            label="Employment Type"
            required
            options={EMPLOYMENT_TYPE_OPTIONS}
            error={errors.employment_type?.message}
            {...register('employment_type')}
          />
          <SelectField
            label="Experience Level"
            required
            options={EXPERIENCE_LEVEL_OPTIONS}
            error={errors.experience_level?.message}
            {...register('experience_level')}
          />
          <DateField
            label="Application Deadline"
            required={!editing}
            hint="Applications are taken through the end of this day (India time)."
            error={errors.application_deadline?.message}
            {...register('application_deadline')}
          />
          <div className="flex items-center sm:pt-6">
            <CheckboxField
              label="Remote work allowed"
              hint="Shown as “Remote OK” on the job."
              {...register('remote_allowed')}
            />
          </div>
        </div>
      </SectionCard>

      <SectionCard title="Salary Information" description="Optional; leave both empty to not disclose it.">
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            label="Minimum Salary"
            type="number"
            min={0}
            step="any"
            inputMode="decimal"
            hint="Per year."
            error={errors.salary_min?.message}
            {...register('salary_min')}
          />
          <TextField
            label="Maximum Salary"
            type="number"
            min={0}
            step="any"
            inputMode="decimal"
            hint="Per year."
            error={errors.salary_max?.message}
            {...register('salary_max')}
          />
          <SelectField
            label="Currency"
            required
            options={CURRENCY_OPTIONS}
            error={errors.currency?.message}
            {...register('currency')}
          />
        </div>
      </SectionCard>

      <SectionCard title="Job Details">
        <div className="grid gap-5">
          <TextAreaField
            label="Description"
            required
            rows={6}
            placeholder="What the role is about and what the person will do."
            error={errors.description?.message}
            {...register('description')}
          />
          <TextAreaField
            label="Requirements"
            required
            rows={5}
            placeholder="Qualifications and experience the role needs."
            error={errors.requirements?.message}
            {...register('requirements')}
          />
          <TextField
            label="Skills Required"
            placeholder="e.g. TypeScript, PostgreSQL, REST APIs"
            hint="Separate skills with commas."
            error={errors.skills_required?.message}
            {...register('skills_required')}
          />
          <TextAreaField
            label="Benefits"
            rows={4}
            placeholder="e.g. Health insurance for the family, hybrid work, learning budget."
            error={errors.benefits?.message}
            {...register('benefits')}
          />
        </div>
      </SectionCard>

      <FormActions
        cancelTo={editing ? `/recruitment/jobs/${posting.id}` : '/recruitment'}
        submitLabel={editing ? 'Save Changes' : 'Create Job Posting'}
        pendingLabel={editing ? 'Saving...' : 'Creating...'}
        pending={save.isPending}
      />
    </form>
  );
}
