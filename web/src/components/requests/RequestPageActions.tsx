import { ArrowLeft, Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/Button';

/**
 * A request page's header actions: back to the list it came from, the area's own (`children`), the
 * requester's Cancel while it may be withdrawn (`cancellable`, else while pending) and HR's outright Reject
 * and Approve while it is pending.
 */
export function RequestPageActions({
  back,
  pending,
  cancellable = pending,
  own,
  canDecide,
  onCancel,
  onApprove,
  onReject,
  children,
}: {
  back: string;
  pending: boolean;
  cancellable?: boolean;
  own: boolean;
  canDecide: boolean;
  onCancel: () => void;
  onApprove: () => void;
  onReject: () => void;
  children?: ReactNode;
}) {
  return (
    <>
      <ButtonLink to={back} variant="secondary" icon={ArrowLeft}>
        Back to requests
      </ButtonLink>
      {children}
      {own && cancellable ? (
        <Button variant="secondary" icon={X} onClick={onCancel}>
          Cancel request
        </Button>
      ) : null}
      {canDecide && pending ? (
        <>
          <Button variant="danger" icon={X} onClick={onReject}>
            Reject
          </Button>
          <Button icon={Check} onClick={onApprove}>
            Approve
          </Button>
        </>
      ) : null}
    </>
  );
}
