import { CircleAlert, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './cx';

type ErrorBannerProps = {
  message?: ReactNode;
  title?: string;
  onDismiss?: () => void;
  className?: string;
  /** A warning (amber) is for work that went through only in part, e.g. an upload with failed rows. */
  tone?: 'error' | 'warning';
};

const TONES = {
  error: {
    box: 'border-red-200 bg-red-50 text-red-800',
    icon: 'text-red-600',
    button: 'text-red-600 hover:bg-red-100',
  },
  warning: {
    box: 'border-amber-300 bg-amber-50 text-amber-900',
    icon: 'text-amber-600',
    button: 'text-amber-700 hover:bg-amber-100',
  },
};

/** The red banner every screen uses for failures (spec: "Errors appear in a red banner"), or an amber warning. */
export function ErrorBanner({ message, title, onDismiss, className, tone = 'error' }: ErrorBannerProps) {
  if (!message) return null;
  const colours = TONES[tone];
  const Icon = tone === 'warning' ? TriangleAlert : CircleAlert;
  return (
    <div
      role="alert"
      className={cx('flex items-start gap-3 rounded-lg border p-3 text-sm', colours.box, className)}
    >
      <Icon aria-hidden="true" className={cx('mt-0.5 size-4 shrink-0', colours.icon)} />
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {/* A div: a message may be a list (the rows or employees that failed). */}
        <div>{message}</div>
      </div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className={cx('-m-1 rounded p-1', colours.button)}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
