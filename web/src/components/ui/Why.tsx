import type { ReactNode } from 'react';
import { cx } from './cx';
import { mutedText } from './typography';

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

/**
 * A title's explanation: the plain-words description (marked for the route walk's citation check) and,
 * under it, the law it rests on behind "Why?". PageHeader, SectionCard and FieldsetCard all show it.
 */
export function Explanation({
  description,
  why,
  className,
}: {
  description?: ReactNode;
  why?: ReactNode;
  /** The description's spacing from the title above it. */
  className?: string;
}) {
  return (
    <>
      {description ? (
        <p data-description className={cx(mutedText, className)}>
          {description}
        </p>
      ) : null}
      {why ? <Why>{why}</Why> : null}
    </>
  );
}
