import type { Letter } from '@hrms/contracts/letters';
import { Download, X } from 'lucide-react';
import { useState } from 'react';
import { DecisionButtons } from '@/components/requests/requestColumns';
import { useCancelRequest } from '@/components/requests/useCancelRequest';
import { useRequestDecisions } from '@/components/requests/useRequestDecisions';
import { Button } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { personName } from '@/lib/personName';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { useApproveLetter, useCancelLetter, useDownloadLetter, useRejectLetter } from '../api';
import { hasPdf, type LetterRights, letterLabel, mayCancel, mayDecide } from '../labels';

/** A letter as its confirmations name it: "Offer letter for Priya Nair". */
const describe = (letter: Letter) => `${letter.template.name} for ${personName(letter.employee)}`;

/**
 * What can be done with a letter, on a list's row or its own page: Download PDF (a DRAFT while pending),
 * and for a pending one Approve or Reject (approve-letters, not one's own letter, a rejection with its
 * reason) and Cancel after confirming (manage-letters). The page places `banners` and `dialogs`.
 */
export function useLetterActions() {
  const { user } = useSession();
  const rights: LetterRights = {
    canManage: useCan('manage-letters'),
    canApprove: useCan('approve-letters'),
    ownEmployeeId: user?.employee_id ?? null,
  };
  const download = useDownloadLetter();
  const cancel = useCancelLetter();
  const [done, setDone] = useState<string | null>(null);
  const decisions = useRequestDecisions<Letter>({
    approve: useApproveLetter(),
    reject: useRejectLetter(),
    describe,
    approving: () =>
      'it is issued at once, whatever level waits: numbered, filed among the employee’s documents and, if chosen, e-mailed',
  });
  const cancelling = useCancelRequest<Letter>({ cancel, withdrawn: describe, onCancelled: setDone });

  const buttons = (letter: Letter, justify: 'justify-start' | 'justify-end' = 'justify-end') => (
    <div className={cx('flex flex-wrap gap-2', justify)}>
      {hasPdf(letter) ? (
        <Button
          size="sm"
          variant="secondary"
          icon={Download}
          loading={download.isPending && download.variables?.id === letter.id}
          onClick={() => download.mutate(letter)}
          aria-label={`Download ${letterLabel(letter)}${letter.status === 'pending' ? ' (draft)' : ''}`}
        >
          Download PDF
        </Button>
      ) : null}
      {mayDecide(letter, rights) ? (
        <DecisionButtons
          whose={personName(letter.employee)}
          busy={decisions.busyId === letter.id}
          onApprove={() => decisions.approve(letter)}
          onReject={() => decisions.reject(letter)}
        />
      ) : null}
      {mayCancel(letter, rights) ? (
        <Button
          size="sm"
          variant="ghost"
          icon={X}
          onClick={() => {
            setDone(null);
            cancelling.ask(letter);
          }}
          aria-label={`Cancel ${letterLabel(letter)}`}
        >
          Cancel
        </Button>
      ) : null}
    </div>
  );

  const banners = (
    <>
      <SuccessBanner message={done} onDismiss={() => setDone(null)} />
      {decisions.banners}
      {cancelling.banner}
      <ErrorBanner
        message={download.isError ? errorMessage(download.error, 'Failed to download the letter') : null}
        onDismiss={download.reset}
      />
    </>
  );

  const dialogs = (
    <>
      {decisions.dialogs}
      {cancelling.dialog}
    </>
  );

  return { rights, buttons, banners, dialogs };
}
