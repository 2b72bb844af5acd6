import { initialsOf } from '../labels';

/** A record's code (or the initials of its name when it has none) in a small square. */
export function CodeBadge({ code, name }: { code: string | null; name: string }) {
  const text = code || initialsOf(name);
  return (
    <span
      aria-hidden="true"
      title={text}
      className="flex h-10 w-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-indigo-50 px-2 text-xs font-semibold text-indigo-700"
    >
      <span className="truncate">{text}</span>
    </span>
  );
}
