import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { FinancialYearPicker } from '@/components/FinancialYearPicker';
import { ButtonLink } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { errorMessage } from '@/lib/api';
import { employeeOptionLabel, personName } from '@/lib/personName';
import { routeId } from '@/lib/routeId';
import { useSession } from '@/lib/session';
import { useTaxEmployee } from '../api';
import { TaxYearView } from '../components/TaxYearView';
import { useFinancialYearParam } from '../useFinancialYearParam';

/**
 * /employees/{id}/tax (manage-tax-declarations, checked by the route and by the server): HR's view of one
 * employee's tax year, with verification of each declaration's proofs.
 */
export function EmployeeTaxPage() {
  const { id, valid } = routeId(useParams().id);
  const { user } = useSession();
  const employee = useTaxEmployee(id);
  const [financialYear, setFinancialYear] = useFinancialYearParam();
  const own = user?.employee_id === id;
  const name = employee.data ? employeeOptionLabel(employee.data) : null;
  return (
    <>
      <PageHeader
        title={name ? `Tax · ${name}` : 'Employee Tax'}
        description="Regime, declarations and proofs for the year; verify each proof."
        actions={
          <>
            <ButtonLink
              to={`/tax-declarations?financial_year=${financialYear}`}
              variant="secondary"
              icon={ArrowLeft}
            >
              Tax Declarations
            </ButtonLink>
            <FinancialYearPicker
              value={financialYear}
              onChange={setFinancialYear}
              className="w-full sm:w-56"
            />
          </>
        }
      />
      {!valid ? (
        <ErrorBanner message="Employee not found" />
      ) : employee.isError ? (
        <ErrorBanner message={errorMessage(employee.error, 'Failed to fetch employee details')} />
      ) : (
        <TaxYearView
          employeeId={id}
          financialYear={financialYear}
          verifying
          ownRecord={own}
          employeeName={employee.data ? personName(employee.data) : null}
        />
      )}
    </>
  );
}
