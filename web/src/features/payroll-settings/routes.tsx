import type { RouteObject } from 'react-router';

/** A company's payroll settings (issue 19). */
export const payrollSettingsRoutes: RouteObject[] = [];
