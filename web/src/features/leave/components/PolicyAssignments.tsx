import { zodResolver } from '@hookform/resolvers/zod';
import type { AssignmentScope, LeavePolicy, LeavePolicyAssignment } from '@hrms/contracts/leave-policies';
import { Plus, Trash2, UsersRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { type UseFormRegister, useForm, useWatch } from 'react-hook-form';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import type { Column } from '@/components/ui/DataTable';
import { DateField } from '@/components/ui/DateField';
import { DeleteRowDialog } from '@/components/ui/DeleteRowDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { SearchField } from '@/components/ui/SearchField';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { TextField } from '@/components/ui/TextField';
import { subsectionTitle } from '@/components/ui/typography';
import { errorMessage } from '@/lib/api';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { todayISO } from '@/lib/dates';
import { formatDate, formatNumber } from '@/lib/format';
import { formFailure } from '@/lib/formFailure';
import { employeeOptionLabel } from '@/lib/personName';
import {
  ASSIGNMENT_FIELDS,
  type AssignmentFormValues,
  assignmentForm,
  newAssignment,
  TARGET_LABELS,
} from '../assignmentForm';
import {
  useBranchPicks,
  useCreateAssignment,
  useDeleteAssignment,
  useDepartmentPicks,
  useEmployeePicks,
  usePolicyAssignments,
} from '../policyApi';
import { EMPLOYMENT_TYPE_OPTIONS, SCOPE_LABELS, SCOPE_OPTIONS } from '../policyLabels';

/**
 * The policy page's Assignments: whom the policy is assigned to and when, with a form to assign it to the
 * whole company, a branch, a department, a grade, an employment type or one employee. The most specific
 * assignment in force wins.
 */
export function PolicyAssignments({ policy }: { policy: LeavePolicy }) {
  const list = usePolicyAssignments(policy.id);
  const remove = useDeleteAssignment();
  const [removing, setRemoving] = useState<LeavePolicyAssignment | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const columns: Column<LeavePolicyAssignment>[] = [
    {
      key: 'scope',
      header: 'Assigned to',
      className: 'whitespace-normal min-w-48',
      cell: (a) => (
        <div className="flex flex-col items-start gap-1">
          <span className="font-medium text-slate-900">{a.scope_label}</span>
          <Badge tone="gray">{SCOPE_LABELS[a.scope]}</Badge>
        </div>
      ),
    },
    { key: 'from', header: 'From', cell: (a) => formatDate(a.effective_from) },
    {
      key: 'to',
      header: 'To',
      cell: (a) =>
        a.effective_to ? formatDate(a.effective_to) : <span className="text-slate-500">Open-ended</span>,
    },
    { key: 'employees', header: 'Employees', align: 'right', cell: (a) => formatNumber(a.employee_count) },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (a) => (
        <Button
          size="sm"
          variant="ghost"
          icon={Trash2}
          aria-label={`Remove the assignment to ${a.scope_label}`}
          className="text-red-600 hover:bg-red-50 hover:text-red-700"
          onClick={() => {
            setDone(null);
            remove.reset();
            setRemoving(a);
          }}
        >
          Remove
        </Button>
      ),
    },
  ];

  return (
    <SectionCard
      title="Assignments"
      description="Who gets this policy. When several policies could apply, the most specific assignment in force wins: employee, then department, branch, grade, employment type, company, and last the company's default policy."
    >
      <SuccessBanner message={done} onDismiss={() => setDone(null)} />
      <ErrorBanner
        message={remove.isError ? errorMessage(remove.error, 'Failed to remove the assignment') : null}
        onDismiss={remove.reset}
      />
      <ErrorBanner
        message={list.isError ? errorMessage(list.error, 'Failed to load the assignments') : null}
      />
      <ResponsiveTable
        caption={`Assignments of ${policy.name}`}
        columns={columns}
        rows={list.data}
        rowKey={(a) => a.id}
        loading={list.isPending}
        className="shadow-none"
        empty={
          <EmptyState
            icon={UsersRound}
            title="Not assigned to anyone yet"
            hint={
              policy.is_default
                ? 'As the default policy it applies to every employee no other assignment covers.'
                : 'Assign it below; until then no employee is on it.'
            }
            className="py-8"
          />
        }
      />
      <AddAssignment
        policy={policy}
        onAdded={(message) => {
          remove.reset();
          setDone(message);
        }}
      />
      <DeleteRowDialog
        row={removing}
        title="Remove assignment?"
        message={(a) =>
          `${policy.name} will no longer apply to ${a.scope_label}. Their next policy takes over from the next accrual.`
        }
        remove={remove}
        onClose={() => setRemoving(null)}
        onDeleted={setDone}
      />
    </SectionCard>
  );
}

