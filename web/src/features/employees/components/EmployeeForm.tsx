import { zodResolver } from '@hookform/resolvers/zod';
import {
  defaultOvertimeEligible,
  type EmployeeCreateRequest,
  type EmployeeDetail,
  type EmployeeUpdateRequest,
} from '@hrms/contracts/employees';
import { Info } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { DateField } from '@/components/ui/DateField';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FormActions } from '@/components/ui/FormActions';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectControl } from '@/components/ui/SelectControl';
import { SelectField, type SelectOption } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { employeeOptionLabel, personName } from '@/lib/personName';
import {
  useBranchOptions,
  useCompanyOptions,
  useDepartmentOptions,
  useManagerOptions,
  useTeamOptions,
} from '../api';
import {
  CREATE_REQUIRED_FIELDS,
  dependentFields,
  type EmployeeFormValues,
  employeeCreateForm,
  employeeUpdateForm,
  missesRequired,
  REQUIRED_FIELDS_MESSAGE,
  saveFailure,
} from '../employeeForm';
import {
  CREATE_STATUS_OPTIONS,
  EMPLOYMENT_TYPE_OPTIONS,
  editStatusOptions,
  GENDER_OPTIONS,
  MARITAL_STATUS_OPTIONS,
  SKILL_CATEGORY_OPTIONS,
} from '../labels';
import { withoutMaskedIdentity } from '../statutory';
import { StatutoryFields } from './StatutoryDetails';

type EmployeeRequest = EmployeeCreateRequest | EmployeeUpdateRequest;

type EmployeeFormProps = {
  mode: 'create' | 'edit';
  initialValues: EmployeeFormValues;
  /** The record being edited: its code is shown, it is left out of the manager list. */
  employee?: EmployeeDetail;
  pending: boolean;
  /** The failed save, if any: its field messages go under the fields, the rest in the banner. */
  failure: unknown;
  /** After a successful create the form stays on screen, locked, until the redirect. */
  locked?: boolean;
  fallbackMessage: string;
  cancelTo: string;
  onSave: (body: EmployeeRequest) => void;
};

const idOf = (value: string): number | null => (value ? Number(value) : null);

/**
 * The employee form of /employees/create and /employees/{id}/edit (spec 1 §2.10, §2.12). The
 * branch, department and manager lists follow the company; the team list follows the department
 * and stays disabled until one is chosen.
 */
