import type { TwoFactorStatus } from '@hrms/contracts/sign-in';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { formatDate } from '@/lib/format';
import { useDisableTwoFactor, useNewRecoveryCodes, useTwoFactorStatus } from '../api';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { TwoFactorCodeDialog } from './TwoFactorCodeDialog';
import { TwoFactorEnrolment } from './TwoFactorEnrolment';

/** What the section shows under its status: nothing more, the setup, or recovery codes fresh from the server. */
type Mode =
  | { kind: 'status' }
  | { kind: 'enrolling' }
  | { kind: 'codes'; codes: string[]; confirmation: string };
type Dialog = 'disable' | 'new-codes' | null;

const STATUS: Mode = { kind: 'status' };

/** The signed-in user's two-factor: whether it is on, turning it on or off, and new recovery codes. */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const disable = useDisableTwoFactor();
  const newCodes = useNewRecoveryCodes();
  const [mode, setMode] = useState<Mode>(STATUS);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [done, setDone] = useState<string | null>(null);

  function openDialog(which: Exclude<Dialog, null>) {
    setDone(null);
    disable.reset();
    newCodes.reset();
    setDialog(which);
  }

  return (
    <SectionCard
      title="Two-factor authentication"
      description="A code from an authenticator app on your phone, asked for after your password when you sign in."
    >
      <SuccessBanner message={done} onDismiss={() => setDone(null)} />
      <QueryFrame query={status} failure="Failed to load two-factor authentication" loadingLabel="Loading...">
        {(twoFactor) =>
          mode.kind === 'codes' ? (
            <RecoveryCodesPanel
              codes={mode.codes}
              confirmation={mode.confirmation}
              doneLabel="Done"
              onDone={() => setMode(STATUS)}
            />
          ) : (
            <div className="space-y-5">
              <TwoFactorSummary twoFactor={twoFactor} />
              {mode.kind === 'enrolling' ? (
                <TwoFactorEnrolment
                  onCancel={() => setMode(STATUS)}
                  onEnabled={(codes) =>
                    setMode({ kind: 'codes', codes, confirmation: 'Two-factor authentication is on.' })
                  }
                />
              ) : twoFactor.enabled ? (
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" icon={KeyRound} onClick={() => openDialog('new-codes')}>
                    New recovery codes
                  </Button>
                  {twoFactor.required ? null : (
                    <Button variant="secondary" icon={ShieldOff} onClick={() => openDialog('disable')}>
                      Turn off two-factor
                    </Button>
                  )}
                </div>
              ) : (
                <Button
                  icon={ShieldCheck}
                  onClick={() => {
                    setDone(null);
                    setMode({ kind: 'enrolling' });
                  }}
                >
                  Turn on two-factor
                </Button>
              )}
            </div>
          )
        }
      </QueryFrame>

      {dialog === 'disable' ? (
        <TwoFactorCodeDialog
          title="Turn off two-factor?"
          description="You will sign in with your password alone. Enter a code to confirm it is you."
          submitLabel="Turn off"
          pendingLabel="Turning off..."
          failure="Failed to turn off two-factor authentication"
          mutation={disable}
          onDone={(answer) => {
            setDialog(null);
            setDone(answer.message);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'new-codes' ? (
        <TwoFactorCodeDialog
          title="New recovery codes"
          description="You get a new set of ten codes; the ones you have now stop working. Enter a code to confirm it is you."
          submitLabel="Make new codes"
          pendingLabel="Making..."
          failure="Failed to make new recovery codes"
          mutation={newCodes}
          onDone={(answer) => {
            setDialog(null);
            setMode({
              kind: 'codes',
              codes: answer.recovery_codes,
              confirmation: 'New recovery codes made; the old ones no longer work.',
            });
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </SectionCard>
  );
}

/** On since when with how many recovery codes left, or off; and whether the company requires it. */
function TwoFactorSummary({ twoFactor }: { twoFactor: TwoFactorStatus }) {
  const left = twoFactor.recovery_codes_left;
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        {twoFactor.enabled ? <Badge tone="green">On</Badge> : <Badge tone="gray">Off</Badge>}
        {twoFactor.required ? <Badge tone="indigo">Required by your company</Badge> : null}
        {twoFactor.enabled ? (
          <span>{enabledSummary(twoFactor)}</span>
        ) : (
          <span>Signing in asks for your password only.</span>
        )}
      </p>
      {twoFactor.enabled && left <= 2 ? (
        <p className="text-sm text-amber-800">
          {left === 0 ? 'You have no recovery codes left.' : 'You are running out of recovery codes.'} Make
          new ones so you can still sign in without your phone.
        </p>
      ) : null}
      {twoFactor.enabled && twoFactor.required ? (
        <p className="text-sm text-slate-500">
          Your company requires two-factor authentication for your role, so it cannot be turned off.
        </p>
      ) : null}
      {!twoFactor.enabled && twoFactor.required ? (
        <p className="text-sm text-slate-500">
          Your company requires two-factor authentication for your role: turn it on now, or you will be led
          through it at your next sign-in.
        </p>
      ) : null}
    </div>
  );
}

/** "On since 3 May 2026, 10 recovery codes left". */
function enabledSummary({ enabled_at, recovery_codes_left: left }: TwoFactorStatus): string {
  const since = enabled_at ? `On since ${formatDate(enabled_at)}` : 'On';
  return `${since}, ${left} recovery code${left === 1 ? '' : 's'} left`;
}
