import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { todayISO } from '@/lib/dates';
import { type CalendarMonth, monthOf, monthParam, parseMonth } from '../month';

/**
 * The month the calendar shows, from its address (?month=YYYY-MM), the current month unless chosen. Today
 * is the company's, fixed for the page's life.
 */
export function useMonthParam() {
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => todayISO());
  const current = monthOf(today);
  const month = parseMonth(params.get('month'), current);
  return {
    today,
    month,
    isCurrentMonth: monthParam(month) === monthParam(current),
    /** The current month leaves the address clean. */
    setMonth: (value: CalendarMonth) =>
      setParams(
        (was) => {
          const next = new URLSearchParams(was);
          if (monthParam(value) === monthParam(current)) next.delete('month');
          else next.set('month', monthParam(value));
          return next;
        },
        { replace: true },
      ),
  };
}
