import { UserRound } from 'lucide-react';
import { FinancialYearPicker } from '@/components/FinancialYearPicker';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { useSession } from '@/lib/session';
import { TaxYearView } from '../components/TaxYearView';
import { useFinancialYearParam } from '../useFinancialYearParam';

/** /my-tax: every employee's own income-tax year (no permission needed: one's own record). */
export function MyTaxPage() {
  const { user } = useSession();
  const [financialYear, setFinancialYear] = useFinancialYearParam();
  const employeeId = user?.employee_id ?? null;
  return (
    <>
      <PageHeader
        title="My Tax"
        description="Your regime, declarations and proofs, why your TDS is what it is, and your salary certificate."
        actions={
          employeeId ? (
            <FinancialYearPicker
              value={financialYear}
              onChange={setFinancialYear}
              className="w-full sm:w-56"
            />
          ) : null
        }
      />
      {employeeId ? (
        <TaxYearView employeeId={employeeId} financialYear={financialYear} verifying={false} ownRecord />
      ) : (
        <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <EmptyState
            icon={UserRound}
            title="No employee record"
            hint="Your account is not linked to an employee, so there is no salary or tax to show."
          />
        </div>
      )}
    </>
  );
}
