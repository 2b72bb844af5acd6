/** Query keys of the attendance calendar: one employee's month (null: the caller's own). */
export const attendanceCalendarKeys = {
  all: ['attendance-calendar'] as const,
  month: (employeeId: number | null, year: number, month: number) =>
    ['attendance-calendar', employeeId, year, month] as const,
  reports: (from: string) => ['attendance-calendar', 'reports', from] as const,
};
