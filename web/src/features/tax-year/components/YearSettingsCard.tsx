import { zodResolver } from '@hookform/resolvers/zod';
import type { TaxYearSettingsRequest } from '@hrms/contracts/tax-year';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { DateField } from '@/components/ui/DateField';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { formFailure } from '@/lib/formFailure';
import { useSaveTaxYearSettings, useTaxYearSettings } from '../api';
import {
  YEAR_SETTINGS_FIELDS,
  type YearSettingsValues,
  yearSettingsForm,
  yearSettingsValues,
} from '../yearSettingsForm';

/** A company's cut-offs for the year: until when the regime may change, and the proof window. */
export function YearSettingsCard({ companyId, financialYear }: { companyId: number; financialYear: string }) {
  const settings = useTaxYearSettings(companyId, financialYear);
  return (
    <SectionCard
      title={`Year settings, FY ${financialYear}`}
      description="A date left blank is not set: the regime choice and the proofs stay open."
    >
      <QueryFrame
        query={settings}
        failure="Failed to load the year settings"
        loadingLabel="Loading the year settings..."
      >
        {(data) => (
          <SettingsForm
            key={`${companyId}-${financialYear}`}
            companyId={companyId}
            financialYear={financialYear}
            defaults={yearSettingsValues(data)}
          />
        )}
      </QueryFrame>
    </SectionCard>
  );
}

function SettingsForm({
  companyId,
  financialYear,
  defaults,
}: {
  companyId: number;
  financialYear: string;
  defaults: YearSettingsValues;
}) {
  const save = useSaveTaxYearSettings(companyId, financialYear);
  const [saved, setSaved] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<YearSettingsValues, unknown, TaxYearSettingsRequest>({
    resolver: zodResolver(yearSettingsForm),
    defaultValues: defaults,
  });
  const onSubmit = handleSubmit((body) => {
    setSaved(null);
    save.mutate(body, {
      onSuccess: ({ message, tax_year_settings }) => {
        reset(yearSettingsValues(tax_year_settings));
        setSaved(message);
      },
      onError: (error) => applyServerErrors(setError, error),
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Year settings" className="space-y-4">
      <ErrorBanner
        message={formFailure(save.error, YEAR_SETTINGS_FIELDS, 'Failed to save the year settings')}
        onDismiss={save.reset}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <DateField
          label="Regime choice until"
          hint="The last day an employee may change regime."
          error={errors.regime_choice_until?.message}
          {...register('regime_choice_until')}
        />
        <DateField
          label="Proof window from"
          error={errors.proof_window_from?.message}
          {...register('proof_window_from')}
        />
        <DateField
          label="Proof deadline"
          hint="After it, TDS counts accepted amounts only."
          error={errors.proof_deadline?.message}
          {...register('proof_deadline')}
        />
      </div>
      <SuccessBanner message={saved} onDismiss={() => setSaved(null)} />
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? 'Saving...' : 'Save year settings'}
        </Button>
      </div>
    </form>
  );
}
