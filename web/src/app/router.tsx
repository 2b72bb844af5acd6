import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingState } from '@/components/ui/LoadingState';
import { accessRoutes } from '@/features/access/routes';
import { loadApprovalTrail } from '@/features/approvals';
import { approvalRoutes } from '@/features/approvals/routes';
import { attendanceRoutes } from '@/features/attendance/routes';
import { attendanceCalendarRoutes } from '@/features/attendance-calendar/routes';
import { deviceRoutes } from '@/features/attendance-devices/routes';
import { attendanceRequestRoutes } from '@/features/attendance-requests/routes';
import { auditRoutes } from '@/features/audit/routes';
import { accountRoutes, signedOutRoutes } from '@/features/auth/routes';
import { bonusRoutes } from '@/features/bonus/routes';
import { loadEmployeeChecklistsSection } from '@/features/checklists';
import { checklistRoutes } from '@/features/checklists/routes';
import { compOffRoutes } from '@/features/comp-off/routes';
import { compensationRoutes } from '@/features/compensation/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { directoryRoutes } from '@/features/directory/routes';
import { loadEmployeeDocumentsSection } from '@/features/documents';
import { documentRoutes } from '@/features/documents/routes';
import { employeeRoutes } from '@/features/employees/routes';
import { loadExitSection, loadMySettlementCard } from '@/features/exits';
import { exitRoutes } from '@/features/exits/routes';
import { form16Routes } from '@/features/form16/routes';
import { holidayRoutes } from '@/features/holidays/routes';
import { homeRoutes } from '@/features/home/routes';
import { importRoutes } from '@/features/imports/routes';
import { leaveRoutes } from '@/features/leave/routes';
import { encashmentRoutes } from '@/features/leave-encashments/routes';
import { loadEmployeeLettersSection } from '@/features/letters';
import { letterRoutes } from '@/features/letters/routes';
import { loanRoutes } from '@/features/loans/routes';
import { notificationRoutes } from '@/features/notifications/routes';
import { organisationRoutes } from '@/features/organisation/routes';
import { payRunRoutes } from '@/features/pay-runs/routes';
import { payrollRoutes } from '@/features/payroll/routes';
import { payrollJournalRoutes } from '@/features/payroll-journal/routes';
import { payrollSettingsRoutes } from '@/features/payroll-settings/routes';
import { loadEmployeeProfileSection } from '@/features/profile';
import { profileRoutes } from '@/features/profile/routes';
import { careersRoutes, recruitmentRoutes } from '@/features/recruitment/routes';
import { reimbursementRoutes } from '@/features/reimbursements/routes';
import { reportRoutes } from '@/features/reports/routes';
import { setupRoutes } from '@/features/setup/routes';
import { shiftChangeRoutes } from '@/features/shift-changes/routes';
import { shiftRoutes } from '@/features/shifts/routes';
import { statutoryRoutes } from '@/features/statutory/routes';
import { statutoryPaymentRoutes } from '@/features/statutory-payments/routes';
import { taxYearRoutes } from '@/features/tax-year/routes';
import { tdsRoutes } from '@/features/tds/routes';
import { teamCalendarRoutes } from '@/features/team-calendar/routes';
import { AppLayout } from './AppLayout';
import { RedirectIfSignedIn } from './RedirectIfSignedIn';
import { RequireAuth } from './RequireAuth';
import { RouteError } from './RouteError';

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    HydrateFallback: () => <LoadingState fullPage />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: signedOutRoutes,
      },
      // Public: the careers pages open (from a job card, in a new tab) for anyone, signed in or not.
      ...careersRoutes,
      {
        element: <RequireAuth />,
        children: [
          {
            path: '/',
            element: <AppLayout />,
            children: [
              {
                // A page that fails renders its error inside the layout, so the sidebar stays usable.
                errorElement: <RouteError />,
                children: [
                  ...dashboardRoutes,
                  ...homeRoutes,
                  ...accountRoutes,
                  ...attendanceRoutes({ ApprovalTrail: loadApprovalTrail }),
                  ...attendanceRequestRoutes,
                  // Approvals' trail on the leave request's page is composed here: approvals refreshes the
                  // leave screens after a decision, so leave does not import approvals.
                  ...leaveRoutes({ ApprovalTrail: loadApprovalTrail }),
                  ...compOffRoutes,
                  ...encashmentRoutes,
                  ...approvalRoutes,
                  ...teamCalendarRoutes,
                  ...attendanceCalendarRoutes,
                  ...shiftRoutes,
                  ...shiftChangeRoutes,
                  ...deviceRoutes,
                  ...holidayRoutes,
                  // Exits' parts on other features' pages are composed here: exits refreshes the employees'
                  // and payroll's queries, so neither of them imports exits.
                  ...employeeRoutes({
                    ExitSection: loadExitSection,
                    ProfileSection: loadEmployeeProfileSection,
                    DocumentsSection: loadEmployeeDocumentsSection,
                    LettersSection: loadEmployeeLettersSection,
                    ChecklistsSection: loadEmployeeChecklistsSection,
                  }),
                  ...compensationRoutes,
                  ...statutoryRoutes,
                  ...tdsRoutes,
                  ...statutoryPaymentRoutes,
                  ...organisationRoutes,
                  ...accessRoutes,
                  ...recruitmentRoutes,
                  ...payrollRoutes({ OwnSettlement: loadMySettlementCard }),
                  ...payRunRoutes,
                  ...payrollSettingsRoutes,
                  ...payrollJournalRoutes,
                  ...exitRoutes,
                  ...documentRoutes,
                  ...letterRoutes,
                  ...checklistRoutes,
                  ...directoryRoutes,
                  ...loanRoutes,
                  ...profileRoutes,
                  ...reimbursementRoutes,
                  ...bonusRoutes,
                  ...taxYearRoutes,
                  ...form16Routes,
                  ...reportRoutes,
                  ...auditRoutes,
                  ...importRoutes,
                  ...setupRoutes,
                  ...notificationRoutes,
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
