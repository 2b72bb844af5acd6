import { zodResolver } from '@hookform/resolvers/zod';
import { roleLabel } from '@hrms/contracts/roles';
import type { SignInPolicy } from '@hrms/contracts/sign-in';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { ApiError, errorMessage } from '@/lib/api';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { formatDateTime } from '@/lib/format';
import { formFailure } from '@/lib/formFailure';
import { useRoleChoices, useSaveSignInPolicy, useSignInPolicy } from '../api';

const TITLE = 'Sign-in policy';
const EXPLANATION =
  'People holding these roles must use two-factor authentication; those without it are led through setting it up at their next sign-in.';
const FIELD = 'require_two_factor_roles';
/** The server may name the list or one of its items (require_two_factor_roles.1). */
const isRolesField = (field: string) => field === FIELD || field.startsWith(`${FIELD}.`);

/** This card's part of the policy (the single sign-on card sends its own parts). */
const twoFactorRolesForm = z.object({ require_two_factor_roles: z.array(z.string()) });
type TwoFactorRolesValues = z.infer<typeof twoFactorRolesForm>;

/**
 * A company's sign-in policy on its page: the roles whose holders must use two-factor authentication. Anyone
 * who may read it sees it; update-company-settings changes it. Hidden when the server does not show it to them.
 */
export function SignInPolicyCard({ companyId, canEdit }: { companyId: number; canEdit: boolean }) {
  const policy = useSignInPolicy(companyId);
  if (policy.error instanceof ApiError && policy.error.status === 403) return null;
  return (
    <SectionCard title={TITLE} description={EXPLANATION}>
      {policy.isPending ? (
        <LoadingState label="Loading sign-in policy..." />
      ) : policy.isError ? (
        <ErrorBanner message={errorMessage(policy.error, 'Failed to load the sign-in policy')} />
      ) : canEdit ? (
        <SignInPolicyForm policy={policy.data} />
      ) : (
        <RequiredRoles roles={policy.data.require_two_factor_roles} />
      )}
    </SectionCard>
  );
}

function RequiredRoles({ roles }: { roles: readonly string[] }) {
  if (!roles.length)
    return <p className="text-sm text-slate-500">No role requires two-factor authentication.</p>;
  return (
    <ul aria-label="Roles that must use two-factor authentication" className="flex flex-wrap gap-2">
      {roles.map((name) => (
        <li key={name}>
          <Badge tone="indigo">{roleLabel(name)}</Badge>
        </li>
      ))}
    </ul>
  );
}

function SignInPolicyForm({ policy }: { policy: SignInPolicy }) {
  const roleChoices = useRoleChoices(policy.require_two_factor_roles);
  const save = useSaveSignInPolicy(policy.company_id);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TwoFactorRolesValues>({
    resolver: zodResolver(twoFactorRolesForm),
    defaultValues: { require_two_factor_roles: policy.require_two_factor_roles },
  });

  const choices = roleChoices.names;

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { require_two_factor_roles: values.require_two_factor_roles },
      {
        onError: (error) =>
          applyServerErrors(setError, error, { rename: (field) => (isRolesField(field) ? FIELD : field) }),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={TITLE} className="space-y-4">
      <SuccessBanner message={save.isSuccess ? 'Sign-in policy saved.' : null} onDismiss={save.reset} />
      <ErrorBanner message={formFailure(save.error, isRolesField, 'Failed to save the sign-in policy')} />
      {roleChoices.isPending ? (
        <LoadingState variant="table" label="Loading roles..." />
      ) : (
        <Controller
          control={control}
          name={FIELD}
          render={({ field }) => (
            <fieldset aria-describedby={errors.require_two_factor_roles ? 'sign-in-policy-error' : undefined}>
              <legend className="text-sm font-medium text-slate-700">
                Require two-factor authentication for
              </legend>
              <div className="mt-3 space-y-3">
                {choices.map((name) => (
                  <CheckboxField
                    key={name}
                    label={roleLabel(name)}
                    name={field.name}
                    value={name}
                    checked={field.value.includes(name)}
                    onBlur={field.onBlur}
                    onChange={(event) => {
                      save.reset();
                      field.onChange(
                        event.target.checked ? [...field.value, name] : field.value.filter((n) => n !== name),
                      );
                    }}
                  />
                ))}
              </div>
              {errors.require_two_factor_roles ? (
                <p id="sign-in-policy-error" className="mt-2 text-sm text-red-600">
                  {errors.require_two_factor_roles.message}
                </p>
              ) : null}
            </fieldset>
          )}
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-slate-500">
          {policy.updated_at ? `Last changed ${formatDateTime(policy.updated_at)}` : 'Never changed'}
        </p>
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
