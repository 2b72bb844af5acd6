import type {
  AttendanceRecord,
  AttendanceStatusEntity,
  attendanceDashboard,
  attendanceStats,
  EmployeeSummary,
  OvertimeItem,
} from '@hrms/contracts/attendance';
import type { Paged } from '@hrms/contracts/common';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@hrms/contracts/constants';
import type { EmployeeListItem } from '@hrms/contracts/employees';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { invalidatePayroll } from '@/features/payroll';
import { api } from '@/lib/api';
import type { ClockPayload } from './clock';
import type { CorrectionPayload } from './correction';
import type { AttendanceListFilters } from './filters';
import { attendanceKeys } from './keys';
import { clockFailure } from './labels';
import type { ManualEntryPayload } from './manualEntry';
import type { OvertimeFilters } from './overtime';

export type AttendanceStats = z.infer<typeof attendanceStats>;
export type AttendanceList = Paged<AttendanceRecord> & { summary: AttendanceStats };
export type AttendanceDashboard = z.infer<typeof attendanceDashboard>;
type RecordAnswer = { message: string; attendance: AttendanceRecord };
export type ClockAnswer = AttendanceStatusEntity & { message: string };

function useRefreshAttendance() {
  const queryClient = useQueryClient();
  // Returned so a mutation stays pending until the refetch is done (buttons stay disabled till then).
  return () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all });
}

const validId = (id: number | null | undefined): id is number => Number.isInteger(id) && (id ?? 0) > 0;

// ---- records

/** GET /attendance, 15 a page, with the summary of all matching records. */
export function useAttendanceRecords(filters: AttendanceListFilters) {
  return useQuery({
    queryKey: attendanceKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<AttendanceList>('/attendance', {
        query: {
          page: filters.page,
          per_page: PAGE_SIZE_DEFAULT,
          search: filters.search,
          employee_id: filters.employee_id,
          department_id: filters.department_id,
          start_date: filters.start_date,
          end_date: filters.end_date,
          status: filters.status,
          is_approved: filters.is_approved,
        },
        fallbackMessage: 'Failed to fetch attendance records',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAttendanceRecord(id: number) {
  return useQuery({
    queryKey: attendanceKeys.record(id),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ attendance: AttendanceRecord }>(`/attendance/${id}`, {
          fallbackMessage: 'Failed to fetch attendance record',
          signal,
        })
      ).attendance,
    enabled: validId(id),
  });
}

export function useApproveAttendance() {
  const refresh = useRefreshAttendance();
  return useMutation({
    mutationFn: (id: number) =>
      api.put<RecordAnswer>(`/attendance/${id}/approve`, undefined, {
        fallbackMessage: 'Failed to approve attendance',
      }),
    onSuccess: refresh,
  });
}

export type CorrectionAnswer = RecordAnswer & { payroll_run: { id: number; status: string } | null };

/** PUT /attendance/{id}: HR's correction; the month's summary and unapproved payroll follow on the server. */
export function useCorrectAttendance(id: number) {
  const refresh = useRefreshAttendance();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CorrectionPayload) =>
      api.put<CorrectionAnswer>(`/attendance/${id}`, payload, {
        fallbackMessage: 'Failed to update attendance',
      }),
    onSuccess: (answer) =>
      Promise.all([
        refresh(),
        // A recomputed run changes the payroll screens too.
        answer.payroll_run ? invalidatePayroll(queryClient) : null,
      ]),
  });
}

export function useBulkApproveAttendance() {
  const refresh = useRefreshAttendance();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.post<{ message: string; approved: number }>(
        '/attendance/bulk-approve',
        { ids },
        { fallbackMessage: 'Failed to approve attendance' },
      ),
    onSuccess: refresh,
  });
}

// ---- overtime

