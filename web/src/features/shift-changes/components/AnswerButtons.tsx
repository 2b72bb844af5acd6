import type { ShiftChangeRequest } from '@hrms/contracts/shifts';
import { Check, X } from 'lucide-react';
import { Button, type ButtonSize } from '@/components/ui/Button';
import { personName } from '@/lib/personName';

/** The colleague's Decline and Accept of a swap asked of them, named with who asked for a screen reader. */
export function AnswerButtons({
  request,
  busy,
  size = 'sm',
  onAccept,
  onDecline,
}: {
  request: ShiftChangeRequest;
  busy: boolean;
  size?: ButtonSize;
  onAccept: (request: ShiftChangeRequest) => void;
  onDecline: (request: ShiftChangeRequest) => void;
}) {
  const who = personName(request.employee);
  return (
    <div className="flex justify-end gap-2">
      <Button
        size={size}
        variant="secondary"
        icon={X}
        className="text-red-700"
        aria-label={`Decline the swap asked by ${who}`}
        disabled={busy}
        onClick={() => onDecline(request)}
      >
        Decline
      </Button>
      <Button
        size={size}
        icon={Check}
        aria-label={`Accept the swap asked by ${who}`}
        disabled={busy}
        onClick={() => onAccept(request)}
      >
        Accept
      </Button>
    </div>
  );
}
