import type { EmployeeCreateRequest } from '@hrms/contracts/employees';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SuccessBanner } from '../../../components/ui/SuccessBanner';
import { todayISO } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { useCreateEmployee } from '../api';
import { EmployeeForm } from '../components/EmployeeForm';
import { newEmployeeValues, prefilledEmployeeValues } from '../employeeForm';

/** Spec 1 §9: back to the list 1.5 seconds after a create. */
const CREATED_REDIRECT_MS = 1500;

/** /employees/create (spec 1 §2.10); the route sends users without create-employees to /employees. */
export function EmployeeCreatePage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const create = useCreateEmployee();
  // A hired applicant's details arrive in the navigation state (recruitment's "Create employee record").
  const { state } = useLocation();
  const [initialValues] = useState(() =>
    prefilledEmployeeValues(newEmployeeValues(user?.employee?.company_id, todayISO()), state),
  );
  const created = create.isSuccess ? create.data.message : null;

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => navigate('/employees'), CREATED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [created, navigate]);

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
      <SuccessBanner message={created} className="mb-6" />
      <EmployeeForm
        mode="create"
        initialValues={initialValues}
        pending={create.isPending}
        failure={create.error}
        locked={create.isSuccess}
        fallbackMessage="Failed to create employee"
        cancelTo="/employees"
        onSave={(body) => create.mutate(body as EmployeeCreateRequest)}
      />
    </>
  );
}
