import type { ReactNode } from 'react';
import { cx } from './cx';

/**
 * A table wider than the screen scrolls inside this frame, never the page (the phone route walk fails a
 * page that scrolls sideways). The first column stays put while the rest scrolls, so a row keeps its name
 * in view. Keyboard users reach the frame with Tab and scroll it with the arrow keys (axe's
 * scrollable-region-focusable).
 */
export function ScrollFrame({
  label,
  className,
  children,
}: {
  /** What the frame holds, for screen readers ("Earnings"). */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways; keyboard users must reach it to scroll it
      tabIndex={0}
      className={cx(
        'frozen-first relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        className,
      )}
    >
      {children}
    </section>
  );
}
