import { zodResolver } from '@hookform/resolvers/zod';
import { roleLabel } from '@hrms/contracts/roles';
import type { OidcProvider } from '@hrms/contracts/sign-in';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { FormDialog } from '@/components/ui/FormDialog';
import { PasswordField } from '@/components/ui/PasswordField';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { useRoleChoices, useSaveSignInPolicy } from '../api';
import {
  dialogFailure,
  PROVIDER_FIELDS,
  providerFieldOf,
  providerForm,
  providerFormValues,
  providersWith,
} from '../singleSignOn';

type OidcProviderDialogProps = {
  companyId: number;
  /** The company's providers as stored. */
  providers: readonly OidcProvider[];
  /** The place in `providers` of the one edited; null to add one. */
  index: number | null;
  onClose: () => void;
};

/**
 * "Add provider" / "Edit provider": one OpenID Connect provider of the company. Saving sends the company's whole
 * list with this one written (PUT /companies/{id}/sign-in-policy); the stored secret stays unless one is typed.
 */
export function OidcProviderDialog({ companyId, providers, index, onClose }: OidcProviderDialogProps) {
  const formId = useId();
  const edited = index === null ? undefined : providers[index];
  // Where the provider sits in the list sent, for the server's `oidc_providers.N.field` messages.
  const position = edited && index !== null ? index : providers.length;
  const save = useSaveSignInPolicy(companyId);
  const roleChoices = useRoleChoices(edited?.jit_role ? [edited.jit_role] : []);
  const schema = useMemo(
    () =>
      providerForm({
        otherSlugs: providers.filter((p) => p !== edited).map((p) => p.slug),
        storedSecretSlug: edited?.has_client_secret ? edited.slug : null,
      }),
    [providers, edited],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: providerFormValues(edited) });

  const roles = roleChoices.names;
  const roleOptions = [
    { value: '', label: 'None — only existing accounts' },
    ...roles.map((name) => ({ value: name, label: roleLabel(name) })),
  ];

  const onSubmit = handleSubmit((written) =>
    save.mutate(
      { oidc_providers: providersWith(providers, written, edited ? position : null) },
      {
        onSuccess: onClose,
        onError: (error) =>
          applyServerErrors(setError, error, {
            fields: PROVIDER_FIELDS,
            rename: (key) => providerFieldOf(key, position) ?? key,
          }),
      },
    ),
  );

  const title = edited ? `Edit provider ${edited.label}` : 'Add provider';
  return (
    <FormDialog
      title={title}
      description="An OpenID Connect identity provider (Google Workspace, Microsoft Entra ID, Okta and the like) the company's people sign in with."
      size="lg"
      onClose={onClose}
      formId={formId}
      onSubmit={onSubmit}
      mutation={{ isPending: save.isPending, error: dialogFailure(save.error, position), reset: save.reset }}
      fields={(key) => providerFieldOf(key, position) !== null}
      failure="Failed to save the provider"
      submitLabel="Save"
      pendingLabel="Saving..."
      formLabel={edited ? 'Edit provider' : 'Add provider'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Button label"
          required
          maxLength={60}
          autoComplete="off"
          placeholder="e.g. Google"
          hint="Shown on the sign-in page as “Sign in with …”."
          error={errors.label?.message}
          {...register('label')}
        />
        <TextField
          label="Slug"
          required
          maxLength={40}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint="Lower-case letters, digits and hyphens; part of the sign-in address, e.g. acme-google"
          error={errors.slug?.message}
          {...register('slug')}
        />
      </div>
      <TextField
        label="Issuer URL"
        type="url"
        required
        maxLength={500}
        autoComplete="off"
        spellCheck={false}
        hint="e.g. https://accounts.google.com, https://login.microsoftonline.com/<tenant>/v2.0, https://<org>.okta.com"
        error={errors.issuer_url?.message}
        {...register('issuer_url')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Client ID"
          required
          maxLength={255}
          autoComplete="off"
          spellCheck={false}
          error={errors.client_id?.message}
          {...register('client_id')}
        />
        <PasswordField
          label="Client secret"
          required={!edited?.has_client_secret}
          maxLength={1000}
          autoComplete="new-password"
          placeholder={edited?.has_client_secret ? 'Leave empty to keep the stored secret' : undefined}
          error={errors.client_secret?.message}
          {...register('client_secret')}
        />
      </div>
      <TextField
        label="Allowed e-mail domains"
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="e.g. acme.com, acme.in"
        hint="Separated by commas or spaces: only addresses at these domains may sign in with this provider."
        error={errors.allowed_domains?.message}
        {...register('allowed_domains')}
      />
      <SelectField
        label="Role for accounts made at first sign-in"
        options={roleOptions}
        disabled={roleChoices.isPending}
        hint="With a role, someone without an HRMS account gets one holding it at their first sign-in."
        error={errors.jit_role?.message}
        {...register('jit_role')}
      />
      <CheckboxField
        label="Enabled"
        hint="Only an enabled provider shows its button on the sign-in page."
        error={errors.enabled?.message}
        {...register('enabled')}
      />
    </FormDialog>
  );
}
