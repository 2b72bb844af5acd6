import type { EmployeeListItem } from '@hrms/contracts/employees';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequirePermission } from '@/app/RequirePermission';

/**
 * What the employee pages show of other features, each loaded with its page. app/router hands them in, so
 * employees imports no feature that depends on it (exits refreshes the employees' queries).
 */
type Section = () => Promise<ComponentType<{ employee: EmployeeListItem }>>;
export type EmployeeRouteSlots = {
  /** The exit section of an employee's record (exits). */
  ExitSection: Section;
  /** Personal details, addresses and emergency contact (profile). */
  ProfileSection: Section;
  /** The employee's documents (documents). */
  DocumentsSection: Section;
  /** The letters issued to the employee (letters). */
  LettersSection: Section;
  /** The employee's onboarding and offboarding checklists (checklists). */
  ChecklistsSection: Section;
};

/** Employee screens (spec 1 §2.9–2.13), each page loaded on demand. */
export const employeeRoutes = (slots: EmployeeRouteSlots): RouteObject[] => [
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
    lazy: async () => {
      const [
        { EmployeeDetailPage },
        ExitSection,
        ProfileSection,
        DocumentsSection,
        LettersSection,
        ChecklistsSection,
      ] = await Promise.all([
        import('./pages/EmployeeDetailPage'),
        slots.ExitSection(),
        slots.ProfileSection(),
        slots.DocumentsSection(),
        slots.LettersSection(),
        slots.ChecklistsSection(),
      ]);
      return {
        element: (
          <EmployeeDetailPage
            ExitSection={ExitSection}
            ProfileSection={ProfileSection}
            DocumentsSection={DocumentsSection}
            LettersSection={LettersSection}
            ChecklistsSection={ChecklistsSection}
          />
        ),
      };
    },
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
