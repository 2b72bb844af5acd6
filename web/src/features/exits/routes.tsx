import type { RouteObject } from 'react-router';

/** Exits and full and final settlements (issue 19). */
export const exitRoutes: RouteObject[] = [];
