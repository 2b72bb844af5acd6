import { roleLabel } from '@hrms/contracts/roles';
import type { OidcProvider, SignInPolicy } from '@hrms/contracts/sign-in';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { CopyButton } from '@/components/ui/CopyButton';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { ApiError, errorMessage } from '@/lib/api';
import { useSaveSignInPolicy, useSignInPolicy } from '../api';
import { jitRoleText, policyFailure, providersWithout } from '../singleSignOn';
import { OidcProviderDialog } from './OidcProviderDialog';

const TITLE = 'Single sign-on';
const EXPLANATION =
  "The company's people can sign in through its identity providers (OpenID Connect) with their work e-mail address.";

/** Which provider dialog is open: adding one, or editing the one at `index`. */
type Editing = { index: number | null } | null;

/**
 * A company's single sign-on on its page: whether a password still signs its people in, and its OpenID Connect
 * providers. Anyone who may read the sign-in policy sees it; update-company-settings changes it.
 */
export function SingleSignOnCard({ companyId, canEdit }: { companyId: number; canEdit: boolean }) {
  const policy = useSignInPolicy(companyId);
  const [editing, setEditing] = useState<Editing>(null);
  if (policy.error instanceof ApiError && policy.error.status === 403) return null;
  const providers = policy.data?.oidc_providers ?? [];
  const full = providers.length >= 10;
  return (
    <SectionCard
      title={TITLE}
      description={EXPLANATION}
      actions={
        canEdit && policy.data ? (
          <Button
            variant="secondary"
            size="sm"
            icon={Plus}
            disabled={full}
            title={full ? 'A company has at most 10 providers.' : undefined}
            onClick={() => setEditing({ index: null })}
          >
            Add provider
          </Button>
        ) : null
      }
    >
      {policy.isPending ? (
        <LoadingState label="Loading single sign-on..." />
      ) : policy.isError ? (
        <ErrorBanner message={errorMessage(policy.error, 'Failed to load the sign-in policy')} />
      ) : (
        <SingleSignOn policy={policy.data} canEdit={canEdit} onEdit={(index) => setEditing({ index })} />
      )}
      {editing && policy.data ? (
        <OidcProviderDialog
          companyId={companyId}
          providers={policy.data.oidc_providers}
          index={editing.index}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </SectionCard>
  );
}

function SingleSignOn({
  policy,
  canEdit,
  onEdit,
}: {
  policy: SignInPolicy;
  canEdit: boolean;
  onEdit: (index: number) => void;
}) {
  const passwordSave = useSaveSignInPolicy(policy.company_id);
  const removal = useSaveSignInPolicy(policy.company_id);
  const [removing, setRemoving] = useState<OidcProvider | null>(null);

  function confirmRemoval() {
    if (!removing) return;
    removal.mutate(
      { oidc_providers: providersWithout(policy.oidc_providers, removing.slug) },
      { onSettled: () => setRemoving(null) },
    );
  }

  return (
    <div className="space-y-4">
      {canEdit ? (
        <div className="space-y-3">
          <SuccessBanner
            message={passwordSave.isSuccess ? 'Sign-in policy saved.' : null}
            onDismiss={passwordSave.reset}
          />
          <ErrorBanner
            message={
              passwordSave.isError
                ? policyFailure(passwordSave.error, 'Failed to save the sign-in policy')
                : null
            }
            onDismiss={passwordSave.reset}
          />
          <CheckboxField
            label="Allow password sign-in"
            hint="Turn it off to make everyone of the company sign in through single sign-on (super admins keep their password as the way back in)."
            checked={policy.password_sign_in}
            disabled={passwordSave.isPending}
            aria-busy={passwordSave.isPending || undefined}
            onChange={(event) => passwordSave.mutate({ password_sign_in: event.target.checked })}
          />
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          {policy.password_sign_in
            ? 'Password sign-in is allowed.'
            : 'Password sign-in is off: everyone signs in through single sign-on (super admins excepted).'}
        </p>
      )}

      <ErrorBanner
        message={removal.isError ? policyFailure(removal.error, 'Failed to remove the provider') : null}
        onDismiss={removal.reset}
      />
      {policy.oidc_providers.length ? (
        <ul aria-label="Identity providers" className="space-y-3">
          {policy.oidc_providers.map((provider, index) => (
            <ProviderItem
              key={provider.slug}
              provider={provider}
              actions={
                canEdit ? (
                  <>
                    <Button variant="secondary" size="sm" icon={Pencil} onClick={() => onEdit(index)}>
                      Edit
                      <span className="sr-only"> {provider.label}</span>
                    </Button>
                    <Button variant="secondary" size="sm" icon={Trash2} onClick={() => setRemoving(provider)}>
                      Remove
                      <span className="sr-only"> {provider.label}</span>
                    </Button>
                  </>
                ) : null
              }
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">
          {canEdit
            ? 'No identity provider yet. Add one to let people sign in with it.'
            : 'No identity provider yet.'}
        </p>
      )}

      <ConfirmDialog
        open={removing !== null}
        title="Remove provider?"
        message={
          removing
            ? `People will no longer sign in with ${removing.label}; its accounts stay and can still sign in another way.`
            : ''
        }
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={removal.isPending}
        onConfirm={confirmRemoval}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}

function ProviderItem({ provider, actions }: { provider: OidcProvider; actions: ReactNode }) {
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h3 className="font-medium break-words text-slate-900">{provider.label}</h3>
          <Badge tone={provider.enabled ? 'green' : 'gray'}>
            {provider.enabled ? 'Enabled' : 'Disabled'}
          </Badge>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <dl className="space-y-2">
        <Detail label="Slug">
          <span className="font-mono">{provider.slug}</span>
        </Detail>
        <Detail label="Issuer">
          <span className="break-all">{provider.issuer_url}</span>
        </Detail>
        <Detail label="Client ID">
          <span className="break-all">{provider.client_id}</span>
        </Detail>
        <Detail label="Allowed e-mail domains">{provider.allowed_domains.join(', ')}</Detail>
      </dl>
      <p className="text-slate-700">{jitRoleText(provider.jit_role, roleLabel)}</p>
      <div className="space-y-1.5">
        <p className="text-xs font-medium text-slate-500">Redirect URI to register at the provider</p>
        <code className="block rounded-md border border-slate-200 bg-slate-50 px-2 py-1.5 font-mono text-xs break-all text-slate-900 select-all">
          {provider.redirect_uri}
        </code>
        <CopyButton text={provider.redirect_uri} label={`Copy the redirect URI of ${provider.label}`} />
      </div>
    </li>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="text-xs font-medium text-slate-500 sm:text-sm">{label}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}
