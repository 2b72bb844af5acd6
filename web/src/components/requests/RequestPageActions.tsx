import { ArrowLeft, Check, X } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/Button';

/**
 * A request page's header actions: back to the list it came from, the requester's Cancel and HR's
 * outright Reject and Approve while it is pending.
 */
export function RequestPageActions({
  back,
  pending,
  own,
  canDecide,
  onCancel,
  onApprove,
  onReject,
}: {
  back: string;
  pending: boolean;
  own: boolean;
  canDecide: boolean;
  onCancel: () => void;
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
    <>
      <ButtonLink to={back} variant="secondary" icon={ArrowLeft}>
        Back to requests
      </ButtonLink>
      {own && pending ? (
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
