import type { ReactNode } from 'react';
import { cx } from './cx';

/**
 * "Why?": the legal basis of an explanation (the Act, section, rule or circular), closed until asked for. The
 * description beside it says what a figure is in plain words; the citation sits here, one click or key away
 * (docs/decisions/accessibility-and-ui.md, "Legal citations sit behind 'Why?'"). Its body is inline text.
 */
export function Why({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <details data-why className={cx('group mt-1 max-w-prose min-w-0', className)}>
      <summary
        className={cx(
          'inline-flex cursor-pointer list-none items-center gap-1 rounded text-xs font-medium text-indigo-700',
          'underline decoration-dotted underline-offset-2 hover:text-indigo-600 [&::-webkit-details-marker]:hidden',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        )}
      >
        Why?
      </summary>
      <p className="mt-1 text-xs break-words text-slate-600">{children}</p>
    </details>
  );
}
