import { cx } from './cx';
import { Spinner } from './Spinner';

type LoadingStateProps = {
  label?: string;
  /** Fills the viewport (start-up session check, route chunks loading). */
  fullPage?: boolean;
  className?: string;
};

export function LoadingState({ label = 'Loading...', fullPage = false, className }: LoadingStateProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cx(
        'flex items-center justify-center gap-3 text-sm font-medium text-slate-500',
        fullPage ? 'min-h-screen bg-slate-50' : 'py-16',
        className,
      )}
    >
      <Spinner className="size-5 text-indigo-600" />
      <span>{label}</span>
    </div>
  );
}
