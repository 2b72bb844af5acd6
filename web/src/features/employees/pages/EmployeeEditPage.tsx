import type { EmployeeUpdateRequest } from '@hrms/contracts/employees';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { flashState } from '@/lib/flash';
import { personName } from '@/lib/personName';
import { useCan } from '@/lib/useCan';
import { useEmployee, useUpdateEmployee } from '../api';
import { EmployeeForm } from '../components/EmployeeForm';
import { EmployeeLoadState } from '../components/EmployeeLoadState';
import { employeeFormValues } from '../employeeForm';

/** /employees/{id}/edit (spec 1 §2.12); without update-employees it goes to the employee's page. */
export function EmployeeEditPage() {
  const rawId = useParams().id ?? '';
  const id = Number(rawId);
  const canUpdate = useCan('update-employees');
  if (!canUpdate) return <Navigate to={`/employees/${rawId}`} replace />;
  return <EmployeeEdit key={id} id={id} />;
}

function EmployeeEdit({ id }: { id: number }) {
  const navigate = useNavigate();
  const employee = useEmployee(id, 'Failed to fetch employee data');
  const update = useUpdateEmployee(id);
  // The form starts from the record as first loaded; a background refetch must not reset it.
  const [initial, setInitial] = useState<ReturnType<typeof employeeFormValues> | null>(null);
  if (employee.data && !initial) setInitial(employeeFormValues(employee.data));

  const back = (
    <ButtonLink to={`/employees/${id}`} variant="secondary" icon={ArrowLeft}>
      Back to Employee
    </ButtonLink>
  );

  if (!employee.data || !initial) {
    return (
      <>
        <PageHeader title="Edit Employee" actions={back} />
        <EmployeeLoadState
          pending={employee.isLoading}
          error={employee.error}
          fallbackMessage="Failed to fetch employee data"
          backTo="/employees"
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Edit Employee"
        description={`${personName(employee.data)} · ${employee.data.employee_id}`}
        actions={back}
      />
      <EmployeeForm
        mode="edit"
        initialValues={initial}
        employee={employee.data}
        pending={update.isPending}
        failure={update.error}
        fallbackMessage="Failed to update employee"
        cancelTo={`/employees/${id}`}
        onSave={(body) =>
          update.mutate(body as EmployeeUpdateRequest, {
            onSuccess: (answer) => navigate(`/employees/${id}`, { state: flashState(answer.message) }),
          })
        }
      />
    </>
  );
}
