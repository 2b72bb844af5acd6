import { cx } from './cx';

type SkeletonProps = {
  /** Its size and shape ("h-4 w-40", "size-8 rounded-lg"); rounded corners unless a rounded-* class is given. */
  className?: string;
  /** Sits in a line of text (a figure still loading) rather than on a line of its own. */
  inline?: boolean;
};

/**
 * The one loading placeholder: a grey block that pulses where content is coming (a line of text, a cell, a
 * figure). Hidden from screen readers, which hear the loading state's label instead; a span, so it may stand
 * inside a paragraph or a heading. Under reduced motion it holds still (index.css).
 */
export function Skeleton({ className, inline = false }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={cx(
        inline ? 'inline-block' : 'block',
        'animate-pulse bg-slate-200',
        className?.includes('rounded') ? null : 'rounded',
        className,
      )}
    />
  );
}
