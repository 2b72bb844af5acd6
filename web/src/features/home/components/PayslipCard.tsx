import { ReceiptIndianRupee, Wallet } from 'lucide-react';
import { ButtonLink } from '@/components/ui/Button';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatPayPeriod, usePayrollRuns } from '@/features/payroll';
import { errorMessage } from '@/lib/api';
import { formatINR } from '@/lib/format';
import { latestReleasedRun } from '../home';

/** The newest released month's net pay, and the way to every payslip. */
export function PayslipCard({ employeeId }: { employeeId: number }) {
  // The newest page of one's own runs (newest month first) holds the latest released one.
  const runs = usePayrollRuns({ page: 1, month: '', year: '', status: '', employee_id: String(employeeId) });
  const latest = latestReleasedRun(runs.data?.data ?? []);

  return (
    <SectionCard
      title="Payslips"
      actions={
        <ButtonLink to="/payroll" variant="secondary" size="sm" icon={ReceiptIndianRupee}>
          All payslips
        </ButtonLink>
      }
    >
      {runs.isPending ? (
        <LoadingState label="Loading your payslips..." className="py-6" />
      ) : runs.isError ? (
        <ErrorBanner message={errorMessage(runs.error, 'Failed to fetch payroll data')} />
      ) : latest ? (
        <DetailList>
          <DetailItem label="Net pay" wide>
            <span className="text-2xl font-semibold tracking-tight tabular-nums">
              {formatINR(latest.net_salary)}
            </span>
          </DetailItem>
          <DetailItem label="Month">{formatPayPeriod(latest.pay_period)}</DetailItem>
          <DetailItem label="Gross pay">
            <span className="tabular-nums">{formatINR(latest.gross_salary)}</span>
          </DetailItem>
        </DetailList>
      ) : (
        <EmptyState
          icon={Wallet}
          title="No payslip yet"
          hint="Your payslip shows here once a month's pay is released to you."
          className="py-6"
        />
      )}
    </SectionCard>
  );
}
