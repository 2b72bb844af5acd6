import { zodResolver } from '@hookform/resolvers/zod';
import type { Company } from '@hrms/contracts/organisation';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { ErrorBanner } from '../../../components/ui/ErrorBanner';
import { FormActions } from '../../../components/ui/FormActions';
import { SectionCard } from '../../../components/ui/SectionCard';
import { SelectControl } from '../../../components/ui/SelectControl';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { applyServerErrors } from '../../../lib/applyServerErrors';
import { useCountries, useSaveCompany } from '../api';
import { companyForm, companyFormValues, EMPTY_COMPANY } from '../companyForm';
import { COMPANY_STATUS_OPTIONS } from '../labels';
import { saveFailure } from '../saveFailure';

const FIELDS = [
  'name',
  'legal_name',
  'registration_number',
  'tax_id',
  'country_id',
  'email',
  'phone',
  'website',
  'status',
  'segregation_of_duties',
  'address.line1',
  'address.line2',
  'address.city',
  'address.state',
  'address.postal_code',
  'address.country',
];

type CompanyFormProps = {
  /** The company being edited; a new one is created without it. */
  company?: Company;
  onSaved: (answer: { message: string; company: Company }) => void;
};

/** The one company form, for /companies/create and /companies/{id}/edit (spec 2 §5 "Company create"). */
export function CompanyForm({ company, onSaved }: CompanyFormProps) {
  const countries = useCountries();
  const save = useSaveCompany(company?.id);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(companyForm),
    defaultValues: company ? companyFormValues(company) : EMPTY_COMPANY,
  });

  const onSubmit = handleSubmit((body) =>
    save.mutate(
      // The form has no tax regime field yet; an edit keeps the company's (a PUT without it clears it).
      company ? { ...body, default_tax_regime_id: company.default_tax_regime_id } : body,
      { onSuccess: onSaved, onError: (error) => applyServerErrors(setError, error) },
    ),
  );

  // Choosing the country fills in the address country while that is still empty.
  function fillAddressCountry(countryId: string) {
    const picked = countries.data?.find((c) => String(c.id) === countryId);
    if (picked && !getValues('address.country').trim()) setValue('address.country', picked.name);
  }

  const editing = company !== undefined;
  const title = editing ? 'Edit Company' : 'Add Company';

  return (
    <form onSubmit={onSubmit} noValidate aria-label={title} className="space-y-6">
      <ErrorBanner
        message={saveFailure(
          save.error,
          FIELDS,
          editing ? 'Failed to update company' : 'Failed to create company',
        )}
        onDismiss={save.reset}
      />

      <SectionCard title="Company" description="The registered entity.">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Name" required error={errors.name?.message} {...register('name')} />
          <TextField
            label="Legal Name"
            required
            error={errors.legal_name?.message}
            {...register('legal_name')}
          />
          <TextField
            label="Registration Number"
            required
            error={errors.registration_number?.message}
            {...register('registration_number')}
          />
          <TextField label="Tax ID" required error={errors.tax_id?.message} {...register('tax_id')} />
          <SelectControl
            control={control}
            name="country_id"
            label="Country"
            required
            placeholder={countries.isPending ? 'Loading countries...' : 'Select a country'}
            disabled={countries.isPending}
            options={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            onValueChange={fillAddressCountry}
          />
          <SelectField
            label="Status"
            required
            error={errors.status?.message}
            options={COMPANY_STATUS_OPTIONS}
            {...register('status')}
          />
          <CheckboxField
            label="Segregation of duties"
            hint="Whoever processes a payroll run cannot approve it, and nobody approves or pays their own run, changes their own salary structure, or enters or approves their own attendance."
            containerClassName="sm:col-span-2"
            error={errors.segregation_of_duties?.message}
            {...register('segregation_of_duties')}
          />
        </div>
      </SectionCard>

      <SectionCard title="Contact">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Email"
            type="email"
            required
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField label="Phone" type="tel" required error={errors.phone?.message} {...register('phone')} />
          <TextField
            label="Website"
            type="url"
            placeholder="https://example.com"
            containerClassName="sm:col-span-2"
            error={errors.website?.message}
            {...register('website')}
          />
        </div>
      </SectionCard>

      <SectionCard title="Address">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Address Line 1"
            required
            error={errors.address?.line1?.message}
            {...register('address.line1')}
          />
          <TextField
            label="Address Line 2"
            error={errors.address?.line2?.message}
            {...register('address.line2')}
          />
          <TextField
            label="City"
            required
            error={errors.address?.city?.message}
            {...register('address.city')}
          />
          <TextField
            label="State"
            required
            error={errors.address?.state?.message}
            {...register('address.state')}
          />
          <TextField
            label="Postal Code"
            required
            error={errors.address?.postal_code?.message}
            {...register('address.postal_code')}
          />
          <TextField
            label="Address Country"
            required
            error={errors.address?.country?.message}
            {...register('address.country')}
          />
        </div>
      </SectionCard>

      <FormActions
        cancelTo={editing ? `/companies/${company.id}` : '/companies'}
        submitLabel={editing ? 'Save Changes' : 'Create Company'}
        pendingLabel={editing ? 'Saving...' : 'Creating...'}
        pending={save.isPending}
      />
    </form>
  );
}
