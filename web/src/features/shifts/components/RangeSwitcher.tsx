import { PeriodSwitcher } from '@/components/PeriodSwitcher';
import { cx } from '@/components/ui/cx';
import { type DateRange, moveRange, RANGE_SPAN_LABELS, RANGE_SPANS, rangeAround, rangeTitle } from '../range';

/** How much to show (2 or 4 weeks, or a month), the spans either side, and a way back to today's. */
export function RangeSwitcher({
  range,
  today,
  isCurrent,
  onChange,
}: {
  range: DateRange;
  today: string;
  isCurrent: boolean;
  onChange: (range: DateRange) => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <fieldset className="flex self-start rounded-lg bg-slate-100 p-1">
        <legend className="sr-only">Show</legend>
        {RANGE_SPANS.map((span) => (
          <label
            key={span}
            className={cx(
              'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-indigo-600',
              span === range.span
                ? 'bg-white text-slate-900 shadow-sm'
                : 'text-slate-600 hover:text-slate-900',
            )}
          >
            <input
              type="radio"
              name="roster-calendar-span"
              value={span}
              checked={span === range.span}
              onChange={() => onChange(rangeAround(span, range.from))}
              className="sr-only"
            />
            {RANGE_SPAN_LABELS[span]}
          </label>
        ))}
      </fieldset>
      <PeriodSwitcher
        title={rangeTitle(range)}
        unit={range.span === 'month' ? 'month' : RANGE_SPAN_LABELS[range.span]}
        onMove={(by) => onChange(moveRange(range, by))}
        current={
          isCurrent ? null : { label: 'Today', onClick: () => onChange(rangeAround(range.span, today)) }
        }
      />
    </div>
  );
}
