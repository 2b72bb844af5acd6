import { zodResolver } from '@hookform/resolvers/zod';
import type { TaxDeclaration } from '@hrms/contracts/tax-year';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FieldGroup, FieldsetCard } from '@/components/ui/FieldsetCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { TextField } from '@/components/ui/TextField';
import { cite, useStatute } from '@/features/statute';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { formatINR } from '@/lib/format';
import { formFailure } from '@/lib/formFailure';
import { useSaveTaxDeclaration } from '../api';
import {
  type DeclarationFormOutput,
  type DeclarationFormValues,
  declarationForm,
  declarationFormValues,
  declarationRequest,
  isDeclarationFormField,
  PREVIOUS_FIELDS,
  PREVIOUS_LABELS,
  yearlyRent,
} from '../declarationForm';
import { AmountField } from './AmountField';

/**
 * The year's declarations in one form: rent for the HRA exemption (rule 2A), Chapter VI-A and s.24(b)
 * amounts, LTA, other income and a previous employer's figures (Form 12B). The server's messages land under
 * each field.
 */
export function DeclarationsForm({ declaration }: { declaration: TaxDeclaration }) {
  const save = useSaveTaxDeclaration(declaration.employee_id, declaration.financial_year);
  const statute = useStatute(declaration.financial_year).data;
  const s = (key: Parameters<typeof cite>[1]) => (statute ? cite(statute, key, true) : '');
  const [saved, setSaved] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    reset,
    formState: { errors, isDirty },
  } = useForm<DeclarationFormValues, unknown, DeclarationFormOutput>({
    resolver: zodResolver(declarationForm),
    defaultValues: declarationFormValues(declaration),
  });
  const rent = yearlyRent(useWatch({ control, name: 'declarations.rent_paid_monthly' }));
  const e = errors.declarations;
  const p = errors.previous_employment;

  const onSubmit = handleSubmit((output) => {
    setSaved(null);
    save.mutate(declarationRequest(output, declaration.regime), {
      onSuccess: ({ message, tax_declaration }) => {
        reset(declarationFormValues(tax_declaration));
        setSaved(message);
      },
      onError: (error) => applyServerErrors(setError, error),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Tax declarations" className="space-y-6">
      {declaration.regime === 'new' ? (
        <p className="flex gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          You are on the new regime{statute ? ` (${s('new_regime')})` : ''}: it ignores these declarations —
          only your employer's NPS contribution{statute ? ` (${s('nps_employer')})` : ''} and the standard
          deduction count. They count if you switch to the old regime.
        </p>
      ) : null}
      <ErrorBanner
        message={formFailure(save.error, isDeclarationFormField, 'Failed to save the tax declaration')}
        onDismiss={save.reset}
      />

      <FieldsetCard
        legend={`Rent (HRA exemption${statute ? `, ${s('hra')}` : ''})`}
        description="The exemption is the least of the HRA received, the rent above a share of your salary, and a share of your salary that is larger in a metro city, worked out month by month (rule 2A)."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <AmountField
            label="Rent paid per month"
            hint={rent ? `${formatINR(rent)} a year.` : undefined}
            error={e?.rent_paid_monthly?.message}
            {...register('declarations.rent_paid_monthly')}
          />
          <CheckboxField
            label="I live in a metro city"
            hint="Metro means Delhi, Mumbai, Kolkata or Chennai."
            containerClassName="sm:pt-7"
            {...register('declarations.metro_city')}
          />
          <TextField
            label="Landlord’s name"
            autoComplete="off"
            maxLength={150}
            error={e?.landlord_name?.message}
            {...register('declarations.landlord_name')}
          />
          <TextField
            label="Landlord’s PAN"
            autoComplete="off"
            maxLength={10}
            className="uppercase"
            hint={
              declaration.landlord_pan_above === null
                ? undefined
                : `Required when the rent is more than ${formatINR(declaration.landlord_pan_above)} a year (CBDT circular 8/2013).`
            }
            error={e?.landlord_pan?.message}
            {...register('declarations.landlord_pan')}
          />
        </div>
      </FieldsetCard>

      <FieldsetCard legend="Deductions" description="Amounts for the whole financial year.">
        <div className="grid gap-5 sm:grid-cols-2">
          <AmountField
            label="Investments under s.80C"
            hint="Your PF and VPF count automatically: enter only the rest (PPF, ELSS, life insurance, tuition fees...)."
            error={e?.section_80c?.message}
            {...register('declarations.section_80c')}
          />
          <AmountField
            label="Own NPS contribution, s.80CCD(1B)"
            error={e?.section_80ccd_1b?.message}
            {...register('declarations.section_80ccd_1b')}
          />
          <AmountField
            label="Health insurance, self and family (s.80D)"
            error={e?.section_80d_self?.message}
            {...register('declarations.section_80d_self')}
          />
          <FieldGroup legend="Parents’ health insurance (s.80D)">
            <div className="space-y-3">
              <AmountField
                label="Premium for parents"
                error={e?.section_80d_parents?.message}
                {...register('declarations.section_80d_parents')}
              />
              <CheckboxField
                label="A parent is a senior citizen (60 or older)"
                {...register('declarations.parents_senior')}
              />
            </div>
          </FieldGroup>
          <AmountField
            label="Interest on an education loan (s.80E)"
            error={e?.section_80e?.message}
            {...register('declarations.section_80e')}
          />
          <AmountField
            label="Donations, deductible amount (s.80G)"
            error={e?.section_80g?.message}
            {...register('declarations.section_80g')}
          />
          <AmountField
            label="Home loan interest, self-occupied (s.24(b))"
            error={e?.home_loan_interest?.message}
            {...register('declarations.home_loan_interest')}
          />
          <AmountField
            label="Leave travel (s.10(5))"
            error={e?.lta?.message}
            {...register('declarations.lta')}
          />
        </div>
      </FieldsetCard>

      <FieldsetCard
        legend="Other income"
        description="Interest and other income you want taxed through your salary."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <AmountField
            label="Other income for the year"
            error={errors.other_income?.message}
            {...register('other_income')}
          />
        </div>
      </FieldsetCard>

      <FieldsetCard
        legend={`Previous employment in ${statute?.year_short ?? declaration.financial_year}${statute ? ` (${statute.forms.previous_employment})` : ''}`}
        description={`What an earlier employer paid and deducted this year, from their ${statute?.forms.certificate ?? 'salary certificate'} or payslips.`}
      >
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {PREVIOUS_FIELDS.map((field) => (
            <AmountField
              key={field}
              label={PREVIOUS_LABELS[field]}
              error={p?.[field]?.message}
              {...register(`previous_employment.${field}`)}
            />
          ))}
        </div>
      </FieldsetCard>

      <SuccessBanner message={saved} onDismiss={() => setSaved(null)} />
      <div className="flex justify-end">
        <Button
          type="submit"
          loading={save.isPending}
          disabled={!isDirty && !save.isError}
          className="w-full sm:w-auto"
        >
          {save.isPending ? 'Saving...' : 'Save declarations'}
        </Button>
      </div>
    </form>
  );
}
