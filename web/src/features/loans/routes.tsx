import type { RouteObject } from 'react-router';

/** Loans and salary advances (issue 19). */
export const loanRoutes: RouteObject[] = [];
