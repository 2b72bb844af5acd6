import { CALENDAR_DAY_LABELS } from '@hrms/contracts/attendance-calendar';
import { cx } from '@/components/ui/cx';
import { LegendCard, LegendItem } from '@/components/ui/LegendCard';
import { DAY_ABBREVIATIONS, DAY_ICONS, DAY_STYLES, LEGEND_STATUSES } from '../labels';

/** What each day's icon, letters and colour mean. */
export function CalendarLegend() {
  return (
    <LegendCard note="A clock marks a working day still to come; a dashed circle a day before joining or after leaving. Today has a ring. Choose a day for its hours and punches.">
      {LEGEND_STATUSES.map((status) => {
        const Icon = DAY_ICONS[status];
        return (
          <LegendItem
            key={status}
            mark={
              <span
                aria-hidden="true"
                className={cx(
                  'inline-flex h-6 min-w-9 items-center justify-center gap-0.5 rounded-md border px-1 text-[11px] font-semibold',
                  DAY_STYLES[status],
                )}
              >
                <Icon className="size-3" />
                {DAY_ABBREVIATIONS[status]}
              </span>
            }
          >
            {CALENDAR_DAY_LABELS[status]}
          </LegendItem>
        );
      })}
    </LegendCard>
  );
}
