import type { CSSProperties } from 'react';
import { cx } from '@/components/ui/cx';

const HEX = /^#[0-9a-fA-F]{6}$/;
const FALLBACK = '#64748b';

/**
 * A tint of the type's colour behind text in a darker shade of it, so any colour stays readable: at 40% of
 * the colour the text keeps a contrast of 4.5:1 or more on its tint even for white or yellow (WCAG AA).
 */
export function typeColourStyle(color: string): CSSProperties {
  const c = HEX.test(color) ? color : FALLBACK;
  return {
    backgroundColor: `color-mix(in srgb, ${c} 12%, white)`,
    color: `color-mix(in srgb, ${c} 40%, #0f172a)`,
    boxShadow: `inset 0 0 0 1px color-mix(in srgb, ${c} 35%, transparent)`,
  };
}

/** A leave type's name in a badge of its colour. */
export function LeaveTypeBadge({
  type,
  className,
}: {
  type: { name: string; color: string };
  className?: string;
}) {
  return (
    <span
      style={typeColourStyle(type.color)}
      className={cx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        className,
      )}
    >
      {type.name}
    </span>
  );
}

/** A small dot of the type's colour (cards, the types table). */
export function TypeColourDot({ color, className }: { color: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: HEX.test(color) ? color : FALLBACK }}
      className={cx('inline-block size-2.5 shrink-0 rounded-full', className)}
    />
  );
}
