import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/**
 * What the leave pages show of other features, each loaded with its page. app/router hands them in, so leave
 * imports no feature that depends on it (approvals refreshes the leave screens after a decision).
 */
export type LeaveRouteSlots = {
  /** A leave request's levels of approval (approvals). */
  ApprovalTrail: () => Promise<ComponentType<{ requestType: 'leave'; requestId: number }>>;
};

/** The leave screens (spec 3 §2), each page loaded on demand. */
export const leaveRoutes = (slots: LeaveRouteSlots): RouteObject[] => [
  {
    path: 'leaves',
    lazy: async () => ({ Component: (await import('./pages/LeavesPage')).LeavesPage }),
  },
  {
    // Checks apply-leave itself: the spec wants the page to say why the form is not there.
    path: 'leaves/apply',
    lazy: async () => ({ Component: (await import('./pages/ApplyLeavePage')).ApplyLeavePage }),
  },
  {
    path: 'leaves/balance',
    lazy: async () => ({ Component: (await import('./pages/LeaveBalancePage')).LeaveBalancePage }),
  },
  {
    path: 'leaves/types',
    element: <RequirePermission permission="manage-leave-types" redirectTo="/leaves" />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/LeaveTypesPage')).LeaveTypesPage }),
      },
    ],
  },
  {
    // One's own history; someone else's (?employee_id=) as the server allows: their manager, approvers.
    path: 'leaves/ledger',
    lazy: async () => ({ Component: (await import('./pages/LeaveLedgerPage')).LeaveLedgerPage }),
  },
  {
    path: 'leave-policies',
    element: <RequirePermission permission="manage-leave-policies" redirectTo="/leaves" />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/LeavePoliciesPage')).LeavePoliciesPage }),
      },
    ],
  },
  {
    path: 'leave-policies/new',
    element: <RequirePermission permission="manage-leave-policies" redirectTo="/leaves" />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./pages/LeavePolicyCreatePage')).LeavePolicyCreatePage,
        }),
      },
    ],
  },
  {
    path: 'leave-policies/:id',
    element: <RequirePermission permission="manage-leave-policies" redirectTo="/leaves" />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/LeavePolicyPage')).LeavePolicyPage }),
      },
    ],
  },
  {
    path: 'leaves/:id',
    lazy: async () => {
      const [{ LeaveDetailPage }, ApprovalTrail] = await Promise.all([
        import('./pages/LeaveDetailPage'),
        slots.ApprovalTrail(),
      ]);
      return { element: <LeaveDetailPage ApprovalTrail={ApprovalTrail} /> };
    },
  },
];
