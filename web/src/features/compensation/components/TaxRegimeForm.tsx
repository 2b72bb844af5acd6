import { zodResolver } from '@hookform/resolvers/zod';
import type { TaxRegime } from '@hrms/contracts/compensation';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { DateField } from '@/components/ui/DateField';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FormActions } from '@/components/ui/FormActions';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { formFailure } from '@/lib/formFailure';
import { useCountries, useSaveTaxRegime } from '../api';
import { MAX_SURCHARGE_BANDS, newRegimeValues, regimeForm, regimeFormValues } from '../regimeForm';
import { tidyCell } from '../slabs';
import { RegimeDeductionsFields } from './RegimeDeductionsFields';

const FIELDS = new Set([
  'name',
  'code',
  'description',
  'country_id',
  'financial_year',
  'effective_from',
  'effective_to',
  'is_default',
  'is_active',
]);
const isFormField = (field: string) => FIELDS.has(field) || field.startsWith('metadata.');

type AmountPath =
  | 'metadata.standard_deduction'
  | 'metadata.rebate_87a.max_income'
  | 'metadata.rebate_87a.max_rebate'
  | `metadata.surcharge.${number}.above`;

type TaxRegimeFormProps = {
  /** The regime being edited; a new one is created without it. */
  regime?: TaxRegime;
  onSaved: (answer: { message: string; tax_regime: TaxRegime }) => void;
};

