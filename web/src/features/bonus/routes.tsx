import type { RouteObject } from 'react-router';

/** Statutory bonus runs (issue 19). */
export const bonusRoutes: RouteObject[] = [];
