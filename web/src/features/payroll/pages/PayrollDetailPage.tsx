import {
  DEDUCTION_FIELDS,
  EARNING_FIELDS,
  EMPLOYER_CONTRIBUTION_FIELDS,
  type PayrollBreakdown,
  type PayrollRun,
} from '@hrms/contracts/payroll';
import {
  DEDUCTION_LABELS,
  EARNING_LABELS,
  EMPLOYER_CONTRIBUTION_LABELS,
  OT_HOURS_LABEL,
} from '@hrms/contracts/payroll-labels';
import { financialYearOf } from '@hrms/contracts/tax-year';
import { ArrowLeft, Banknote, Check, Download } from 'lucide-react';
import { useParams } from 'react-router';
import { AmountTable } from '@/components/AmountTable';
import { Avatar } from '@/components/ui/Avatar';
import { StatusBadge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { NetAmountBanner } from '@/components/ui/NetAmountBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { SectionCard } from '@/components/ui/SectionCard';
import { type PageSection, SectionTabs, useSection } from '@/components/ui/SectionTabs';
import { saveFile } from '@/lib/download';
import { formatDate, formatDateTime, formatINR, formatNumber } from '@/lib/format';
import { routeId } from '@/lib/routeId';
import { useCan } from '@/lib/useCan';
import { type RunWithBreakdown, useDownloadPayslip, usePayrollBreakdown } from '../api';
import { CodeWagesCard } from '../components/CodeWagesCard';
import { PaidDaysBreakdown } from '../components/PaidDaysBreakdown';
import { PaidThroughPayroll } from '../components/PaidThroughPayroll';
import { TdsWorkings } from '../components/TdsWorkings';
import { useRunActions } from '../components/useRunActions';
import { payslipFailure, payslipFilename } from '../downloads';
import { runActions, shownLines } from '../labels';
import { paidDaysOf } from '../paidDays';
import { formatPayPeriod } from '../periods';

const TITLE = 'Payroll Details';

/** /payroll/view/{id}: one run's breakdown, with Approve, Mark as Paid and the payslip (spec 1 §2.8). */
/** Where a run's figures came from. */
const SOURCE_LABELS: Record<PayrollBreakdown['source'], string> = {
  engine: 'Computed from salary and attendance',
  csv: 'Uploaded from CSV',
  imported: 'Paid before the move to HRMS (an imported opening balance)',
};

export function PayrollDetailPage() {
  const { id, valid } = routeId(useParams().id);
  const query = usePayrollBreakdown(id);
  return (
    <RecordLoader
      query={query}
      validId={valid}
      title={TITLE}
      notFoundTitle="Payroll data not found"
      notFoundMessage="The payroll run does not exist, or it is not one you may see."
      backTo="/payroll"
      backLabel="Back to Payroll"
      errorFallback="Failed to fetch payroll data"
      loadingLabel="Loading payroll details..."
    >
      {(data) => <PayrollDetail data={data} />}
    </RecordLoader>
  );
}

type Part = 'pay' | 'employer' | 'tds';

/** The run in parts, each at its own address (?section=tds); a run without TDS has no TDS part. */
function partsOf(withTds: boolean): PageSection<Part>[] {
  return [
    { key: 'pay', label: 'Earnings and deductions' },
    { key: 'employer', label: 'Employer cost' },
    ...(withTds ? [{ key: 'tds' as const, label: 'TDS working' }] : []),
  ];
}

function PayrollDetail({ data: { payroll_run: run, breakdown, inputs } }: { data: RunWithBreakdown }) {
  const parts = partsOf(Boolean(breakdown.tds));
  const part = useSection(parts);
  const actions = useRunActions();
  const download = useDownloadPayslip();
  const allowed = runActions(run.status, {
    approve: useCan('approve-payroll'),
    markPaid: useCan('mark-payroll-paid'),
  });
  const busy = actions.busyId === run.id;
  const paidDays = paidDaysOf(inputs);
  const employerTotal = EMPLOYER_CONTRIBUTION_FIELDS.reduce(
    (n, field) => n + breakdown.employer_contributions[field],
    0,
  );

  return (
    <>
      <PageHeader
        title={TITLE}
        breadcrumbs={[
          { label: 'Payroll', to: '/payroll' },
          { label: `${breakdown.employee_name} · ${formatPayPeriod(run.pay_period)}` },
        ]}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {breakdown.employee_name} · {formatPayPeriod(run.pay_period)} <StatusBadge status={run.status} />
          </span>
        }
        actions={
          <>
            <ButtonLink to="/payroll" variant="secondary" icon={ArrowLeft}>
              Back to Payroll
            </ButtonLink>
            {allowed.payslip ? (
              <Button
                variant="secondary"
                icon={Download}
                loading={download.isPending}
                onClick={() =>
                  download.mutate(run.id, {
                    onSuccess: (blob) =>
                      saveFile(blob, payslipFilename(breakdown.employee_code, run.pay_period)),
                  })
                }
              >
                {download.isPending ? 'Downloading...' : 'Download Payslip'}
              </Button>
            ) : null}
            {allowed.approve ? (
              <Button icon={Check} loading={busy} onClick={() => actions.approve(run)}>
                Approve Payroll
              </Button>
            ) : null}
            {allowed.markPaid ? (
              <Button icon={Banknote} loading={busy} onClick={() => actions.markPaid(run)}>
                Mark as Paid
              </Button>
            ) : null}
          </>
        }
      />
      <div className="mb-6 space-y-4 empty:hidden">
        {actions.banners}
        <ErrorBanner
          message={download.isError ? payslipFailure(download.error) : null}
          onDismiss={download.reset}
        />
        {run.status === 'draft' ? (
          <p
            role="note"
            className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-800"
          >
            This run is a draft{run.draft_reason ? ` (${run.draft_reason})` : ''}: it cannot be approved until
            the month is processed again.
          </p>
        ) : null}
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <SectionTabs label="Payroll run sections" sections={parts} current={part}>
            {part === 'pay' ? (
              <div className="space-y-6">
                <NetAmountBanner
                  title="Net Pay"
                  detail={`${formatINR(breakdown.total_earnings)} earnings − ${formatINR(breakdown.total_deductions)} deductions`}
                  amount={breakdown.net_salary}
                />
                <SectionCard title="Attendance">
                  <DetailList columns={3} className="max-sm:grid-cols-2 lg:grid-cols-4">
                    <DetailItem label="Total Days">{formatNumber(breakdown.total_days)}</DetailItem>
                    <DetailItem label="Days Present">{formatNumber(breakdown.days_present)}</DetailItem>
                    <DetailItem label="Days Paid">{formatNumber(breakdown.days_paid)}</DetailItem>
                    <DetailItem label="Paid Leave (PL)">{formatNumber(breakdown.pl_days)}</DetailItem>
                    <DetailItem label="Casual Leave (CL)">{formatNumber(breakdown.cl_days)}</DetailItem>
                    <DetailItem label="Absent Days">{formatNumber(breakdown.absent_days)}</DetailItem>
                    <DetailItem label="Loss of Pay Days">{formatNumber(breakdown.lop_days)}</DetailItem>
                    <DetailItem label={OT_HOURS_LABEL}>
                      {formatNumber(breakdown.earnings.ot_hours)}
                    </DetailItem>
                  </DetailList>
                  {paidDays ? <PaidDaysBreakdown days={paidDays} /> : null}
                </SectionCard>

                <div className="grid gap-6 md:grid-cols-2">
                  <SectionCard title="Earnings">
                    <AmountTable
                      caption="Earnings"
                      lines={shownLines(EARNING_FIELDS, breakdown.earnings, EARNING_LABELS)}
                      totalLabel="Total Earnings"
                      total={breakdown.total_earnings}
                      emptyText="No earnings this month."
                    />
                  </SectionCard>
                  <SectionCard title="Deductions">
                    <AmountTable
                      caption="Deductions"
                      lines={shownLines(DEDUCTION_FIELDS, breakdown.deductions, DEDUCTION_LABELS)}
                      totalLabel="Total Deductions"
                      total={breakdown.total_deductions}
                      emptyText="No deductions this month."
                    />
                  </SectionCard>
                </div>
                <PaidThroughPayroll
                  breakdown={breakdown}
                  taxYear={financialYearOf(`${run.year}-${String(run.month).padStart(2, '0')}-01`)}
                />
              </div>
            ) : null}
            {part === 'employer' ? (
              <div className="space-y-6">
                <SectionCard
                  title="Employer Contributions"
                  description="Paid by the company on top of gross pay."
                >
                  <DetailList columns={1}>
                    {EMPLOYER_CONTRIBUTION_FIELDS.map((field) => (
                      <DetailItem key={field} label={EMPLOYER_CONTRIBUTION_LABELS[field]}>
                        {formatINR(breakdown.employer_contributions[field])}
                      </DetailItem>
                    ))}
                    <DetailItem label="Total">
                      <span className="font-semibold">{formatINR(employerTotal)}</span>
                    </DetailItem>
                  </DetailList>
                </SectionCard>
                <CodeWagesCard statutory={breakdown.statutory} structure={inputs?.structure} />
              </div>
            ) : null}
            {part === 'tds' && breakdown.tds ? (
              <TdsWorkings
                tds={breakdown.tds}
                tdsThisMonth={breakdown.deductions.tds_deduction}
                taxYear={financialYearOf(`${run.year}-${String(run.month).padStart(2, '0')}-01`)}
              />
            ) : null}
          </SectionTabs>
        </div>

        {/* Beside the figures from lg up; under them on phones (the header names the employee). */}
        <div className="min-w-0 space-y-6">
          <SectionCard title="Employee">
            <div className="flex items-center gap-3">
              <Avatar name={breakdown.employee_name} />
              <div className="min-w-0 text-sm">
                <p className="font-medium text-slate-900">{breakdown.employee_name}</p>
                <p className="text-slate-500">Employee ID: {breakdown.employee_code}</p>
              </div>
            </div>
            <DetailList columns={1}>
              <DetailItem label="Department">{breakdown.department}</DetailItem>
              <DetailItem label="Designation">{breakdown.designation}</DetailItem>
              <DetailItem label="Join Date">{formatDate(breakdown.join_date)}</DetailItem>
              <DetailItem label="Pay Period">{formatPayPeriod(run.pay_period)}</DetailItem>
              <DetailItem label="Status">
                <StatusBadge status={run.status} />
              </DetailItem>
              <DetailItem label="Source">{SOURCE_LABELS[breakdown.source]}</DetailItem>
            </DetailList>
          </SectionCard>

          <RunTimeline run={run} />
        </div>
      </div>
      {actions.dialog}
    </>
  );
}

/** When the run was processed, approved and paid. */
function RunTimeline({ run }: { run: PayrollRun }) {
  return (
    <SectionCard title="History">
      <DetailList columns={1}>
        <DetailItem label="Processed">{formatDateTime(run.processed_at)}</DetailItem>
        <DetailItem label="Approved">{formatDateTime(run.approved_at)}</DetailItem>
        <DetailItem label="Paid">{formatDateTime(run.paid_at)}</DetailItem>
      </DetailList>
    </SectionCard>
  );
}
