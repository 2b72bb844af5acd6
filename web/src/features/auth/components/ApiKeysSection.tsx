import type { ApiKey } from '@hrms/contracts/api-keys';
import { Ban, KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { Column } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useApiKeys, useRevokeApiKey } from '../api';
import { isExpired } from '../apiKeys';
import { NewApiKeyDialog } from './NewApiKeyDialog';

/** How many permission names a row lists before "+N more" (all of them are in its tooltip). */
const NAMES_SHOWN = 3;

function PermissionsCell({ permissions }: { permissions: readonly string[] }) {
  const shown = permissions.slice(0, NAMES_SHOWN);
  const more = permissions.length - shown.length;
  return (
    <span title={permissions.join(', ')} className="inline-block max-w-xs whitespace-normal">
      <span className="font-medium text-slate-900">
        {permissions.length} {permissions.length === 1 ? 'permission' : 'permissions'}
      </span>
      <span className="block font-mono text-xs text-slate-500">
        {shown.join(', ')}
        {more > 0 ? ` +${more} more` : null}
      </span>
    </span>
  );
}

/** The signed-in user's API keys for integrations: making one (shown once), and revoking one. */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const now = Date.now();

  function revokeKey() {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: (answer) => setDone(answer.message),
      onSettled: () => setRevoking(null),
    });
  }

  const columns: Column<ApiKey>[] = [
    {
      key: 'name',
      header: 'Name',
      className: 'whitespace-normal',
      cell: (k) => (
        <span className="inline-flex flex-col items-end md:items-start">
          <span className="font-medium text-slate-900">{k.name}</span>
          <span className="font-mono text-xs text-slate-500">{k.prefix}…</span>
        </span>
      ),
    },
    {
      key: 'permissions',
      header: 'Permissions',
      cell: (k) => <PermissionsCell permissions={k.permissions} />,
    },
    { key: 'created', header: 'Created', cell: (k) => formatDateTime(k.created_at) },
    {
      key: 'expires',
      header: 'Expires',
      cell: (k) =>
        isExpired(k.expires_at, now) ? (
          <span className="inline-flex flex-wrap items-center justify-end gap-2 md:justify-start">
            <Badge tone="red">Expired</Badge>
            <span className="text-slate-500">{formatDateTime(k.expires_at)}</span>
          </span>
        ) : (
          formatDateTime(k.expires_at)
        ),
    },
    {
      key: 'last-used',
      header: 'Last used',
      cell: (k) =>
        k.last_used_at ? (
          <span className="inline-flex flex-col items-end md:items-start">
            <span>{formatDateTime(k.last_used_at)}</span>
            {k.last_used_ip ? <span className="text-xs text-slate-500">{k.last_used_ip}</span> : null}
          </span>
        ) : (
          <span className="text-slate-500">Never</span>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (k) => (
        <Button
          size="sm"
          variant="secondary"
          icon={Ban}
          aria-label={`Revoke ${k.name}`}
          loading={revoke.isPending && revoke.variables === k.id}
          onClick={() => {
            setDone(null);
            revoke.reset();
            setRevoking(k);
          }}
        >
          Revoke
        </Button>
      ),
    },
  ];

  return (
    <SectionCard
      title="API keys"
      description="Keys let another system call the HRMS API as you, with only the permissions you give the key. Send one as Authorization: Bearer <key>."
      actions={
        <Button
          size="sm"
          icon={Plus}
          onClick={() => {
            setDone(null);
            setCreating(true);
          }}
        >
          New API key
        </Button>
      }
    >
      <SuccessBanner message={done} onDismiss={() => setDone(null)} />
      <ErrorBanner
        message={revoke.isError ? errorMessage(revoke.error, 'Failed to revoke the API key') : null}
        onDismiss={() => revoke.reset()}
      />
      <ErrorBanner message={keys.isError ? errorMessage(keys.error, 'Failed to load your API keys') : null} />
      {keys.isError ? null : (
        <ResponsiveTable
          caption="Your API keys"
          columns={columns}
          rows={keys.data}
          rowKey={(k) => k.id}
          loading={keys.isPending}
          empty={
            <EmptyState
              icon={KeyRound}
              title="No API keys yet."
              hint="Make one for a system that should call the HRMS API on your behalf."
            />
          }
        />
      )}

      {creating ? <NewApiKeyDialog onClose={() => setCreating(false)} /> : null}

      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke ${revoking?.name ?? 'the key'}?`}
        message="Anything using it stops working at once."
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        pending={revoke.isPending}
        onConfirm={revokeKey}
        onCancel={() => setRevoking(null)}
      />
    </SectionCard>
  );
}
