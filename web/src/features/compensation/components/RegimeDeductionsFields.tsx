import type { TaxRegimeRequest } from '@hrms/contracts/compensation';
import { TAX_REGIME_KINDS } from '@hrms/contracts/tax-year';
import { type Control, type FieldErrors, get, type UseFormRegister, useWatch } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { DEDUCTION_CAPS, regimeKindLabel } from '../labels';
import type { RegimeFormValues } from '../regimeForm';

type Props = {
  register: UseFormRegister<RegimeFormValues>;
  control: Control<RegimeFormValues, unknown, TaxRegimeRequest>;
  errors: FieldErrors<RegimeFormValues>;
};

const errorAt = (errors: FieldErrors<RegimeFormValues>, path: string): string | undefined =>
  (get(errors, path) as { message?: string } | undefined)?.message;

const KIND_OPTIONS = [
  { value: '', label: 'Not set (not an Indian regime)' },
  ...TAX_REGIME_KINDS.map((value) => ({ value, label: regimeKindLabel(value) })),
];

const HRA_PERCENTS = [
  ['metro_percent', 'Share of salary in a metro (%)', 'Delhi, Mumbai, Kolkata and Chennai.'],
  ['other_percent', 'Share of salary elsewhere (%)', undefined],
  ['rent_excess_percent', 'Rent above this share of salary (%)', 'Rent paid less this share of salary.'],
] as const;

/**
 * The regime form's "Exemptions and Deductions": which Indian regime it is and what it allows besides the
 * standard deduction, each a yearly cap in rupees (blank: not allowed). A new-regime kind allows only
 * s.80CCD(2) (s.115BAC(2)), so only that is offered then; the other caps are kept as they are.
 */
export function RegimeDeductionsFields({ register, control, errors }: Props) {
  const kind = useWatch({ control, name: 'metadata.kind' });
  const hasHra = useWatch({ control, name: 'metadata.deductions.has_hra' });
  const noDeductions = useWatch({ control, name: 'metadata.no_deductions' });
  const at = (path: string) => errorAt(errors, path);

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        label="Kind"
        hint="An employee's choice of the new or old regime picks the regime of that kind."
        options={KIND_OPTIONS}
        error={at('metadata.kind')}
        {...register('metadata.kind')}
      />
      <TextField
        label="Employer NPS, s.80CCD(2) (% of BASIC + DA)"
        inputMode="decimal"
        hint="Blank: not allowed."
        error={at('metadata.deductions.employer_nps_percent')}
        {...register('metadata.deductions.employer_nps_percent')}
      />
      {noDeductions ? (
        <p className="text-sm text-slate-500 sm:col-span-2">
          “No deductions allowed” is ticked: none of these applies.
        </p>
      ) : null}
      {kind === 'new' ? (
        <p className="text-sm text-slate-500 sm:col-span-2">
          The new regime allows no exemption or deduction but the employer's NPS contribution.
        </p>
      ) : (
        <>
          <CheckboxField
            label="House rent allowance"
            hint="The least of HRA received, rent above a share of salary, and a share of salary, month by month."
            containerClassName="sm:col-span-2"
            {...register('metadata.deductions.has_hra')}
          />
          {hasHra ? (
            <fieldset className="grid gap-5 rounded-lg border border-slate-200 p-4 sm:col-span-2 sm:grid-cols-2">
              <legend className="px-1 text-sm font-medium text-slate-700">
                House rent allowance (rule 2A)
              </legend>
              {HRA_PERCENTS.map(([field, label, hint]) => (
                <TextField
                  key={field}
                  label={label}
                  inputMode="decimal"
                  required
                  hint={hint}
                  error={at(`metadata.deductions.hra.${field}`)}
                  {...register(`metadata.deductions.hra.${field}`)}
                />
              ))}
              <TextField
                label="Landlord PAN needed above (₹ a year)"
                inputMode="decimal"
                required
                error={at('metadata.deductions.hra.landlord_pan_above')}
                {...register('metadata.deductions.hra.landlord_pan_above')}
              />
              <TextField
                label="Metro cities"
                hint="Rent paid in these earns the metro share; separate them with commas."
                containerClassName="sm:col-span-2"
                error={at('metadata.deductions.hra.metro_cities')}
                {...register('metadata.deductions.hra.metro_cities')}
              />
            </fieldset>
          ) : null}
          <CheckboxField
            label="Leave travel, s.10(5)"
            hint="Up to the LTA paid in the year."
            {...register('metadata.deductions.lta')}
          />
          <CheckboxField
            label="Education-loan interest, s.80E"
            hint="The whole interest."
            {...register('metadata.deductions.section_80e')}
          />
          <CheckboxField
            label="Donations, s.80G"
            hint="The deductible amount declared."
            {...register('metadata.deductions.section_80g')}
          />
          <TextField
            label="Senior citizen for s.80D from age"
            inputMode="numeric"
            error={at('metadata.deductions.senior_age')}
            {...register('metadata.deductions.senior_age')}
          />
          {DEDUCTION_CAPS.map(([field, label]) => (
            <TextField
              key={field}
              label={`${label} (₹)`}
              inputMode="decimal"
              hint="A yearly limit; blank: not allowed."
              error={at(`metadata.deductions.${field}`)}
              {...register(`metadata.deductions.${field}`)}
            />
          ))}
        </>
      )}
    </div>
  );
}
