import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { todayISO } from '@/lib/dates';
import { recordIdOf } from '@/lib/listParams';
import { type CalendarMonth, monthOf, monthParam, parseMonth } from '../month';

/**
 * The month and manager the team calendar shows, from its address (?month=YYYY-MM&manager_id=): the current
 * month and the caller's own team unless chosen. Today is the company's, fixed for the page's life.
 */
export function useCalendarParams() {
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => todayISO());
  const current = monthOf(today);
  const month = parseMonth(params.get('month'), current);

  const setParam = (name: 'month' | 'manager_id', value: string | null) =>
    setParams(
      (was) => {
        const next = new URLSearchParams(was);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return {
    today,
    month,
    isCurrentMonth: monthParam(month) === monthParam(current),
    managerId: recordIdOf(params.get('manager_id')),
    /** The current month leaves the address clean. */
    setMonth: (value: CalendarMonth) =>
      setParam('month', monthParam(value) === monthParam(current) ? null : monthParam(value)),
    setManager: (value: string) => setParam('manager_id', value || null),
  };
}
