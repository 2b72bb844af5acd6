import { zodResolver } from '@hookform/resolvers/zod';
import type { SalaryComponent } from '@hrms/contracts/compensation';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FormActions } from '@/components/ui/FormActions';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { useWageExclusionClauses } from '@/features/statutory';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { formFailure } from '@/lib/formFailure';
import { useCountries, useSaveSalaryComponent } from '../api';
import { componentForm, componentFormValues, NEW_COMPONENT, WAGE_CLASS_OPTIONS } from '../componentForm';

const FIELDS = new Set([
  'name',
  'code',
  'type',
  'calculation_type',
  'formula',
  'country_id',
  'is_statutory',
  'is_taxable',
  'is_active',
  'wage_class',
  'exclusion_clause',
  'metadata',
]);

const TYPE_OPTIONS = [
  { value: 'earning', label: 'Earning' },
  { value: 'deduction', label: 'Deduction' },
];

const CALCULATION_OPTIONS = [
  { value: 'fixed', label: 'Fixed Amount' },
  { value: 'percentage', label: 'Percentage-based' },
  { value: 'formula', label: 'Formula' },
];

type SalaryComponentFormProps = {
  /** The component being edited; a new one is created without it. */
  component?: SalaryComponent;
  onSaved: (answer: { message: string; salary_component: SalaryComponent }) => void;
};

/** The one component form, for /salary-components/create and /salary-components/{id}/edit. */
export function SalaryComponentForm({ component, onSaved }: SalaryComponentFormProps) {
  const countries = useCountries();
  const save = useSaveSalaryComponent(component?.id);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(componentForm),
    defaultValues: component ? componentFormValues(component) : NEW_COMPONENT,
  });
  const calculation = useWatch({ control, name: 'calculation_type' });
  const type = useWatch({ control, name: 'type' });
  const wageClass = useWatch({ control, name: 'wage_class' });
  const clauses = useWageExclusionClauses();

  // Once the countries are there, the select shows the component's.
  const countryList = countries.data;
  useEffect(() => {
    if (countryList?.length) setValue('country_id', getValues('country_id'));
  }, [countryList, getValues, setValue]);

  const onSubmit = handleSubmit((body) =>
    save.mutate(body, { onSuccess: onSaved, onError: (error) => applyServerErrors(setError, error) }),
  );

  const editing = component !== undefined;
  // Payroll finds system components by code and country, so the server keeps those two fixed.
  const locked = component?.is_system_defined ?? false;
  const countryOptions = (countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? 'Edit Salary Component' : 'Add Salary Component'}
      className="space-y-6"
    >
      <ErrorBanner
        message={formFailure(
          save.error,
          (field) => FIELDS.has(field) || field.startsWith('metadata'),
          editing ? 'Failed to update salary component' : 'Failed to create salary component',
        )}
        onDismiss={save.reset}
      />

      <SectionCard title="Component Details">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Component Name" required error={errors.name?.message} {...register('name')} />
          {locked ? (
            <TextField
              label="Component Code"
              value={component?.code}
              readOnly
              disabled
              hint="The code of a system-defined component cannot be changed."
            />
          ) : (
            <TextField
              label="Component Code"
              required
              autoCapitalize="characters"
              placeholder="e.g. SPECIAL_ALLOWANCE"
              hint="Letters, digits and underscores; formulas refer to the component by this code."
              error={errors.code?.message}
              {...register('code')}
            />
          )}
          <SelectField
            label="Type"
            required
            error={errors.type?.message}
            options={TYPE_OPTIONS}
            {...register('type')}
          />
          <SelectField
            label="Calculation Type"
            required
            error={errors.calculation_type?.message}
            options={CALCULATION_OPTIONS}
            {...register('calculation_type')}
          />
          {calculation === 'formula' ? (
            <TextAreaField
              label="Formula"
              required
              rows={2}
              spellCheck={false}
              placeholder="e.g. BASIC * 0.4"
              containerClassName="sm:col-span-2"
              className="font-mono"
              hint="Use component codes as variables, e.g. BASIC * 0.4 or max(BASIC * 0.1, 1500). Numbers, + - * / ( ), min() and max() are allowed."
              error={errors.formula?.message}
              {...register('formula')}
            />
          ) : null}
          {locked ? (
            <TextField
              label="Country"
              value={component?.country.name}
              readOnly
              disabled
              hint="The country of a system-defined component cannot be changed."
            />
          ) : (
            <SelectField
              label="Country"
              required
              placeholder={countries.isPending ? 'Loading countries...' : 'Select a country'}
              error={errors.country_id?.message}
              options={countryOptions}
              {...register('country_id')}
            />
          )}
        </div>
      </SectionCard>

      <SectionCard title="Properties">
        <div className="grid gap-5 sm:grid-cols-3">
          <CheckboxField
            label="Statutory Component"
            hint="Required by law (PF, ESIC, professional tax, TDS)."
            {...register('is_statutory')}
          />
          <CheckboxField label="Taxable" hint="Counts towards taxable income." {...register('is_taxable')} />
          <CheckboxField label="Active" hint="Offered in salary structures." {...register('is_active')} />
        </div>
      </SectionCard>

      {type === 'earning' ? (
        <SectionCard
          title="Wages under the Labour Codes"
          description="Whether this earning counts as wages, the base of PF, ESIC and gratuity under the Labour Codes. Basic pay, DA, retaining allowance and any allowance the law does not exclude (a special allowance, for one) are wages; if the excluded earnings pass the share of all remuneration the rules set, the excess counts as wages too."
          why="The Code on Wages, 2019, s.2(y): what wages include, the payments its clauses exclude, and its first proviso, which counts excluded payments beyond one-half of all remuneration as wages."
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label="Class"
              required
              options={WAGE_CLASS_OPTIONS}
              hint="Not remuneration: reimbursed expenses and employer contributions, left out of the test."
              error={errors.wage_class?.message}
              {...register('wage_class')}
            />
            {wageClass === 'excluded' ? (
              <SelectField
                label="Excluded by"
                required
                placeholder={clauses.isPending ? 'Loading the clauses...' : 'Choose the clause of s.2(y)'}
                options={(clauses.data ?? []).map((c) => ({
                  value: c.clause,
                  label: `(${c.clause}) ${c.label}${c.counted ? '' : ' — not counted in the test'}`,
                }))}
                error={errors.exclusion_clause?.message}
                {...register('exclusion_clause')}
              />
            ) : null}
          </div>
        </SectionCard>
      ) : null}

      <SectionCard title="Additional Information">
        <TextAreaField
          label="Metadata (JSON)"
          rows={5}
          spellCheck={false}
          className="font-mono text-xs"
          placeholder='e.g. {"employee_rate": 12, "wage_ceiling": 15000}'
          hint="Optional settings payroll reads for this component, as a JSON object."
          error={errors.metadata?.message}
          {...register('metadata')}
        />
      </SectionCard>

      <FormActions
        cancelTo={editing ? `/salary-components/${component.id}` : '/salary-components'}
        submitLabel={editing ? 'Update Component' : 'Create Component'}
        pendingLabel="Saving..."
        pending={save.isPending}
      />
    </form>
  );
}
