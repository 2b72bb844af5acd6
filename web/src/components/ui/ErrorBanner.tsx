import { CircleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './cx';

type ErrorBannerProps = {
  message?: ReactNode;
  title?: string;
  onDismiss?: () => void;
  className?: string;
};

/** The red banner every screen uses for failures (spec: "Errors appear in a red banner"). */
export function ErrorBanner({ message, title, onDismiss, className }: ErrorBannerProps) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className={cx(
        'flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        <p>{message}</p>
      </div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="-m-1 rounded p-1 text-red-600 hover:bg-red-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
