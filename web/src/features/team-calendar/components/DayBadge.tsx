import type { TeamDayKind } from '@hrms/contracts/team-calendar';
import { cx } from '@/components/ui/cx';
import { DAY_ABBREVIATIONS, DAY_STYLES } from '../labels';

const badgeClasses = (kind: TeamDayKind) =>
  cx(
    'inline-flex h-6 min-w-7 items-center justify-center rounded-md border px-1 text-[11px] leading-none font-semibold',
    DAY_STYLES[kind],
  );

/**
 * A day's abbreviation on its colour. In the grid it is an image named by `label` (who, when, what) with the
 * full words in `title`; in the legend (no label) it is decoration beside the words.
 */
export function DayBadge({ kind, label, title }: { kind: TeamDayKind; label?: string; title?: string }) {
  if (!label)
    return (
      <span aria-hidden="true" className={badgeClasses(kind)}>
        {DAY_ABBREVIATIONS[kind]}
      </span>
    );
  return (
    <span role="img" aria-label={label} title={title} className={badgeClasses(kind)}>
      {DAY_ABBREVIATIONS[kind]}
    </span>
  );
}
