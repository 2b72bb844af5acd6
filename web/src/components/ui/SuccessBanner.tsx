import { CircleCheck, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './cx';

type SuccessBannerProps = {
  message?: ReactNode;
  onDismiss?: () => void;
  className?: string;
};

/** The green counterpart of ErrorBanner, for success messages ("User roles updated successfully!"). */
export function SuccessBanner({ message, onDismiss, className }: SuccessBannerProps) {
  if (!message) return null;
  return (
    <div
      role="status"
      className={cx(
        'flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-800',
        className,
      )}
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
      <p className="min-w-0 flex-1">{message}</p>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="-m-1 rounded p-1 text-emerald-700 hover:bg-emerald-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
