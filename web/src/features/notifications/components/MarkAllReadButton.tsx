import { CheckCheck } from 'lucide-react';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/Button';
import { errorMessage } from '@/lib/api';
import { useMarkAllRead, useUnreadCount } from '../api';

type MarkAllReadButtonProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Told how many were marked read (the page shows it in a banner). */
  onMarked?: (updated: number) => void;
};

/** "Mark all as read", disabled while nothing is unread; a failure is said under it. */
export function MarkAllReadButton({ variant = 'secondary', size = 'md', onMarked }: MarkAllReadButtonProps) {
  const unread = useUnreadCount();
  const markAll = useMarkAllRead();
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <Button
        variant={variant}
        size={size}
        icon={CheckCheck}
        loading={markAll.isPending}
        disabled={!unread.data}
        onClick={() => markAll.mutate(undefined, { onSuccess: (answer) => onMarked?.(answer.updated) })}
      >
        Mark all as read
      </Button>
      {markAll.isError ? (
        <span role="alert" className="text-xs text-red-600">
          {errorMessage(markAll.error, 'Failed to mark the notifications as read')}
        </span>
      ) : null}
    </span>
  );
}
