import { cx } from './cx';

/** Up to two initials of a name: "Aditi Rao" → "AR", "madhu" → "M"; empty → "?". */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return '?';
  const first = parts[0]?.charAt(0) ?? '';
  const last = parts.length > 1 ? (parts.at(-1)?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase();
}

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-lg' } as const;

/** A round badge with a person's initials; decorative, so the name must be written next to it. */
export function Avatar({
  name,
  size = 'md',
  className,
}: {
  name: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'flex shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-700',
        sizes[size],
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
