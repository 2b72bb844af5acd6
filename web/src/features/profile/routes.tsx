import type { RouteObject } from 'react-router';
import { loadApprovalTrail } from '@/features/approvals';

/**
 * The profile screens, each page loaded on demand: one's own profile, the profile change requests (with the
 * self-service policy for approve-profile-changes), and a request's page (where the approvals inbox links
 * to) with its approval trail.
 */
export const profileRoutes: RouteObject[] = [
  {
    path: 'profile',
    lazy: async () => ({ Component: (await import('./pages/MyProfilePage')).MyProfilePage }),
  },
  {
    path: 'profile-changes',
    lazy: async () => ({ Component: (await import('./pages/ProfileChangesPage')).ProfileChangesPage }),
  },
  {
    path: 'profile-changes/:id',
    lazy: async () => {
      const [{ ProfileChangeRequestPage }, ApprovalTrail] = await Promise.all([
        import('./pages/ProfileChangeRequestPage'),
        loadApprovalTrail(),
      ]);
      return { element: <ProfileChangeRequestPage ApprovalTrail={ApprovalTrail} /> };
    },
  },
];
