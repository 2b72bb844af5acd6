import { zodResolver } from '@hookform/resolvers/zod';
import {
  type LetterSettings,
  type LetterSettingsRequest,
  letterSettingsRequest,
} from '@hrms/contracts/letters';
import { Building2, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { TextField } from '@/components/ui/TextField';
import { useChosenOrOwnCompany } from '@/features/organisation';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { formFailure } from '@/lib/formFailure';
import { useLetterSettings, useSaveLetterSettings } from '../api';
import { LettersFrame } from '../components/LettersFrame';
import {
  nextNumberWith,
  SETTINGS_FIELDS,
  type SettingsFormValues,
  settingsFormValues,
} from '../settingsForm';

/**
 * /letters/settings (manage-letters): a company's letter numbering (its prefix; the series starts again each
 * April) and who signs the letters. A super admin chooses the company.
 */
export function LetterSettingsPage() {
  const { companyId, ready, picker } = useChosenOrOwnCompany();
  const known = ready && companyId !== null;
  const settings = useLetterSettings(companyId, known);
  return (
    <LettersFrame>
      {picker}
      {known ? (
        <QueryFrame
          query={settings}
          failure="Failed to load the letter settings"
          loadingLabel="Loading the settings..."
        >
          {(shown) => <SettingsForm key={shown.company_id} settings={shown} companyId={companyId} />}
        </QueryFrame>
      ) : ready ? (
        <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <EmptyState
            icon={Building2}
            title="No company"
            hint="Your account is not linked to an employee of a company, so it has no letter settings."
          />
        </div>
      ) : null}
    </LettersFrame>
  );
}

function SettingsForm({ settings, companyId }: { settings: LetterSettings; companyId: number }) {
  const save = useSaveLetterSettings(companyId);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<SettingsFormValues, unknown, LetterSettingsRequest>({
    resolver: zodResolver(letterSettingsRequest),
    defaultValues: settingsFormValues(settings),
  });
  const prefix = useWatch({ control, name: 'number_prefix' });

  const onSubmit = handleSubmit((body) => {
    setDone(null);
    save.mutate(body, {
      onSuccess: (answer) => {
        reset(settingsFormValues(answer.letter_settings));
        setDone(answer.message);
      },
      onError: (error) => applyServerErrors(setError, error, { fields: SETTINGS_FIELDS }),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Letter settings" className="space-y-6">
      <SuccessBanner message={done} onDismiss={() => setDone(null)} />
      <ErrorBanner
        message={formFailure(save.error, SETTINGS_FIELDS, 'Failed to save the letter settings')}
        onDismiss={save.reset}
      />
      <SectionCard
        title="Numbering"
        description="Each letter is numbered when it is issued: the prefix, the financial year and a sequence that starts again each April."
      >
        <TextField
          label="Number prefix"
          required
          maxLength={20}
          autoComplete="off"
          hint="Letters, digits, hyphens and slashes, e.g. DEMO/HR."
          error={errors.number_prefix?.message}
          {...register('number_prefix')}
        />
        <DetailList>
          <DetailItem label="Next number">
            <span className="font-mono" aria-live="polite">
              {nextNumberWith(settings, prefix)}
            </span>
          </DetailItem>
        </DetailList>
      </SectionCard>
      <SectionCard
        title="Signatory"
        description="Who signs the letters: printed under every letter, and wherever a template writes {{company.signatory_name}} or {{company.signatory_designation}}."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Signatory’s name"
            maxLength={100}
            autoComplete="off"
            placeholder="e.g. Aditi Rao"
            error={errors.signatory_name?.message}
            {...register('signatory_name')}
          />
          <TextField
            label="Signatory’s designation"
            maxLength={100}
            autoComplete="off"
            placeholder="e.g. Director, People"
            error={errors.signatory_designation?.message}
            {...register('signatory_designation')}
          />
        </div>
      </SectionCard>
      <div className="flex justify-end">
        <Button type="submit" icon={Save} loading={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}
