import type { AttendanceCalendar } from '@hrms/contracts/attendance-calendar';
import type { TeamCalendarResponse } from '@hrms/contracts/team-calendar';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { attendanceCalendarKeys } from './keys';
import { type CalendarMonth, monthSpan } from './month';

/**
 * GET /attendance-calendar: one employee's month, day by day. Without an employee it is the caller's own;
 * anyone else's needs them to be the caller's report, or an attendance permission (404 otherwise).
 */
export function useAttendanceCalendar(employeeId: number | null, m: CalendarMonth) {
  return useQuery({
    queryKey: attendanceCalendarKeys.month(employeeId, m.year, m.month),
    queryFn: ({ signal }) =>
      api.get<AttendanceCalendar>('/attendance-calendar', {
        query: { employee_id: employeeId, year: m.year, month: m.month },
        fallbackMessage: 'Failed to load the attendance calendar',
        signal,
      }),
    // The previous month stays on screen (faded) while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/**
 * The caller's reports (direct reports and members of teams they lead), read from their team calendar of
 * the month: whose attendance calendar a manager may open.
 */
export function useMyReports(m: CalendarMonth, enabled: boolean) {
  const span = monthSpan(m);
  return useQuery({
    queryKey: attendanceCalendarKeys.reports(span.from),
    queryFn: async ({ signal }) =>
      (
        await api.get<TeamCalendarResponse>('/team-calendar', {
          query: span,
          fallbackMessage: 'Failed to load your team',
          signal,
        })
      ).people.map((p) => p.employee),
    enabled,
    staleTime: 5 * 60_000,
  });
}
