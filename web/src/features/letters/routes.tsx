import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';
import { loadApprovalTrail } from '@/features/approvals';

/**
 * HR letters, each page loaded on demand: the letters, the templates and their editor, and the settings,
 * behind manage-letters (anyone else goes to My Documents, where their own letters are); and a letter's
 * page, where the approvals inbox links a pending one, for whoever the server lets see it.
 */
export const letterRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission="manage-letters" redirectTo="/my-documents" />,
    children: [
      {
        path: 'letters',
        lazy: async () => ({ Component: (await import('./pages/LettersPage')).LettersPage }),
      },
      {
        path: 'letters/templates',
        lazy: async () => ({ Component: (await import('./pages/TemplatesPage')).TemplatesPage }),
      },
      {
        path: 'letters/templates/new',
        lazy: async () => ({ Component: (await import('./pages/TemplatePages')).NewTemplatePage }),
      },
      {
        path: 'letters/templates/:id',
        lazy: async () => ({ Component: (await import('./pages/TemplatePages')).TemplatePage }),
      },
      {
        path: 'letters/settings',
        lazy: async () => ({ Component: (await import('./pages/LetterSettingsPage')).LetterSettingsPage }),
      },
    ],
  },
  {
    path: 'letters/:id',
    lazy: async () => {
      const [{ LetterPage }, ApprovalTrail] = await Promise.all([
        import('./pages/LetterPage'),
        loadApprovalTrail(),
      ]);
      return { element: <LetterPage ApprovalTrail={ApprovalTrail} /> };
    },
  },
];
