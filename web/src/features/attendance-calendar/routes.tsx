import type { RouteObject } from 'react-router';

/** The attendance calendar, loaded on demand: one's own month, and (for managers and HR) an employee's. */
export const attendanceCalendarRoutes: RouteObject[] = [
  {
    path: 'attendance/calendar',
    lazy: async () => ({
      Component: (await import('./pages/MyAttendanceCalendarPage')).MyAttendanceCalendarPage,
    }),
  },
  {
    path: 'employees/:id/attendance-calendar',
    lazy: async () => ({
      Component: (await import('./pages/EmployeeAttendanceCalendarPage')).EmployeeAttendanceCalendarPage,
    }),
  },
];
