import type { EmployeeCreateRequest } from '@hrms/contracts/employees';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { todayISO } from '@/lib/dates';
import { flashState } from '@/lib/flash';
import { useSession } from '@/lib/session';
import { useCreateEmployee } from '../api';
import { EmployeeForm } from '../components/EmployeeForm';
import { hiredApplication, newEmployeeValues, prefilledEmployeeValues } from '../employeeForm';

/**
 * /employees/create (spec 1 §2.10); the route sends users without create-employees to /employees. A new
 * employee's next step is their salary structure, so the page goes to their record, which shows the
 * confirmation and the way to set it, instead of back to the list (see
 * docs/decisions/organisation-and-employees.md, "After creating an employee, go to the new record"). An
 * employee hired from an application is sent with its id.
 */
export function EmployeeCreatePage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const create = useCreateEmployee();
  // A hired applicant's details arrive in the navigation state (recruitment's "Create employee record").
  const { state } = useLocation();
  const [initialValues] = useState(() =>
    prefilledEmployeeValues(newEmployeeValues(user?.employee?.company_id, todayISO()), state),
  );
  // Sent with the employee, never shown as a field: the server links them to it and starts their onboarding.
  const [application] = useState(() => hiredApplication(state));

  return (
    <>
      <PageHeader
        title="Add Employee"
        description="A new employee record; the employee ID is generated when it is saved."
        actions={
          <ButtonLink to="/employees" variant="secondary" icon={ArrowLeft}>
            Back to Employees
          </ButtonLink>
        }
      />
      {application ? (
        <p className="mb-6 rounded-lg border border-indigo-100 bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
          From the application of {application.applicant || 'the applicant'}
          {application.job ? ` for ${application.job}` : ''}: their onboarding checklist starts when saved.
        </p>
      ) : null}
      <EmployeeForm
        mode="create"
        initialValues={initialValues}
        pending={create.isPending}
        failure={create.error}
        locked={create.isSuccess}
        fallbackMessage="Failed to create employee"
        cancelTo="/employees"
        onSave={(saved) => {
          const body = saved as EmployeeCreateRequest;
          create.mutate(application ? { ...body, job_application_id: application.id } : body, {
            onSuccess: (answer) =>
              navigate(`/employees/${answer.employee.id}`, { state: flashState(answer.message) }),
          });
        }}
      />
    </>
  );
}
