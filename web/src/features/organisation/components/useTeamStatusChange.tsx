import type { Team } from '@hrms/contracts/organisation';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { useSetTeamStatus } from '../api';
import { STATUS_OF_ACTION, statusConfirmation, type TeamStatusAction } from '../teamActions';

/**
 * Deactivate, Activate and Disband: each asks for confirmation, then PUT /teams/{id}/status.
 * Returns `ask(team, action)`, the dialog to render, and the banners with the outcome.
 */
export function useTeamStatusChange() {
  const mutation = useSetTeamStatus();
  const [asking, setAsking] = useState<{ team: Team; action: TeamStatusAction } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function ask(team: Team, action: TeamStatusAction) {
    setNotice(null);
    mutation.reset();
    setAsking({ team, action });
  }

  function confirm() {
    if (!asking) return;
    mutation.mutate(
      { id: asking.team.id, status: STATUS_OF_ACTION[asking.action] },
      { onSuccess: ({ message }) => setNotice(message), onSettled: () => setAsking(null) },
    );
  }

  const copy = asking ? statusConfirmation(asking.action, asking.team) : null;

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={copy?.title ?? ''}
      message={copy?.message ?? ''}
      confirmLabel={copy?.confirmLabel}
      pendingLabel={copy?.pendingLabel}
      tone={copy?.tone}
      pending={mutation.isPending}
      onConfirm={confirm}
      onCancel={() => setAsking(null)}
    />
  );

  const banners = (
    <>
      <SuccessBanner message={notice} onDismiss={() => setNotice(null)} />
      <ErrorBanner
        message={mutation.isError ? errorMessage(mutation.error, 'Failed to update team') : null}
        onDismiss={mutation.reset}
      />
    </>
  );

  return { ask, dialog, banners };
}
