import { cx } from './ui/cx';

/** The product's square logo mark (the favicon's drawing). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cx('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-indigo-600" />
      <path
        d="M9 9v14M9 16h8M17 9v14M21 12h3M21 16h3M21 20h3"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
