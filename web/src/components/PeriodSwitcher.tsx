import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import { sectionTitle } from '@/components/ui/typography';

/**
 * A calendar's period (a month, two weeks) with the periods either side, and a way back to the current one
 * while another is shown. The title is announced as it changes.
 */
export function PeriodSwitcher({
  title,
  unit,
  onMove,
  current,
}: {
  title: string;
  /** "month", "2 weeks": the arrows are "Previous month", "Next month". */
  unit: string;
  /** -1 for the previous period, 1 for the next. */
  onMove: (by: -1 | 1) => void;
  /** The way back to the current period ("This month"), or null while it is shown. */
  current: { label: string; onClick: () => void } | null;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        icon={ChevronLeft}
        aria-label={`Previous ${unit}`}
        title={`Previous ${unit}`}
        onClick={() => onMove(-1)}
      />
      <h2 aria-live="polite" className={cx('min-w-36 text-center', sectionTitle)}>
        {title}
      </h2>
      <Button
        variant="secondary"
        icon={ChevronRight}
        aria-label={`Next ${unit}`}
        title={`Next ${unit}`}
        onClick={() => onMove(1)}
      />
      {current ? (
        <Button variant="ghost" onClick={current.onClick}>
          {current.label}
        </Button>
      ) : null}
    </div>
  );
}