export function EmployeeForm({
  mode,
  initialValues,
  employee,
  pending,
  failure,
  locked = false,
  fallbackMessage,
  cancelTo,
  onSave,
}: EmployeeFormProps) {
  const editing = mode === 'edit';
  const schema: z.ZodType<EmployeeRequest, EmployeeFormValues> = editing
    ? employeeUpdateForm
    : employeeCreateForm;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    getValues,
    control,
    formState: { errors, dirtyFields },
  } = useForm<EmployeeFormValues, unknown, EmployeeRequest>({
    resolver: zodResolver(schema),
    defaultValues: initialValues,
  });
  const [missingRequired, setMissingRequired] = useState(false);

  // A failed save: each field's first server message under the field.
  useEffect(() => {
    if (failure) applyServerErrors(setError, failure);
  }, [failure, setError]);

  // A new employee's paid overtime follows the employment type until someone sets it (an intern has none).
  const employmentType = useWatch({ control, name: 'employment_type' });
  useEffect(() => {
    if (!editing && !dirtyFields.overtime_eligible) {
      setValue('overtime_eligible', defaultOvertimeEligible(String(employmentType)));
    }
  }, [editing, employmentType, dirtyFields.overtime_eligible, setValue]);

  const companyId = idOf(useWatch({ control, name: 'company_id' }));
  const departmentId = idOf(useWatch({ control, name: 'department_id' }));
  const teamValue = useWatch({ control, name: 'team_id' });

  const companies = useCompanyOptions();
  const branches = useBranchOptions(companyId, { enabled: companyId !== null });
  const departments = useDepartmentOptions(companyId, { enabled: companyId !== null });
  const teams = useTeamOptions(departmentId);
  const managers = useManagerOptions(companyId);

  function clearDependants(changed: 'company_id' | 'department_id') {
    const fields = dependentFields(changed);
    for (const field of fields) setValue(field, '');
    clearErrors(fields);
  }

  const onSubmit = handleSubmit(
    (body) => {
      setMissingRequired(false);
      // Numbers the viewer sees only masked are not on the form: leave them out, never overwrite them.
      onSave(employee?.statutory_masked ? withoutMaskedIdentity(body) : body);
    },
    () => setMissingRequired(!editing && missesRequired(getValues(), CREATE_REQUIRED_FIELDS)),
  );

  const companyOptions: SelectOption[] = (companies.data ?? []).map((c) => ({
    value: String(c.id),
    label: c.name,
  }));
  const branchOptions: SelectOption[] = companyId
    ? (branches.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))
    : [];
  const departmentOptions: SelectOption[] = companyId
    ? (departments.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))
    : [];
  // A disbanded team takes no new members; the one the employee is in stays listed.
  const teamOptions: SelectOption[] = departmentId
    ? (teams.data ?? [])
        .filter((t) => t.status !== 'disbanded' || String(t.id) === teamValue)
        .map((t) => ({ value: String(t.id), label: t.name }))
    : [];
  const managerOptions: SelectOption[] = companyId
    ? (managers.data ?? [])
        .filter((m) => m.id !== employee?.id)
        .map((m) => ({ value: String(m.id), label: employeeOptionLabel(m) }))
    : [];
  // The current manager may be inactive now or beyond the first 100: keep them choosable.
  if (
    employee?.manager &&
    employee.company_id === companyId &&
    !managerOptions.some((o) => o.value === String(employee.manager?.id))
  ) {
    managerOptions.unshift({ value: String(employee.manager.id), label: personName(employee.manager) });
  }

  const banner = missingRequired ? REQUIRED_FIELDS_MESSAGE : saveFailure(failure, fallbackMessage);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? 'Edit Employee' : 'Add Employee'}
      className="space-y-6"
    >
      <ErrorBanner message={banner} />

      <SectionCard title="Personal Information">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="First Name"
            required
            autoComplete="off"
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField
            label="Last Name"
            required
            autoComplete="off"
            error={errors.last_name?.message}
            {...register('last_name')}
          />
          <TextField
            label="Email"
            type="email"
            required
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField label="Phone" type="tel" error={errors.phone?.message} {...register('phone')} />
          <DateField
            label="Date of Birth"
            error={errors.date_of_birth?.message}
            {...register('date_of_birth')}
          />
          <SelectControl
            control={control}
            name="gender"
            label="Gender"
            placeholder="Select gender"
            options={GENDER_OPTIONS}
          />
          <SelectControl
            control={control}
            name="marital_status"
            label="Marital Status"
            placeholder="Not recorded"
            hint="For leave rules that depend on it, such as paternity leave."
            options={MARITAL_STATUS_OPTIONS}
          />
        </div>
      </SectionCard>

      <SectionCard title="Employment">
        <div className="grid gap-5 sm:grid-cols-2">
          {employee ? (
            <div className="space-y-1.5 sm:col-span-2">
              <p className="text-sm font-medium text-slate-700">Employee ID</p>
              <p className="font-mono text-sm text-slate-900" data-testid="employee-code">
                {employee.employee_id}
              </p>
            </div>
          ) : null}
          <TextField
            label="Job Title"
            required={editing}
            error={errors.job_title?.message}
            {...register('job_title')}
          />
          <DateField
            label="Hire Date"
            required={editing}
            hint={editing ? undefined : 'Defaults to today.'}
            error={errors.hire_date?.message}
            {...register('hire_date')}
          />
          <SelectControl
            control={control}
            name="employment_type"
            label="Employment Type"
            required
            options={EMPLOYMENT_TYPE_OPTIONS}
          />
          <TextField
            label="Grade"
            autoComplete="off"
            maxLength={30}
            hint="The company's own grade or band (L2, M1…); leave policies can be assigned by it."
            error={errors.grade?.message}
            {...register('grade')}
          />
          <SelectField
            label="Skill Category"
            placeholder="Not classified (unskilled)"
            hint="For the state's minimum wage, which differs by category."
            options={SKILL_CATEGORY_OPTIONS}
            error={errors.skill_category?.message}
            {...register('skill_category')}
          />
          <TextField
            label="Cost Centre"
            autoComplete="off"
            maxLength={50}
            hint="For the payroll journal, when the company books pay by employee; blank uses the department."
            error={errors.cost_centre?.message}
            {...register('cost_centre')}
          />
          {employmentType === 'fixed_term' ? (
            <DateField
              label="Contract End Date"
              required
              hint="Renewing the contract moves this date; the hire date, and continuous service, stay."
              error={errors.contract_end_date?.message}
              {...register('contract_end_date')}
            />
          ) : null}
          <SelectControl
            control={control}
            name="status"
            label="Status"
            required
            options={editing ? editStatusOptions(employee?.status) : CREATE_STATUS_OPTIONS}
          />
        </div>
      </SectionCard>

      <SectionCard title="Organisation">
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectControl
            control={control}
            name="company_id"
            label="Company"
            required
            placeholder={companies.isPending ? 'Loading companies...' : 'Select a company'}
            options={companyOptions}
            onValueChange={() => clearDependants('company_id')}
          />
          <SelectControl
            control={control}
            name="branch_id"
            label="Branch"
            placeholder={companyId ? 'No branch' : 'Select a company first'}
            disabled={!companyId}
            options={branchOptions}
          />
          <SelectControl
            control={control}
            name="department_id"
            label="Department"
            required
            placeholder={companyId ? 'Select a department' : 'Select a company first'}
            disabled={!companyId}
            options={departmentOptions}
            onValueChange={() => clearDependants('department_id')}
          />
          <SelectControl
            control={control}
            name="team_id"
            label="Team"
            placeholder={departmentId ? 'No team' : 'Select a department first'}
            disabled={!departmentId}
            options={teamOptions}
          />
          <SelectControl
            control={control}
            name="manager_id"
            label="Manager"
            placeholder={companyId ? 'No manager' : 'Select a company first'}
            disabled={!companyId}
            options={managerOptions}
            containerClassName="sm:col-span-2"
          />
        </div>
      </SectionCard>

      <StatutoryFields register={register} errors={errors} employee={employee} />

      {employee ? (
        <p className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-800">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Salary is not edited here.{' '}
            <Link to={`/employees/${employee.id}/salary`} className="font-medium underline">
              Manage the salary structure
            </Link>{' '}
            on its own page.
          </span>
        </p>
      ) : null}

      <FormActions
        cancelTo={cancelTo}
        submitLabel={editing ? 'Save Changes' : 'Create Employee'}
        pendingLabel={editing ? 'Saving...' : 'Creating...'}
        pending={pending}
        disabled={locked}
      />
    </form>
  );
}
