import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Info, Save } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/Button';
import { DateField } from '@/components/ui/DateField';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectControl } from '@/components/ui/SelectControl';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TimeField } from '@/components/ui/TimeField';
import { errorMessage } from '@/lib/api';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { todayISO } from '@/lib/dates';
import { flashState } from '@/lib/flash';
import { formFailure } from '@/lib/formFailure';
import { employeeOptionLabel } from '@/lib/personName';
import { useActiveEmployees, useCreateManualEntry } from '../api';
import { STATUS_OPTIONS } from '../labels';
import {
  MANUAL_ENTRY_FIELDS,
  manualEntryForm,
  missesRequired,
  newManualEntry,
  REASON_MAX,
  REQUIRED_MESSAGE,
} from '../manualEntry';

const TITLE = 'Manual Attendance Entry';

/** Under a field, "required" is said once in the banner over the form, so the field says it briefly. */
const fieldMessage = (message: string | undefined) =>
  message === REQUIRED_MESSAGE ? 'This field is required.' : message;

/** /attendance/manual-entry (manage-attendance): a day's attendance entered for an employee (spec §2, §5). */
export function ManualEntryPage() {
  const navigate = useNavigate();
  const today = useMemo(() => todayISO(), []);
  const schema = useMemo(() => manualEntryForm(today), [today]);
  const employees = useActiveEmployees();
  const create = useCreateManualEntry();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: newManualEntry(today),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit((payload) =>
    create.mutateAsync(payload).then(
      (answer) => navigate('/attendance', { state: flashState(answer.message) }),
      (error) => applyServerErrors(setError, error),
    ),
  );

  const employeeOptions = (employees.data ?? [])
    .map((e) => ({ value: String(e.id), label: employeeOptionLabel(e) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const pending = isSubmitting || create.isPending;

  return (
    <>
      <PageHeader
        title={TITLE}
        description="Record a day's attendance for an employee who could not use the clock."
        actions={
          <ButtonLink to="/attendance" variant="secondary" icon={ArrowLeft}>
            Back to Attendance
          </ButtonLink>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <form onSubmit={onSubmit} noValidate aria-label={TITLE} className="space-y-4 lg:col-span-2">
          <ErrorBanner message={missesRequired(errors) ? REQUIRED_MESSAGE : null} />
          <ErrorBanner
            message={formFailure(create.error, MANUAL_ENTRY_FIELDS, 'Failed to create manual entry')}
            onDismiss={create.reset}
          />
          <ErrorBanner
            message={employees.isError ? errorMessage(employees.error, 'Failed to fetch employees') : null}
          />

          <SectionCard title="Attendance Entry">
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectControl
                control={control}
                name="employee_id"
                label="Employee"
                required
                placeholder={employees.isPending ? 'Loading employees...' : 'Select an employee'}
                options={employeeOptions}
                containerClassName="sm:col-span-2"
                hint="Active employees, by name."
                error={fieldMessage(errors.employee_id?.message)}
              />
              <DateField
                label="Date"
                required
                max={today}
                error={fieldMessage(errors.attendance_date?.message)}
                {...register('attendance_date')}
              />
              <SelectField
                label="Status"
                required
                options={STATUS_OPTIONS}
                error={fieldMessage(errors.status?.message)}
                {...register('status')}
              />
              <TimeField
                label="Clock In"
                required
                error={fieldMessage(errors.clock_in?.message)}
                {...register('clock_in')}
              />
              <TimeField
                label="Clock Out"
                hint="Optional; leave empty when the day has no clock-out."
                error={fieldMessage(errors.clock_out?.message)}
                {...register('clock_out')}
              />
              <TextAreaField
                label="Reason"
                required
                rows={3}
                maxLength={REASON_MAX}
                placeholder="Why the attendance is entered by hand (e.g. forgot to clock in, client visit)"
                containerClassName="sm:col-span-2"
                error={fieldMessage(errors.reason?.message)}
                {...register('reason')}
              />
            </div>
          </SectionCard>

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <ButtonLink to="/attendance" variant="secondary">
              Cancel
            </ButtonLink>
            <Button type="submit" icon={Save} loading={pending}>
              {pending ? 'Saving...' : 'Save Entry'}
            </Button>
          </div>
        </form>

        <SectionCard title="Instructions" className="h-fit">
          <ul className="space-y-3 text-sm text-slate-600">
            <Instruction>
              Use a manual entry for a day someone could not clock in: a forgotten clock-in, a client visit, a
              device problem.
            </Instruction>
            <Instruction>
              <strong className="font-medium text-slate-900">Manual entries are auto-approved.</strong> You
              are recorded as the person who entered it, with the reason.
            </Instruction>
            <Instruction>
              Times are India Standard Time on the chosen date. The date cannot be in the future.
            </Instruction>
            <Instruction>
              Clock out is optional; when given, it must be after clock in, and the hours are worked out from
              the two.
            </Instruction>
            <Instruction>
              An employee has one record a day: a day that already has one cannot be entered again.
            </Instruction>
          </ul>
        </SectionCard>
      </div>
    </>
  );
}

function Instruction({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-500" />
      <span>{children}</span>
    </li>
  );
}
