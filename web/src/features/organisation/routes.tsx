import type { Permission } from '@hrms/contracts/permissions';
import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/** A route only users with the permission may open; others go to `redirectTo` (spec 2 §2, §6). */
function guarded(
  path: string,
  permission: Permission,
  redirectTo: string,
  lazy: NonNullable<RouteObject['lazy']>,
): RouteObject {
  return {
    path,
    element: <RequirePermission permission={permission} redirectTo={redirectTo} />,
    children: [{ index: true, lazy }],
  };
}

/** Companies, branches, departments and teams (spec 2 §2), each page loaded on demand. */
export const organisationRoutes: RouteObject[] = [
  // companies
  {
    path: 'companies',
    lazy: async () => ({ Component: (await import('./pages/CompaniesPage')).CompaniesPage }),
  },
  guarded('companies/create', 'update-company-settings', '/companies', async () => ({
    Component: (await import('./pages/CompanyCreatePage')).CompanyCreatePage,
  })),
  {
    path: 'companies/:id',
    lazy: async () => ({ Component: (await import('./pages/CompanyDetailPage')).CompanyDetailPage }),
  },
  guarded('companies/:id/edit', 'update-company-settings', '/companies', async () => ({
    Component: (await import('./pages/CompanyEditPage')).CompanyEditPage,
  })),
  {
    path: 'companies/:id/branches',
    lazy: async () => ({ Component: (await import('./pages/CompanyBranchesPage')).CompanyBranchesPage }),
  },
  // branches
  {
    path: 'branches',
    lazy: async () => ({ Component: (await import('./pages/BranchesPage')).BranchesPage }),
  },
  guarded('branches/create', 'manage-branches', '/branches', async () => ({
    Component: (await import('./pages/BranchCreatePage')).BranchCreatePage,
  })),
  {
    path: 'branches/:id',
    lazy: async () => ({ Component: (await import('./pages/BranchDetailPage')).BranchDetailPage }),
  },
  guarded('branches/:id/edit', 'manage-branches', '/branches', async () => ({
    Component: (await import('./pages/BranchEditPage')).BranchEditPage,
  })),
  {
    path: 'branches/:id/departments',
    lazy: async () => ({ Component: (await import('./pages/BranchDepartmentsPage')).BranchDepartmentsPage }),
  },
  // departments
  {
    path: 'departments',
    lazy: async () => ({ Component: (await import('./pages/DepartmentsPage')).DepartmentsPage }),
  },
  {
    // Checks manage-departments itself: the list then says why the user was sent back.
    path: 'departments/create',
    lazy: async () => ({ Component: (await import('./pages/DepartmentCreatePage')).DepartmentCreatePage }),
  },
  {
    path: 'departments/:id',
    lazy: async () => ({ Component: (await import('./pages/DepartmentDetailPage')).DepartmentDetailPage }),
  },
  guarded('departments/:id/edit', 'manage-departments', '/departments', async () => ({
    Component: (await import('./pages/DepartmentEditPage')).DepartmentEditPage,
  })),
  {
    path: 'departments/:id/teams',
    lazy: async () => ({ Component: (await import('./pages/DepartmentTeamsPage')).DepartmentTeamsPage }),
  },
  {
    path: 'departments/:id/employees',
    lazy: async () => ({
      Component: (await import('./pages/DepartmentEmployeesPage')).DepartmentEmployeesPage,
    }),
  },
  // teams
  {
    path: 'teams',
    lazy: async () => ({ Component: (await import('./pages/TeamsPage')).TeamsPage }),
  },
  guarded('teams/create', 'manage-teams', '/teams', async () => ({
    Component: (await import('./pages/TeamCreatePage')).TeamCreatePage,
  })),
  {
    path: 'teams/:id',
    lazy: async () => ({ Component: (await import('./pages/TeamDetailPage')).TeamDetailPage }),
  },
  guarded('teams/:id/edit', 'manage-teams', '/teams', async () => ({
    Component: (await import('./pages/TeamEditPage')).TeamEditPage,
  })),
  guarded('teams/:id/members', 'manage-teams', '/teams', async () => ({
    Component: (await import('./pages/TeamMembersPage')).TeamMembersPage,
  })),
  guarded('teams/:id/assign-lead', 'manage-teams', '/teams', async () => ({
    Component: (await import('./pages/TeamAssignLeadPage')).TeamAssignLeadPage,
  })),
];
