import type { RouteObject } from 'react-router';

/** The employee's home screen, where the installed app opens (the manifest's start_url). */
export const homeRoutes: RouteObject[] = [
  {
    path: 'home',
    lazy: async () => ({ Component: (await import('./pages/HomePage')).HomePage }),
  },
];
