import { zodResolver } from '@hookform/resolvers/zod';
import type { Company } from '@hrms/contracts/organisation';
import { useForm, useWatch } from 'react-hook-form';
import { StateSelect } from '@/components/StateSelect';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FormActions } from '@/components/ui/FormActions';
import { MaskedNote, MaskedValue } from '@/components/ui/MaskedIdentity';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectControl } from '@/components/ui/SelectControl';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { useCountries, useCountryTaxRegimes, useSaveCompany } from '../api';
import {
  companyEditRequest,
  companyForm,
  companyFormValues,
  EMPTY_COMPANY,
  taxRegimeOptions,
} from '../companyForm';
import { COMPANY_STATUS_OPTIONS } from '../labels';
import { saveFailure } from '../saveFailure';

const FIELDS = [
  'name',
  'legal_name',
  'registration_number',
  'tax_id',
  'country_id',
  'default_tax_regime_id',
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
  'tan',
  'pan',
  'pf_establishment_code',
  'esic_employer_code',
  'salary_account_number',
  'salary_account_ifsc',
  'bank_corporate_id',
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
    save.mutate(company ? companyEditRequest(body, company) : body, {
      onSuccess: onSaved,
      onError: (error) => applyServerErrors(setError, error),
    }),
  );

  const countryId = useWatch({ control, name: 'country_id' });
  const regimes = useCountryTaxRegimes(countryId ? Number(countryId) : null);
  const regimeOptions = taxRegimeOptions(
    regimes.data ?? [],
    company?.default_tax_regime,
    countryId,
    company?.country_id,
  );

  // Choosing the country fills in the address country while that is still empty, and drops a tax regime
  // chosen for another country (the regimes offered are the country's own).
  function changeCountry(countryId: string) {
    const picked = countries.data?.find((c) => String(c.id) === countryId);
    if (picked && !getValues('address.country').trim()) setValue('address.country', picked.name);
    setValue('default_tax_regime_id', '');
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
            onValueChange={changeCountry}
          />
          <SelectControl
            control={control}
            name="default_tax_regime_id"
            label="Default Tax Regime"
            hint="Payroll uses it among the year's regimes of the kind an employee chose (new or old)."
            placeholder={
              !countryId ? 'Select a country first' : regimes.isPending ? 'Loading tax regimes...' : 'None'
            }
            disabled={!countryId || regimes.isPending}
            options={regimeOptions}
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
          <StateSelect
            control={control}
            name="address.state"
            required
            unrecognised={company && !company.state_code ? company.address.state : null}
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

      <SectionCard
        title="Statutory Registration"
        description="For the PF, ESIC and TDS returns and files; leave empty what the company does not have yet."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="TAN"
            hint="Like MUMA12345B."
            maxLength={10}
            className="uppercase"
            autoComplete="off"
            error={errors.tan?.message}
            {...register('tan')}
          />
          <TextField
            label="PAN"
            hint="Like ABCDE1234F."
            maxLength={10}
            className="uppercase"
            autoComplete="off"
            error={errors.pan?.message}
            {...register('pan')}
          />
          <TextField
            label="PF Establishment Code"
            hint="Like MHBAN0000064000."
            className="uppercase"
            autoComplete="off"
            error={errors.pf_establishment_code?.message}
            {...register('pf_establishment_code')}
          />
          <TextField
            label="ESIC Employer Code"
            hint="17 digits."
            inputMode="numeric"
            autoComplete="off"
            error={errors.esic_employer_code?.message}
            {...register('esic_employer_code')}
          />
        </div>
      </SectionCard>

      <SectionCard
        title="Salary Account"
        description="The account salaries are paid from, for the bank transfer files."
      >
        {company?.statutory_masked ? (
          <MaskedNote>
            Masked: only users allowed to view statutory details see the account number in full or change it.
            Saving this form leaves it as it is.
          </MaskedNote>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          {company?.statutory_masked ? (
            <MaskedValue label="Salary Account Number" value={company.salary_account_number} />
          ) : (
            <TextField
              label="Salary Account Number"
              hint="9 to 18 digits."
              inputMode="numeric"
              autoComplete="off"
              error={errors.salary_account_number?.message}
              {...register('salary_account_number')}
            />
          )}
          <TextField
            label="Salary Account IFSC"
            hint="Like HDFC0001234."
            maxLength={11}
            className="uppercase"
            autoComplete="off"
            error={errors.salary_account_ifsc?.message}
            {...register('salary_account_ifsc')}
          />
          <TextField
            label="Bank Corporate ID"
            hint="The company's id with the bank, for its corporate upload format."
            autoComplete="off"
            error={errors.bank_corporate_id?.message}
            {...register('bank_corporate_id')}
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