/** GET /attendance/overtime: days with overtime, each with its employee's quarter against the limit. */
export function useOvertime(filters: OvertimeFilters) {
  return useQuery({
    queryKey: attendanceKeys.overtime(filters),
    queryFn: ({ signal }) =>
      api.get<Paged<OvertimeItem>>('/attendance/overtime', {
        query: {
          page: filters.page,
          per_page: PAGE_SIZE_DEFAULT,
          search: filters.search,
          start_date: filters.start_date,
          end_date: filters.end_date,
          overtime_status: filters.overtime_status,
        },
        fallbackMessage: 'Failed to fetch overtime',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** An overtime decision changes what payroll pays: the open run of its month is recomputed on the server. */
function useRefreshAfterOvertime() {
  const refresh = useRefreshAttendance();
  const queryClient = useQueryClient();
  return () => Promise.all([refresh(), invalidatePayroll(queryClient)]);
}

/** PUT /attendance/{id}/overtime: approve (the hours claimed, or fewer) or reject a day's overtime. */
export function useDecideOvertime() {
  const refresh = useRefreshAfterOvertime();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; decision: 'approve' | 'reject'; hours?: number }) =>
      api.put<RecordAnswer>(`/attendance/${id}/overtime`, body, {
        fallbackMessage: 'Failed to decide the overtime',
      }),
    onSuccess: refresh,
  });
}

/** POST /attendance/overtime/bulk: the selected days at once, each at the hours claimed. */
export function useDecideOvertimeInBulk() {
  const refresh = useRefreshAfterOvertime();
  return useMutation({
    mutationFn: (body: { ids: number[]; decision: 'approve' | 'reject' }) =>
      api.post<{ message: string; decided: number }>('/attendance/overtime/bulk', body, {
        fallbackMessage: 'Failed to decide the overtime',
      }),
    onSuccess: refresh,
  });
}

/** One employee's month (days present, late, absent, hours), for a record's detail page. */
export function useEmployeeMonth(employeeId: number, year: number, month: number) {
  return useQuery({
    queryKey: attendanceKeys.summary(employeeId, year, month),
    queryFn: ({ signal }) =>
      api.get<EmployeeSummary>(`/attendance/employee-summary/${employeeId}`, {
        query: { month, year },
        fallbackMessage: 'Failed to fetch the monthly summary',
        signal,
      }),
    enabled: validId(employeeId) && month >= 1 && month <= 12,
  });
}

// ---- the clock

/** GET /attendance/status/{employeeId}: today's record and which actions are allowed now. */
export function useAttendanceStatus(employeeId: number | null) {
  return useQuery({
    queryKey: attendanceKeys.status(employeeId ?? 0),
    queryFn: ({ signal }) =>
      api.get<AttendanceStatusEntity>(`/attendance/status/${employeeId}`, {
        fallbackMessage: 'Failed to fetch attendance status',
        signal,
      }),
    enabled: validId(employeeId),
  });
}

/** POST /attendance/clock-in-out; whatever the answer, the status is fetched again afterwards. */
export function useClockAction() {
  const refresh = useRefreshAttendance();
  return useMutation({
    mutationFn: (payload: ClockPayload) =>
      api.post<ClockAnswer>('/attendance/clock-in-out', payload, {
        fallbackMessage: clockFailure(payload.action),
      }),
    onSettled: refresh,
  });
}

// ---- dashboard and manual entry

export function useAttendanceDashboard() {
  return useQuery({
    queryKey: attendanceKeys.dashboard,
    queryFn: ({ signal }) =>
      api.get<AttendanceDashboard>('/attendance/dashboard', {
        fallbackMessage: 'Failed to fetch dashboard data',
        signal,
      }),
  });
}

export function useCreateManualEntry() {
  const refresh = useRefreshAttendance();
  return useMutation({
    mutationFn: (payload: ManualEntryPayload) =>
      api.post<RecordAnswer>('/attendance/manual-entry', payload, {
        fallbackMessage: 'Failed to create manual entry',
      }),
    onSuccess: refresh,
  });
}

// ---- pick lists

/** Active employees (100 at most, spec §9) for the employee filter and the manual entry. */
export function useActiveEmployees(enabled = true) {
  return useQuery({
    queryKey: attendanceKeys.employees,
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<EmployeeListItem>>('/employees', {
          query: { status: 'active', per_page: PAGE_SIZE_MAX },
          fallbackMessage: 'Failed to fetch employees',
          signal,
        })
      ).data,
    enabled,
    staleTime: 60_000,
  });
}
