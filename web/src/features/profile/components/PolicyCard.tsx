import {
  DEFAULT_PROFILE_POLICY,
  isSensitiveField,
  PROFILE_FIELD_LABELS,
  PROFILE_FIELDS,
  type ProfilePolicy,
} from '@hrms/contracts/profile';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { useChosenCompany } from '@/features/organisation';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { formFailure } from '@/lib/formFailure';
import { useProfilePolicy, useSaveProfilePolicy } from '../api';
import { modeOptions } from '../fields';

type PolicyValues = { fields: ProfilePolicy };

const NAMES = PROFILE_FIELDS.map((field) => `fields.${field}`);

/**
 * "Self-service policy" (approve-profile-changes): for each field of the profile, whether employees edit it
 * themselves, ask for a change HR approves, or leave it to HR. A sensitive field is offered only the last two.
 * A super admin chooses the company first.
 */
export function PolicyCard() {
  const { companyId, ready, picker } = useChosenCompany();
  const policy = useProfilePolicy(companyId, ready);
  return (
    <SectionCard
      title="Self-service policy"
      description="What employees may change on My Profile themselves, what changes once HR approves, and what only HR changes. Name, date of birth, current address, PAN and bank account always need an approved request with a proof."
    >
      {picker}
      <QueryFrame
        query={policy}
        failure="Failed to load the self-service policy"
        loadingLabel="Loading the policy..."
      >
        {(shown) => <PolicyForm key={shown.company_id} fields={shown.fields} companyId={companyId} />}
      </QueryFrame>
    </SectionCard>
  );
}

function PolicyForm({ fields, companyId }: { fields: Partial<ProfilePolicy>; companyId: number | null }) {
  const save = useSaveProfilePolicy();
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PolicyValues>({ defaultValues: { fields: { ...DEFAULT_PROFILE_POLICY, ...fields } } });

  const onSubmit = handleSubmit((values) => {
    setDone(null);
    save.mutate(
      { company_id: companyId ?? undefined, fields: values.fields },
      {
        onSuccess: (answer) => setDone(answer.message),
        onError: (error) => applyServerErrors(setError, error, { fields: NAMES }),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Self-service policy" className="space-y-4">
      <div className="divide-y divide-slate-100 rounded-lg border border-slate-200 px-4">
        {PROFILE_FIELDS.map((field) => (
          <SelectField
            key={field}
            label={PROFILE_FIELD_LABELS[field]}
            options={modeOptions(field)}
            hint={isSensitiveField(field) ? 'Changes only by an approved request with a proof.' : undefined}
            containerClassName="grid gap-1.5 py-3 [&>*]:mb-0 sm:grid-cols-[minmax(0,1fr)_18rem] sm:items-center sm:gap-x-4 sm:[&>p]:col-start-2"
            error={errors.fields?.[field]?.message}
            {...register(`fields.${field}`)}
          />
        ))}
      </div>
      {/* The answer shows beside Save, where the eye is after a long list. */}
      <SuccessBanner message={done} onDismiss={() => setDone(null)} />
      <ErrorBanner
        message={formFailure(save.error, NAMES, 'Failed to save the policy')}
        onDismiss={save.reset}
      />
      <div className="flex justify-end">
        <Button type="submit" icon={Save} loading={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save policy'}
        </Button>
      </div>
    </form>
  );
}
