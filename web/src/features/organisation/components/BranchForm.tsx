import { zodResolver } from '@hookform/resolvers/zod';
import type { Branch } from '@hrms/contracts/organisation';
import { useForm, useWatch } from 'react-hook-form';
import { StateSelect } from '@/components/StateSelect';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FormActions } from '@/components/ui/FormActions';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectControl } from '@/components/ui/SelectControl';
import type { SelectOption } from '@/components/ui/SelectField';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { errorMessage } from '@/lib/api';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { useCan } from '@/lib/useCan';
import { useCompanyOptions, useManagerOptions, useSaveBranch } from '../api';
import { branchForm, branchFormValues, emptyBranch } from '../branchForm';
import { BRANCH_STATUS_OPTIONS } from '../labels';
import { saveFailure } from '../saveFailure';

const FIELDS = [
  'company_id',
  'name',
  'code',
  'email',
  'phone',
  'manager_id',
  'status',
  'address.street',
  'address.city',
  'address.state',
  'address.postal_code',
  'address.country',
  'pt_registration_number',
  'lwf_applicable',
];

type BranchFormProps = {
  branch?: Branch;
  /** A company chosen in advance (Add New Branch from a company's branches). */
  companyId?: string;
  onSaved: (answer: { message: string; branch: Branch }) => void;
};

/** The one branch form, for /branches/create and /branches/{id}/edit (spec 2 §5 "Branch create"). */
export function BranchForm({ branch, companyId, onSaved }: BranchFormProps) {
  // Manager choices are sign-in accounts: reading them needs view-users, without it the field is hidden.
  const canListUsers = useCan('view-users');
  const companies = useCompanyOptions();
  const managers = useManagerOptions(canListUsers);
  const save = useSaveBranch(branch?.id);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(branchForm),
    defaultValues: branch ? branchFormValues(branch) : emptyBranch(companyId),
  });
  const chosenCompany = useWatch({ control, name: 'company_id' });

  const onSubmit = handleSubmit((body) =>
    save.mutate(body, { onSuccess: onSaved, onError: (error) => applyServerErrors(setError, error) }),
  );

  const managerOptions: SelectOption[] = (managers.data ?? [])
    .filter((user) => chosenCompany && String(user.employee?.company.id) === chosenCompany)
    .map((user) => ({ value: String(user.id), label: `${user.name} (${user.email})` }));
  // Keep the current manager selectable even if the list leaves them out (e.g. an inactive account).
  if (
    branch?.manager &&
    String(branch.company_id) === chosenCompany &&
    !managerOptions.some((o) => o.value === String(branch.manager?.id))
  ) {
    managerOptions.unshift({
      value: String(branch.manager.id),
      label: `${branch.manager.name} (${branch.manager.email})`,
    });
  }

  const editing = branch !== undefined;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? 'Edit Branch' : 'Add Branch'}
      className="space-y-6"
    >
      <ErrorBanner
        message={saveFailure(
          save.error,
          FIELDS,
          editing ? 'Failed to update branch' : 'Failed to create branch',
        )}
        onDismiss={save.reset}
      />
      <ErrorBanner
        message={companies.isError ? errorMessage(companies.error, 'Failed to fetch company data') : null}
      />

      <SectionCard title="Branch">
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectControl
            control={control}
            name="company_id"
            label="Company"
            required
            placeholder={companies.isPending ? 'Loading companies...' : 'Select a company'}
            disabled={companies.isPending}
            containerClassName="sm:col-span-2"
            options={(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            // A manager belongs to one company: changing the company clears the choice.
            onValueChange={() => setValue('manager_id', '')}
          />
          <TextField label="Branch Name" required error={errors.name?.message} {...register('name')} />
          <TextField
            label="Branch Code"
            required
            hint="Up to 20 characters, unique within the company; saved in capitals."
            maxLength={20}
            className="uppercase"
            error={errors.code?.message}
            {...register('code')}
          />
          <TextField
            label="Email"
            type="email"
            required
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField label="Phone" type="tel" required error={errors.phone?.message} {...register('phone')} />
          {canListUsers ? (
            <SelectControl
              control={control}
              name="manager_id"
              label="Manager"
              placeholder={
                !chosenCompany
                  ? 'Choose a company first'
                  : managers.isPending
                    ? 'Loading users...'
                    : 'No manager'
              }
              disabled={!chosenCompany || managers.isPending}
              hint="A user of the chosen company."
              error={
                errors.manager_id?.message ??
                (managers.isError ? errorMessage(managers.error, 'Failed to load users') : undefined)
              }
              options={managerOptions}
            />
          ) : null}
          <SelectField
            label="Status"
            required
            error={errors.status?.message}
            options={BRANCH_STATUS_OPTIONS}
            {...register('status')}
          />
        </div>
      </SectionCard>

      <SectionCard title="Address">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Street"
            required
            containerClassName="sm:col-span-2"
            error={errors.address?.street?.message}
            {...register('address.street')}
          />
          <TextField
            label="City"
            required
            error={errors.address?.city?.message}
            {...register('address.city')}
          />
          <StateSelect
            control={control}
            name="address.state"
            required
            hint="Decides the professional tax and labour welfare fund of the branch's employees."
            unrecognised={branch && !branch.state_code ? branch.address.state : null}
          />
          <TextField
            label="Postal Code"
            required
            error={errors.address?.postal_code?.message}
            {...register('address.postal_code')}
          />
          <TextField
            label="Country"
            required
            error={errors.address?.country?.message}
            {...register('address.country')}
          />
        </div>
      </SectionCard>

      <SectionCard title="Professional Tax and Labour Welfare Fund">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="PT Registration Number"
            hint="The branch's registration with its state's professional tax office, if any."
            maxLength={30}
            autoComplete="off"
            error={errors.pt_registration_number?.message}
            {...register('pt_registration_number')}
          />
          <CheckboxField
            label="Labour welfare fund applies"
            hint="Deduct and contribute the state's labour welfare fund for the branch's employees (where the state has one)."
            error={errors.lwf_applicable?.message}
            {...register('lwf_applicable')}
          />
        </div>
      </SectionCard>

      <FormActions
        cancelTo={editing ? `/branches/${branch.id}` : '/branches'}
        submitLabel={editing ? 'Save Changes' : 'Create Branch'}
        pendingLabel={editing ? 'Saving...' : 'Creating...'}
        pending={save.isPending}
      />
    </form>
  );
}
