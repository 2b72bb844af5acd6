import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { type CalendarMonth, monthTitle, shiftMonth } from '../month';

/** The month shown, with the months either side and a way back to the current one. */
export function MonthSwitcher({
  month,
  isCurrentMonth,
  onChange,
  onCurrent,
}: {
  month: CalendarMonth;
  isCurrentMonth: boolean;
  onChange: (month: CalendarMonth) => void;
  onCurrent: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        icon={ChevronLeft}
        aria-label="Previous month"
        title="Previous month"
        onClick={() => onChange(shiftMonth(month, -1))}
      />
      <h2 aria-live="polite" className="min-w-36 text-center text-lg font-semibold text-slate-900">
        {monthTitle(month)}
      </h2>
      <Button
        variant="secondary"
        icon={ChevronRight}
        aria-label="Next month"
        title="Next month"
        onClick={() => onChange(shiftMonth(month, 1))}
      />
      {isCurrentMonth ? null : (
        <Button variant="ghost" onClick={onCurrent}>
          This month
        </Button>
      )}
    </div>
  );
}
