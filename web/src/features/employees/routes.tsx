import type { RouteObject } from 'react-router';
import { RequirePermission } from '../../app/RequirePermission';

/** Employee screens (spec 1 §2.9–2.13), each page loaded on demand. */
export const employeeRoutes: RouteObject[] = [
  {
    path: 'employees',
    lazy: async () => ({ Component: (await import('./pages/EmployeesPage')).EmployeesPage }),
  },
  {
    // Spec 1 §2.10: without create-employees the page redirects to /employees.
    path: 'employees/create',
    element: <RequirePermission permission="create-employees" redirectTo="/employees" />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/EmployeeCreatePage')).EmployeeCreatePage }),
      },
    ],
  },
  {
    path: 'employees/:id',
    lazy: async () => ({ Component: (await import('./pages/EmployeeDetailPage')).EmployeeDetailPage }),
  },
  {
    path: 'employees/:id/edit',
    lazy: async () => ({ Component: (await import('./pages/EmployeeEditPage')).EmployeeEditPage }),
  },
  {
    path: 'employees/:id/salary',
    lazy: async () => ({ Component: (await import('./pages/EmployeeSalaryPage')).EmployeeSalaryPage }),
  },
];
