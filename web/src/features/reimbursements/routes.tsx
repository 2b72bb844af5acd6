import type { RouteObject } from 'react-router';

/** Expense claims: an employee's own and the approvers' queue (issue 19). */
export const reimbursementRoutes: RouteObject[] = [];
