import { zodResolver } from '@hookform/resolvers/zod';
import {
  DECLARATION_LABELS,
  DECLARATION_STATUTE,
  type DeclarationSection,
  type TaxDeclaration,
} from '@hrms/contracts/tax-year';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { DateField } from '@/components/ui/DateField';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FieldGroup, FieldsetCard } from '@/components/ui/FieldsetCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { TextField } from '@/components/ui/TextField';
import { Why } from '@/components/ui/Why';
import { cite, useStatute } from '@/features/statute';
import { applyServerErrors } from '@/lib/applyServerErrors';
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
} from '../declarationForm';
import { type TaxSubject, their, they, Whose, whoIs, whose } from '../subject';
import { AmountField } from './AmountField';
import { CodeField } from './CodeField';
import { RentFieldset } from './RentFieldset';

/**
 * The year's declarations in one form: rent and landlords for the HRA exemption, the deductions with the
 * year's sections, the home loan's lender, LTA, other income and a previous employer's particulars (Form 122
 * / 12B). The server's messages land under each field.
 */
export function DeclarationsForm({
  declaration,
  subject,
}: {
  declaration: TaxDeclaration;
  subject: TaxSubject;
}) {
  const save = useSaveTaxDeclaration(declaration.employee_id, declaration.financial_year);
  const statute = useStatute(declaration.financial_year).data;
  const s = (key: Parameters<typeof cite>[1]) => (statute ? cite(statute, key, true) : '');
  /** A declaration's words with the year's section: "Leave travel (Schedule III)". */
  const label = (section: DeclarationSection) =>
    statute
      ? `${DECLARATION_LABELS[section]} (${s(DECLARATION_STATUTE[section])})`
      : DECLARATION_LABELS[section];
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<DeclarationFormValues, unknown, DeclarationFormOutput>({
    resolver: zodResolver(declarationForm),
    defaultValues: declarationFormValues(declaration),
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = form;
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
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Tax declarations" className="space-y-6">
        {declaration.regime === 'new' ? (
          <div className="flex gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div className="min-w-0">
              <p data-description>
                {whoIs(subject)} on the new regime: it ignores these declarations — only {their(subject)}{' '}
                employer's NPS contribution and the standard deduction count. They count if {they(subject)}{' '}
                switch to the old regime.
              </p>
              {statute ? (
                <Why>
                  The new regime is the default under {cite(statute, 'new_regime')} of the {statute.act}; of
                  the deductions it allows only the employer's NPS contribution ({s('nps_employer')}).
                </Why>
              ) : null}
            </div>
          </div>
        ) : null}
        <ErrorBanner
          message={formFailure(save.error, isDeclarationFormField, 'Failed to save the tax declaration')}
          onDismiss={save.reset}
        />

        <RentFieldset declaration={declaration} hraSection={s('hra')} subject={subject} />

        <FieldsetCard legend="Deductions" description="Amounts for the whole financial year.">
          <div className="grid gap-5 sm:grid-cols-2">
            <AmountField
              label={label('section_80c')}
              hint={`${Whose(subject)} PF and VPF count automatically: enter only the rest (PPF, ELSS, life insurance, tuition fees...).`}
              error={e?.section_80c?.message}
              {...register('declarations.section_80c')}
            />
            <AmountField
              label={label('section_80ccd_1b')}
              error={e?.section_80ccd_1b?.message}
              {...register('declarations.section_80ccd_1b')}
            />
            <AmountField
              label={label('section_80d_self')}
              error={e?.section_80d_self?.message}
              {...register('declarations.section_80d_self')}
            />
            <FieldGroup legend={label('section_80d_parents')}>
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
              label={label('section_80e')}
              error={e?.section_80e?.message}
              {...register('declarations.section_80e')}
            />
            <AmountField
              label={label('section_80g')}
              error={e?.section_80g?.message}
              {...register('declarations.section_80g')}
            />
            <AmountField
              label={label('home_loan_interest')}
              error={e?.home_loan_interest?.message}
              {...register('declarations.home_loan_interest')}
            />
            <TextField
              label="Lender of the home loan"
              autoComplete="off"
              maxLength={150}
              error={e?.housing_loan_lender?.name?.message}
              {...register('declarations.housing_loan_lender.name')}
            />
            <CodeField
              label="Lender’s PAN"
              maxLength={10}
              error={e?.housing_loan_lender?.pan?.message}
              {...register('declarations.housing_loan_lender.pan')}
            />
            <AmountField label={label('lta')} error={e?.lta?.message} {...register('declarations.lta')} />
          </div>
        </FieldsetCard>

        <FieldsetCard
          legend="Other income"
          description={`Interest and other income to be taxed through ${whose(subject)} salary.`}
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
            <TextField
              label="Previous employer"
              autoComplete="organization"
              maxLength={150}
              error={p?.employer_name?.message}
              {...register('previous_employment.employer_name')}
            />
            <CodeField
              label="Previous employer’s TAN"
              maxLength={10}
              error={p?.employer_tan?.message}
              {...register('previous_employment.employer_tan')}
            />
            <div className="grid grid-cols-2 gap-3">
              <DateField
                label="Worked from"
                error={p?.from?.message}
                {...register('previous_employment.from')}
              />
              <DateField label="Worked to" error={p?.to?.message} {...register('previous_employment.to')} />
            </div>
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
    </FormProvider>
  );
}
