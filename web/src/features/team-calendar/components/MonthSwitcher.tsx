import { PeriodSwitcher } from '@/components/PeriodSwitcher';
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
    <PeriodSwitcher
      title={monthTitle(month)}
      unit="month"
      onMove={(by) => onChange(shiftMonth(month, by))}
      current={isCurrentMonth ? null : { label: 'This month', onClick: onCurrent }}
    />
  );
}
