import type { AttendanceListFilters } from './filters';
import type { OvertimeFilters } from './overtime';

/**
 * Query keys of the attendance area. Every key starts with 'attendance': a clock action, an approval
 * or a manual entry changes the lists, the records, the status and the dashboard at once, so every
 * write refreshes the whole area.
 */
export const attendanceKeys = {
  all: ['attendance'] as const,
  list: (filters: AttendanceListFilters) => ['attendance', 'list', filters] as const,
  overtime: (filters: OvertimeFilters) => ['attendance', 'overtime', filters] as const,
  record: (id: number) => ['attendance', 'record', id] as const,
  status: (employeeId: number) => ['attendance', 'status', employeeId] as const,
  dashboard: ['attendance', 'dashboard'] as const,
  summary: (employeeId: number, year: number, month: number) =>
    ['attendance', 'summary', employeeId, year, month] as const,
  // Outside 'attendance': an attendance write does not change the pick lists.
  employees: ['attendance-options', 'employees'] as const,
};
