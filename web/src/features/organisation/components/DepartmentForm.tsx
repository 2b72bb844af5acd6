import { zodResolver } from '@hookform/resolvers/zod';
import type { Department } from '@hrms/contracts/organisation';
import { useForm, useWatch } from 'react-hook-form';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FormActions } from '@/components/ui/FormActions';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectControl } from '@/components/ui/SelectControl';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { errorMessage } from '@/lib/api';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { employeeOptionLabel } from '@/lib/personName';
import {
  useBranchOptions,
  useCompanyOptions,
  useDepartmentOptions,
  useEmployeeOptions,
  useSaveDepartment,
} from '../api';
import {
  DEPARTMENT_CODE_MAX,
  departmentForm,
  departmentFormValues,
  emptyDepartment,
} from '../departmentForm';
import { selfAndDescendants } from '../departmentTree';
import { DEPARTMENT_STATUS_OPTIONS } from '../labels';
import { saveFailure } from '../saveFailure';
import { useCanListEmployees } from '../useCanListEmployees';

const FIELDS = [
  'company_id',
  'branch_id',
  'parent_department_id',
  'name',
  'code',
  'description',
  'head_of_department_id',
  'status',
];

type DepartmentFormProps = {
  department?: Department;
  /** Choices made in advance (Add New Department from a branch's departments). */
  preset?: { companyId: string; branchId: string };
  onSaved: (answer: { message: string; department: Department }) => void;
};

/**
 * The one department form, for /departments/create and /departments/{id}/edit (spec 2 §2, §5
 * "Department create"). Branch, parent and head choices follow the chosen company.
 */
export function DepartmentForm({ department, preset, onSaved }: DepartmentFormProps) {
  const canListEmployees = useCanListEmployees();
  const save = useSaveDepartment(department?.id);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(departmentForm),
    defaultValues: department
      ? departmentFormValues(department)
      : { ...emptyDepartment(preset?.companyId), branch_id: preset?.branchId ?? '' },
  });
  const companyValue = useWatch({ control, name: 'company_id' });
  const companyId = companyValue ? Number(companyValue) : null;

  const companies = useCompanyOptions();
  const branches = useBranchOptions(companyId);
  const departments = useDepartmentOptions(companyId, { enabled: companyId !== null });
  const heads = useEmployeeOptions(
    { company_id: companyId ?? undefined },
    canListEmployees && companyId !== null,
  );

  const onSubmit = handleSubmit((body) =>
    save.mutate(body, { onSuccess: onSaved, onError: (error) => applyServerErrors(setError, error) }),
  );

  // Branch, parent and head belong to one company: a new company clears them.
  function clearCompanyChoices() {
    setValue('branch_id', '');
    setValue('parent_department_id', '');
    setValue('head_of_department_id', '');
  }

  // A department cannot sit under itself or one of its own sub-departments.
  const excluded = department ? selfAndDescendants(departments.data ?? [], department.id) : new Set<number>();
  const parentOptions = (departments.data ?? [])
    .filter((d) => !excluded.has(d.id))
    .map((d) => ({ value: String(d.id), label: `${d.name} (${d.code})` }));

  const needsCompany = companyId === null ? 'Choose a company first' : null;
  const editing = department !== undefined;
  const lookupFailure = [companies, branches, departments, heads].find((q) => q.isError)?.error;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? 'Edit Department' : 'Add Department'}
      className="space-y-6"
    >
      <ErrorBanner
        message={saveFailure(
          save.error,
          FIELDS,
          editing ? 'Failed to update department' : 'Failed to create department',
        )}
        onDismiss={save.reset}
      />
      <ErrorBanner
        message={lookupFailure ? errorMessage(lookupFailure, 'Failed to load required data') : null}
      />

      <SectionCard title="Department">
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectControl
            control={control}
            name="company_id"
            label="Company"
            required
            placeholder={companies.isPending ? 'Loading companies...' : 'Select a company'}
            disabled={companies.isPending}
            options={(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            onValueChange={clearCompanyChoices}
          />
          <SelectControl
            control={control}
            name="branch_id"
            label="Branch"
            placeholder={needsCompany ?? (branches.isPending ? 'Loading branches...' : 'No branch')}
            disabled={companyId === null || branches.isPending}
            options={(branches.data ?? []).map((b) => ({
              value: String(b.id),
              label: `${b.name} (${b.code})`,
            }))}
          />
          <TextField label="Department Name" required error={errors.name?.message} {...register('name')} />
          <TextField
            label="Department Code"
            required
            maxLength={DEPARTMENT_CODE_MAX}
            className="uppercase"
            hint={`Up to ${DEPARTMENT_CODE_MAX} characters, unique within the company; saved in capitals.`}
            error={errors.code?.message}
            {...register('code')}
          />
          <SelectControl
            control={control}
            name="parent_department_id"
            label="Parent Department"
            placeholder={
              needsCompany ?? (departments.isPending ? 'Loading departments...' : 'None (top level)')
            }
            disabled={companyId === null || departments.isPending}
            options={parentOptions}
          />
          {canListEmployees ? (
            <SelectControl
              control={control}
              name="head_of_department_id"
              label="Department Head"
              placeholder={needsCompany ?? (heads.isPending ? 'Loading employees...' : 'No department head')}
              disabled={companyId === null || heads.isPending}
              hint="An active employee of the company."
              options={(heads.data ?? []).map((e) => ({
                value: String(e.id),
                label: employeeOptionLabel(e),
              }))}
            />
          ) : null}
          {editing ? (
            <SelectField
              label="Status"
              required
              error={errors.status?.message}
              options={DEPARTMENT_STATUS_OPTIONS}
              {...register('status')}
            />
          ) : null}
          <TextAreaField
            label="Description"
            containerClassName="sm:col-span-2"
            error={errors.description?.message}
            {...register('description')}
          />
        </div>
      </SectionCard>

      <FormActions
        cancelTo={editing ? `/departments/${department.id}` : '/departments'}
        submitLabel={editing ? 'Save Changes' : 'Create Department'}
        pendingLabel={editing ? 'Saving...' : 'Creating...'}
        pending={save.isPending}
      />
    </form>
  );
}
