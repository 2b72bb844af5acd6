import type { UserDetail } from '@hrms/contracts/access';
import { LogOut, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { useEndUserSessions, useResetUserTwoFactor } from '../api';

type Confirming = 'two-factor' | 'sessions' | null;

/**
 * A user's sign-in: whether their two-factor is on; with update-users, resetting it (a lost phone) and ending
 * their sessions (signing them out everywhere), each confirmed first.
 */
export function UserSignInCard({ user, canUpdate }: { user: UserDetail; canUpdate: boolean }) {
  const resetTwoFactor = useResetUserTwoFactor(user.id);
  const endSessions = useEndUserSessions(user.id);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const twoFactorOn = user.two_factor_enabled;

  function clear() {
    resetTwoFactor.reset();
    endSessions.reset();
  }

  function ask(which: Exclude<Confirming, null>) {
    clear();
    setConfirming(which);
  }

  const mutation = confirming === 'sessions' ? endSessions : resetTwoFactor;
  const done = resetTwoFactor.data?.message ?? endSessions.data?.message ?? null;
  const failure = resetTwoFactor.isError
    ? errorMessage(resetTwoFactor.error, 'Failed to reset two-factor authentication')
    : endSessions.isError
      ? errorMessage(endSessions.error, 'Failed to end the sessions')
      : null;

  return (
    <SectionCard
      title="Sign-in"
      description="Two-factor authentication, and the sessions that keep this user signed in."
      className="lg:col-span-3"
      actions={
        canUpdate ? (
          <>
            {twoFactorOn ? (
              <Button variant="secondary" size="sm" icon={ShieldOff} onClick={() => ask('two-factor')}>
                Reset two-factor
              </Button>
            ) : null}
            <Button variant="secondary" size="sm" icon={LogOut} onClick={() => ask('sessions')}>
              End sessions
            </Button>
          </>
        ) : null
      }
    >
      <SuccessBanner message={done} onDismiss={clear} />
      <ErrorBanner message={failure} onDismiss={clear} />
      <DetailList columns={1}>
        <DetailItem label="Two-factor authentication">
          {twoFactorOn ? <Badge tone="green">On</Badge> : <Badge tone="gray">Off</Badge>}
        </DetailItem>
      </DetailList>

      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'sessions' ? 'End sessions?' : 'Reset two-factor?'}
        message={
          confirming === 'sessions'
            ? `End every session of ${user.name}? They are signed out on every device and must sign in again.`
            : `Reset two-factor for ${user.name}? They will sign in with their password alone, or set it up again if their role requires it. They are told by mail.`
        }
        confirmLabel={confirming === 'sessions' ? 'End sessions' : 'Reset two-factor'}
        pendingLabel={confirming === 'sessions' ? 'Ending...' : 'Resetting...'}
        pending={mutation.isPending}
        onConfirm={() => mutation.mutate(undefined, { onSettled: () => setConfirming(null) })}
        onCancel={() => setConfirming(null)}
      />
    </SectionCard>
  );
}