function AddAssignment({ policy, onAdded }: { policy: LeavePolicy; onAdded: (message: string) => void }) {
  const create = useCreateAssignment();
  const schema = useMemo(() => assignmentForm(policy.id), [policy.id]);
  const [today] = useState(() => todayISO());
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: newAssignment(today) });
  const scope = useWatch({ control, name: 'scope' });

  const onSubmit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (answer) => {
        reset({ ...newAssignment(today), scope: body.scope });
        onAdded(answer.message);
      },
      onError: (error) => applyServerErrors(setError, error, { fields: ASSIGNMENT_FIELDS }),
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Assign the policy"
      className="space-y-4 rounded-lg border border-slate-200 bg-slate-50/60 p-4"
    >
      <h3 className={subsectionTitle}>Assign the policy</h3>
      <ErrorBanner
        message={formFailure(create.error, ASSIGNMENT_FIELDS, 'Failed to assign the policy')}
        onDismiss={create.reset}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="Assign to"
          required
          options={SCOPE_OPTIONS}
          error={errors.scope?.message}
          {...register('scope', {
            onChange: () => {
              setValue('scope_id', '');
              setValue('scope_value', '');
              clearErrors(['scope_id', 'scope_value']);
            },
          })}
        />
        <TargetPicker
          scope={scope}
          companyId={policy.company_id}
          register={register}
          errors={{ scope_id: errors.scope_id?.message, scope_value: errors.scope_value?.message }}
          onSearch={() => setValue('scope_id', '')}
        />
        <DateField
          label="From"
          required
          error={errors.effective_from?.message}
          {...register('effective_from')}
        />
        <DateField
          label="To"
          hint="Blank: until changed."
          error={errors.effective_to?.message}
          {...register('effective_to')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" icon={Plus} loading={create.isPending}>
          {create.isPending ? 'Assigning...' : 'Assign'}
        </Button>
      </div>
    </form>
  );
}

/** The target box the scope asks for: a branch or department select, an employee search, a grade, a type. */
function TargetPicker({
  scope,
  companyId,
  register,
  errors,
  onSearch,
}: {
  scope: AssignmentScope;
  companyId: number;
  register: UseFormRegister<AssignmentFormValues>;
  errors: { scope_id?: string; scope_value?: string };
  /** A new search changes the employees offered: the one chosen before is let go. */
  onSearch: () => void;
}) {
  const branches = useBranchPicks(companyId, scope === 'branch');
  const departments = useDepartmentPicks(companyId, scope === 'department');
  const [search, setSearch] = useState('');
  const employees = useEmployeePicks(companyId, search, scope === 'employee');

  if (scope === 'company') {
    return (
      <p className="self-end pb-2 text-sm text-slate-500">
        Every employee of the company no more specific assignment covers.
      </p>
    );
  }
  if (scope === 'branch' || scope === 'department') {
    const picks = scope === 'branch' ? branches : departments;
    const plural = scope === 'branch' ? 'branches' : 'departments';
    return (
      <SelectField
        label={TARGET_LABELS[scope]}
        required
        placeholder={picks.isPending ? `Loading ${plural}...` : `Select a ${scope}`}
        options={(picks.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
        error={
          errors.scope_id ??
          (picks.isError ? errorMessage(picks.error, `Failed to load ${plural}`) : undefined)
        }
        {...register('scope_id')}
      />
    );
  }
  if (scope === 'employee') {
    const people = employees.data ?? [];
    return (
      <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
        <SearchField
          label="Find an employee"
          value={search}
          onSearch={(value) => {
            setSearch(value);
            onSearch();
          }}
          placeholder="Name, email or employee ID"
        />
        <SelectField
          label={TARGET_LABELS.employee}
          required
          placeholder={
            employees.isPending
              ? 'Loading employees...'
              : people.length
                ? 'Select an employee'
                : 'No employee matches the search'
          }
          options={people.map((e) => ({ value: String(e.id), label: employeeOptionLabel(e) }))}
          error={
            errors.scope_id ??
            (employees.isError ? errorMessage(employees.error, 'Failed to load employees') : undefined)
          }
          {...register('scope_id')}
        />
      </div>
    );
  }
  if (scope === 'grade') {
    return (
      <TextField
        label={TARGET_LABELS.grade}
        required
        maxLength={30}
        autoComplete="off"
        placeholder="e.g. M1"
        hint="As written on the employees' records."
        error={errors.scope_value}
        {...register('scope_value')}
      />
    );
  }
  return (
    <SelectField
      label={TARGET_LABELS.employment_type}
      required
      placeholder="Select an employment type"
      options={EMPLOYMENT_TYPE_OPTIONS}
      error={errors.scope_value}
      {...register('scope_value')}
    />
  );
}