/** The one regime form, for /tax-regimes/create and /tax-regimes/{id}/edit, settings included. */
export function TaxRegimeForm({ regime, onSaved }: TaxRegimeFormProps) {
  const countries = useCountries();
  const save = useSaveTaxRegime(regime?.id);
  const [initial] = useState(() =>
    regime ? regimeFormValues(regime) : newRegimeValues(new Date(), undefined),
  );
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(regimeForm), defaultValues: initial });
  const surcharge = useFieldArray({ control, name: 'metadata.surcharge' });
  const hasRebate = useWatch({ control, name: 'has_rebate' });

  // Once the countries are there, the select shows the regime's (a new regime takes the first, spec 2 §3).
  const countryList = countries.data;
  useEffect(() => {
    if (!countryList?.length) return;
    setValue('country_id', getValues('country_id') || String(countryList[0]?.id));
  }, [countryList, getValues, setValue]);

  // Amounts read more easily grouped ("50,00,000"); the schema reads them either way.
  const amount = (name: AmountPath) =>
    register(name, {
      onBlur: (event: { target: { value: string } }) => {
        const tidy = tidyCell('tax_amount', event.target.value);
        if (tidy !== event.target.value) setValue(name, tidy);
      },
    });

  const onSubmit = handleSubmit((body) =>
    save.mutate(body, { onSuccess: onSaved, onError: (error) => applyServerErrors(setError, error) }),
  );

  const editing = regime !== undefined;
  const metaErrors = errors.metadata;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? 'Edit Tax Regime' : 'Add Tax Regime'}
      className="space-y-6"
    >
      <ErrorBanner
        message={formFailure(
          save.error,
          isFormField,
          editing ? 'Failed to update tax regime' : 'Failed to create tax regime',
        )}
        onDismiss={save.reset}
      />

      <SectionCard title="Regime Details">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Regime Name"
            required
            placeholder="e.g. New Tax Regime"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="Code"
            placeholder="e.g. IN-NEW-2025-26"
            hint="Optional: left blank, one is made from the country, name and year (like IN-NEW-2025-26). Stored in capitals."
            error={errors.code?.message}
            {...register('code')}
          />
          <SelectField
            label="Country"
            required
            placeholder={countries.isPending ? 'Loading countries...' : 'Select a country'}
            error={errors.country_id?.message}
            options={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            {...register('country_id')}
          />
          <TextField
            label="Financial Year"
            required
            placeholder="2025-26"
            hint="April to March: 2025-26, 2025-2026, FY 2025-26 or just 2025."
            error={errors.financial_year?.message}
            {...register('financial_year')}
          />
          <DateField
            label="Effective From"
            error={errors.effective_from?.message}
            {...register('effective_from')}
          />
          <DateField
            label="Effective To"
            error={errors.effective_to?.message}
            {...register('effective_to')}
          />
          <TextAreaField
            label="Description"
            containerClassName="sm:col-span-2"
            error={errors.description?.message}
            {...register('description')}
          />
        </div>
      </SectionCard>

      <SectionCard title="Properties">
        <div className="grid gap-5 sm:grid-cols-2">
          <CheckboxField
            label="Default Regime"
            hint="Used for new employees by default; the country's other regimes of the year lose the flag."
            {...register('is_default')}
          />
          <CheckboxField label="Active" hint="Offered when choosing a regime." {...register('is_active')} />
        </div>
      </SectionCard>

      <SectionCard
        title="Deductions and Rebate"
        description="Applied before and after the slabs are worked out."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Standard Deduction (₹)"
            inputMode="decimal"
            hint="Taken off the income before the slabs apply; 0 for none."
            error={metaErrors?.standard_deduction?.message}
            {...amount('metadata.standard_deduction')}
          />
          <TextField
            label="Health and Education Cess (%)"
            inputMode="decimal"
            hint="On the tax plus surcharge."
            error={metaErrors?.cess_rate?.message}
            {...register('metadata.cess_rate')}
          />
          <CheckboxField
            label="No deductions allowed"
            hint="Chapter VI-A and other deductions are not claimed under this regime."
            containerClassName="sm:col-span-2"
            {...register('metadata.no_deductions')}
          />
          <CheckboxField
            label="Rebate"
            hint="A rebate for taxable income up to a limit."
            containerClassName="sm:col-span-2"
            {...register('has_rebate')}
          />
          {hasRebate ? (
            <fieldset className="grid gap-5 rounded-lg border border-slate-200 p-4 sm:col-span-2 sm:grid-cols-2">
              <legend className="px-1 text-sm font-medium text-slate-700">Rebate</legend>
              <TextField
                label="Maximum taxable income (₹)"
                inputMode="decimal"
                required
                error={metaErrors?.rebate_87a?.max_income?.message}
                {...amount('metadata.rebate_87a.max_income')}
              />
              <TextField
                label="Maximum rebate (₹)"
                inputMode="decimal"
                required
                error={metaErrors?.rebate_87a?.max_rebate?.message}
                {...amount('metadata.rebate_87a.max_rebate')}
              />
              <CheckboxField
                label="Marginal relief"
                hint="Above the limit, the tax never exceeds the income over the limit."
                containerClassName="sm:col-span-2"
                {...register('metadata.rebate_87a.marginal_relief')}
              />
            </fieldset>
          ) : null}
        </div>
      </SectionCard>

      <SectionCard
        title="Exemptions and Deductions"
        description="What the regime allows besides the standard deduction, each with its yearly limit."
      >
        <RegimeDeductionsFields register={register} control={control} errors={errors} />
      </SectionCard>

      <SectionCard
        title="Surcharge"
        description="A rate on the tax for incomes above each threshold; the highest band reached applies."
        actions={
          <Button
            variant="secondary"
            size="sm"
            icon={Plus}
            disabled={surcharge.fields.length >= MAX_SURCHARGE_BANDS}
            onClick={() => surcharge.append({ above: '', rate: '' })}
          >
            Add Surcharge Band
          </Button>
        }
      >
        {surcharge.fields.length === 0 ? (
          <p className="text-sm text-slate-500">No surcharge.</p>
        ) : (
          <ul className="space-y-4">
            {surcharge.fields.map((field, index) => (
              <li key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-3">
                <TextField
                  label={
                    <>
                      <span className="sr-only">Band {index + 1} </span>Income above (₹)
                    </>
                  }
                  inputMode="decimal"
                  error={metaErrors?.surcharge?.[index]?.above?.message}
                  {...amount(`metadata.surcharge.${index}.above`)}
                />
                <TextField
                  label={
                    <>
                      <span className="sr-only">Band {index + 1} </span>Rate (%)
                    </>
                  }
                  inputMode="decimal"
                  error={metaErrors?.surcharge?.[index]?.rate?.message}
                  {...register(`metadata.surcharge.${index}.rate`)}
                />
                <Button
                  variant="ghost"
                  className="mt-7 px-2.5 text-red-600 hover:text-red-700"
                  aria-label={`Remove surcharge band ${index + 1}`}
                  onClick={() => surcharge.remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>

      <FormActions
        cancelTo={editing ? `/tax-regimes/${regime.id}` : '/tax-regimes'}
        submitLabel={editing ? 'Update Tax Regime' : 'Create Tax Regime'}
        pendingLabel="Saving..."
        pending={save.isPending}
      />
    </form>
  );
}
