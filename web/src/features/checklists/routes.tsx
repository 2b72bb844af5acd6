import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/**
 * Onboarding and offboarding checklists, each page loaded on demand: HR's lists of joiners and leavers and
 * the templates with their editor, behind manage-checklists (anyone else goes to My Tasks); a checklist's
 * page, for HR, the employee and their manager (the server says who); and My Tasks for everyone.
 */
export const checklistRoutes: RouteObject[] = [
  {
    path: 'my-tasks',
    lazy: async () => ({ Component: (await import('./pages/MyTasksPage')).MyTasksPage }),
  },
  {
    element: <RequirePermission permission="manage-checklists" redirectTo="/my-tasks" />,
    children: [
      {
        path: 'checklists',
        lazy: async () => {
          const { ChecklistsPage } = await import('./pages/ChecklistsPage');
          return { element: <ChecklistsPage key="onboarding" kind="onboarding" /> };
        },
      },
      {
        path: 'checklists/offboarding',
        lazy: async () => {
          const { ChecklistsPage } = await import('./pages/ChecklistsPage');
          return { element: <ChecklistsPage key="offboarding" kind="offboarding" /> };
        },
      },
      {
        path: 'checklists/templates',
        lazy: async () => ({ Component: (await import('./pages/TemplatesPage')).TemplatesPage }),
      },
      {
        path: 'checklists/templates/new',
        lazy: async () => ({ Component: (await import('./pages/TemplatePages')).NewTemplatePage }),
      },
      {
        path: 'checklists/templates/:id',
        lazy: async () => ({ Component: (await import('./pages/TemplatePages')).TemplatePage }),
      },
    ],
  },
  {
    path: 'checklists/:id',
    lazy: async () => ({ Component: (await import('./pages/ChecklistPage')).ChecklistPage }),
  },
];
