/**
 * Query keys of the holiday screens. Every key starts with 'holidays': a calendar's change moves its counts
 * in the list, and an opt-in moves both an employee's year and the holiday's opted-in count.
 */
export const holidayKeys = {
  all: ['holidays'] as const,
  calendars: (companyId: number | null, year: number) => ['holidays', 'calendars', companyId, year] as const,
  entries: (calendarId: number, year: number) => ['holidays', 'entries', calendarId, year] as const,
  employee: (employeeId: number, year: number) => ['holidays', 'employee', employeeId, year] as const,
  branches: (companyId: number | null) => ['holidays', 'branches', companyId] as const,
};
