import type { Paged } from '@hrms/contracts/common';
import { PAGE_SIZE_MAX } from '@hrms/contracts/constants';
import type {
  EmployeeHoliday,
  EmployeeHolidaysResponse,
  HolidayCalendar,
  HolidayCalendarRequest,
  HolidayEntry,
  HolidayEntryRequest,
} from '@hrms/contracts/holidays';
import type { Branch } from '@hrms/contracts/organisation';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attendanceKeys } from '@/features/attendance';
import { leaveKeys } from '@/features/leave';
import { api } from '@/lib/api';
import { holidayKeys } from './keys';

type CalendarAnswer = { message: string; calendar: HolidayCalendar };
type HolidayAnswer = { message: string; holiday: HolidayEntry };
type OptInAnswer = { message: string; holiday?: EmployeeHoliday };

const validId = (id: number | null): id is number => id !== null && Number.isInteger(id) && id > 0;

/**
 * Refreshes what holidays feed: the holiday screens, and the days attendance and leave count (a holiday is
 * neither a working day nor a day of leave).
 */
function useRefreshHolidays() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: holidayKeys.all }),
      queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
      queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
    ]);
}

// ---- calendars

/** GET /holiday-calendars: the company's calendars with their counts in the year (a super admin's: one company's). */
export function useHolidayCalendars(companyId: number | null, year: number, enabled = true) {
  return useQuery({
    queryKey: holidayKeys.calendars(companyId, year),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: HolidayCalendar[] }>('/holiday-calendars', {
          query: { company_id: companyId, year },
          fallbackMessage: 'Failed to load holiday calendars',
          signal,
        })
      ).data,
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useSaveCalendar(id?: number) {
  const refresh = useRefreshHolidays();
  return useMutation({
    mutationFn: (body: HolidayCalendarRequest) =>
      id
        ? api.put<CalendarAnswer>(`/holiday-calendars/${id}`, body, {
            fallbackMessage: 'Failed to update the holiday calendar',
          })
        : api.post<CalendarAnswer>('/holiday-calendars', body, {
            fallbackMessage: 'Failed to create the holiday calendar',
          }),
    onSuccess: refresh,
  });
}

/** DELETE /holiday-calendars/{id}: 409 for the company-wide calendar. */
export function useDeleteCalendar() {
  const refresh = useRefreshHolidays();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ message: string }>(`/holiday-calendars/${id}`, {
        fallbackMessage: 'Failed to delete the holiday calendar',
      }),
    onSuccess: refresh,
  });
}

// ---- a calendar's holidays

export function useCalendarHolidays(calendarId: number | null, year: number) {
  return useQuery({
    queryKey: holidayKeys.entries(calendarId ?? 0, year),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: HolidayEntry[] }>('/holidays', {
          query: { calendar_id: calendarId, year },
          fallbackMessage: 'Failed to load holidays',
          signal,
        })
      ).data,
    enabled: validId(calendarId),
    placeholderData: keepPreviousData,
  });
}

export function useSaveHoliday(id?: number) {
  const refresh = useRefreshHolidays();
  return useMutation({
    mutationFn: (body: HolidayEntryRequest) =>
      id
        ? api.put<HolidayAnswer>(`/holidays/${id}`, body, { fallbackMessage: 'Failed to update the holiday' })
        : api.post<HolidayAnswer>('/holidays', body, { fallbackMessage: 'Failed to add the holiday' }),
    onSuccess: refresh,
  });
}

export function useDeleteHoliday() {
  const refresh = useRefreshHolidays();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ message: string }>(`/holidays/${id}`, { fallbackMessage: 'Failed to delete the holiday' }),
    onSuccess: refresh,
  });
}

// ---- an employee's year

/** GET /employees/{id}/holidays: the holidays the employee observes in the year, with their allowances. */
export function useEmployeeHolidays(employeeId: number | null, year: number) {
  return useQuery({
    queryKey: holidayKeys.employee(employeeId ?? 0, year),
    queryFn: ({ signal }) =>
      api.get<EmployeeHolidaysResponse>(`/employees/${employeeId}/holidays`, {
        query: { year },
        fallbackMessage: 'Failed to load your holidays',
        signal,
      }),
    enabled: validId(employeeId),
    placeholderData: keepPreviousData,
  });
}

/** POST (opt in) or DELETE (opt out) /holidays/{id}/opt-in: 409 once the year's allowance is used up. */
export function useOptIn() {
  const refresh = useRefreshHolidays();
  return useMutation({
    mutationFn: ({ holidayId, optIn }: { holidayId: number; optIn: boolean }) =>
      optIn
        ? api.post<OptInAnswer>(`/holidays/${holidayId}/opt-in`, undefined, {
            fallbackMessage: 'Failed to opt in to the holiday',
          })
        : api.delete<OptInAnswer>(`/holidays/${holidayId}/opt-in`, {
            fallbackMessage: 'Failed to opt out of the holiday',
          }),
    onSuccess: refresh,
  });
}

// ---- what a calendar can name

/** The company's branches (at most 100), for the calendar dialog's branch select. */
export function useBranchOptions(companyId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: holidayKeys.branches(companyId),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<Branch>>('/branches', {
          query: { company_id: companyId, per_page: PAGE_SIZE_MAX },
          fallbackMessage: 'Failed to load branches',
          signal,
        })
      ).data,
    enabled,
    staleTime: 60_000,
  });
}
