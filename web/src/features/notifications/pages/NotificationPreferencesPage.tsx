import type { NotificationPreference } from '@hrms/contracts/notifications';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Badge } from '@/components/ui/Badge';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FormActions } from '@/components/ui/FormActions';
import { LoadingState } from '@/components/ui/LoadingState';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { formFailure } from '@/lib/formFailure';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api';

const TITLE = 'Notification Preferences';

type PreferencesForm = { preferences: Pick<NotificationPreference, 'event' | 'email'>[] };

const toForm = (preferences: readonly NotificationPreference[]): PreferencesForm => ({
  preferences: preferences.map(({ event, email }) => ({ event, email })),
});

/** /notifications/preferences: which events also reach the user by e-mail (in-app is always on). */
export function NotificationPreferencesPage() {
  const preferences = useNotificationPreferences();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={TITLE}
        description="Every notification shows in the app. Choose which of them also reach you by e-mail."
      />
      <ErrorBanner
        message={
          preferences.isError
            ? errorMessage(preferences.error, 'Failed to load your notification preferences')
            : null
        }
      />
      {preferences.isPending ? <LoadingState label="Loading your preferences..." /> : null}
      {preferences.data ? <PreferencesForm preferences={preferences.data} /> : null}
    </div>
  );
}

function PreferencesForm({ preferences }: { preferences: readonly NotificationPreference[] }) {
  const save = useSaveNotificationPreferences();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PreferencesForm>({ defaultValues: toForm(preferences) });

  // The saved answer (or a refetch) becomes the form's new starting point.
  useEffect(() => {
    reset(toForm(preferences));
  }, [preferences, reset]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, { onError: (error) => applyServerErrors(setError, error) }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={TITLE} className="space-y-6">
      <SuccessBanner
        message={save.isSuccess ? 'Your notification preferences were saved.' : null}
        onDismiss={save.reset}
      />
      <ErrorBanner
        message={formFailure(
          save.error,
          (field) => /^preferences\.\d+\.email$/.test(field),
          'Failed to save your notification preferences',
        )}
        onDismiss={save.reset}
      />
      <SectionCard
        title="E-mail"
        description="In-app notifications cannot be turned off; e-mail can, event by event."
        bodyClassName="divide-y divide-slate-100"
      >
        {preferences.map((preference, index) => (
          <div
            key={preference.event}
            className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-start sm:justify-between"
          >
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-900">{preference.label}</p>
              <p className="mt-0.5 text-sm text-slate-500">{preference.description}</p>
            </div>
            <div className="flex shrink-0 items-center gap-4">
              <Badge tone="gray">In-app: always</Badge>
              <CheckboxField
                // The visible "E-mail me" is the start of the name; the event makes each box's name unique.
                label={
                  <>
                    E-mail me<span className="sr-only"> about: {preference.label}</span>
                  </>
                }
                error={errors.preferences?.[index]?.email?.message}
                {...register(`preferences.${index}.email`)}
              />
            </div>
          </div>
        ))}
      </SectionCard>
      <FormActions
        cancelTo="/notifications"
        submitLabel="Save preferences"
        pendingLabel="Saving..."
        pending={save.isPending}
      />
    </form>
  );
}
