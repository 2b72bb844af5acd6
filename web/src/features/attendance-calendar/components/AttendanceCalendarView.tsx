import { useState } from 'react';
import { PeriodSwitcher } from '@/components/PeriodSwitcher';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { useAttendanceCalendar } from '../api';
import { monthOf, monthTitle, shiftMonth } from '../month';
import { CalendarGrid } from './CalendarGrid';
import { CalendarLegend } from './CalendarLegend';
import { DayDetail } from './DayDetail';
import { MonthSummary } from './MonthSummary';
import { useMonthParam } from './useMonthParam';

/**
 * One employee's month (null: the caller's own): the month switcher, the grid, the chosen day's details
 * (today's, or the month's first, until another is chosen), the month's figures and the legend.
 */
export function AttendanceCalendarView({
  employeeId,
  picker,
}: {
  employeeId: number | null;
  /** "Whose calendar", beside the month switcher, for managers and HR. */
  picker?: React.ReactNode;
}) {
  const params = useMonthParam();
  const calendar = useAttendanceCalendar(employeeId, params.month);
  const [chosen, setChosen] = useState<string | null>(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PeriodSwitcher
          title={monthTitle(params.month)}
          unit="month"
          onMove={(by) => {
            setChosen(null);
            params.setMonth(shiftMonth(params.month, by));
          }}
          current={
            params.isCurrentMonth
              ? null
              : {
                  label: 'This month',
                  onClick: () => {
                    setChosen(null);
                    params.setMonth(monthOf(params.today));
                  },
                }
          }
        />
        {picker}
      </div>
      <QueryFrame
        query={calendar}
        card
        failure="Failed to load the attendance calendar"
        loadingLabel="Loading the attendance calendar..."
      >
        {(data) => {
          const month = { year: data.year, month: data.month };
          const shown =
            data.days.find((d) => d.date === chosen) ??
            data.days.find((d) => d.date === params.today) ??
            data.days[0];
          return (
            <div className="grid gap-4 lg:grid-cols-3 lg:items-start">
              <div className="space-y-4 lg:col-span-2">
                <CalendarGrid
                  month={month}
                  days={data.days}
                  today={params.today}
                  selected={shown?.date ?? null}
                  onSelect={setChosen}
                />
                <MonthSummary summary={data.summary} />
              </div>
              {shown ? <DayDetail day={shown} /> : null}
            </div>
          );
        }}
      </QueryFrame>
      <CalendarLegend />
    </div>
  );
}
