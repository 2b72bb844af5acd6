import type { PayrollRun } from '@hrms/contracts/payroll';
import {
  Banknote,
  Check,
  CircleCheck,
  FileSpreadsheet,
  Play,
  ReceiptIndianRupee,
  Wallet,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { FilterBar } from '@/components/ui/FilterBar';
import { FlashBanner } from '@/components/ui/FlashBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SelectField } from '@/components/ui/SelectField';
import { StatCard } from '@/components/ui/StatCard';
import { formatINR, formatNumber } from '@/lib/format';
import { MONTH_OPTIONS } from '@/lib/months';
import { employeeOptionLabel, personName } from '@/lib/personName';
import { useCan } from '@/lib/useCan';
import { useListParams } from '@/lib/useListParams';
import { useEmployeeOptions, usePayrollRuns } from '../api';
import { DaysPaid } from '../components/RunAmounts';
import { useRunActions } from '../components/useRunActions';
import { cleared, hasPayrollFilters, nextPayrollParams, readPayrollFilters } from '../filters';
import { runActions, STATUS_OPTIONS } from '../labels';
import { currentPeriod, formatPayPeriod, listYears, yearOptions } from '../periods';

// Approve and Mark Paid are icons in the table (titled, and labelled for screen readers), so a row
// with its actions fits a laptop's width.
const ICON_BUTTON = 'w-8 px-0! text-indigo-700!';

/**
 * /payroll: filters, the four summary cards, the runs 15 a page, Approve and Mark Paid (spec 1 §2.5). Above
 * them the signed-in employee's own full and final settlement, the exits feature's card handed in by the
 * route (payrollRoutes' slots).
 */
export function PayrollPage({ OwnSettlement }: { OwnSettlement: ComponentType }) {
  const canProcess = useCan('process-payroll');
  const canApprove = useCan('approve-payroll');
  const canMarkPaid = useCan('mark-payroll-paid');
  const canListEmployees = useCan('view-employees');
  // Without one of these the server shows only one's own runs: an employee filter would be moot.
  const seesCompany = canProcess || canApprove || canMarkPaid;

  const { year: thisYear } = currentPeriod();
  const [filters, setFilters] = useListParams(readPayrollFilters, nextPayrollParams);
  const runs = usePayrollRuns(filters);
  const employees = useEmployeeOptions(seesCompany && canListEmployees);
  const actions = useRunActions();
  const summary = runs.data?.summary;

  const employeeOptions = (employees.data ?? [])
    .map((e) => ({ value: String(e.id), label: employeeOptionLabel(e) }))
    .sort((a, b) => a.label.localeCompare(b.label));

  const columns: Column<PayrollRun>[] = [
    {
      key: 'employee',
      header: 'Employee',
      // Pairs share a cell (name and code, gross and basic, PF and PT): the row must fit a laptop.
      cell: (run) => (
        <div>
          <p className="font-medium text-slate-900">{personName(run.employee)}</p>
          <p className="text-xs text-slate-500">{run.employee.employee_id}</p>
        </div>
      ),
    },
    { key: 'period', header: 'Period', cell: (run) => formatPayPeriod(run.pay_period) },
    {
      key: 'gross',
      header: 'Gross / Basic',
      align: 'right',
      cell: (run) => (
        <div className="tabular-nums">
          <p>{formatINR(run.gross_salary)}</p>
          <p className="text-xs text-slate-500">Basic {formatINR(run.basic_salary)}</p>
        </div>
      ),
    },
    {
      key: 'net',
      header: 'Net',
      align: 'right',
      cell: (run) => (
        <span className="font-medium text-slate-900 tabular-nums">{formatINR(run.net_salary)}</span>
      ),
    },
    {
      key: 'days',
      header: 'Days Paid',
      align: 'right',
      cell: (run) => <DaysPaid paid={run.days_paid} total={run.total_days} />,
    },
    {
      key: 'statutory',
      header: 'PF / PT',
      align: 'right',
      cell: (run) => (
        <div className="tabular-nums">
          <p>PF {formatINR(run.pf_deduction)}</p>
          <p className="text-xs text-slate-500">PT {formatINR(run.professional_tax)}</p>
        </div>
      ),
    },
    { key: 'status', header: 'Status', cell: (run) => <StatusBadge status={run.status} /> },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (run) => {
        const allowed = runActions(run.status, { approve: canApprove, markPaid: canMarkPaid });
        const busy = actions.busyId === run.id;
        const who = `${personName(run.employee)} for ${formatPayPeriod(run.pay_period)}`;
        return (
          <div className="flex items-center justify-end gap-2">
            <Link
              to={`/payroll/view/${run.id}`}
              aria-label={`View details of ${who}`}
              className="text-sm font-medium text-indigo-600 hover:text-indigo-500 hover:underline"
            >
              View Details
            </Link>
            {allowed.approve ? (
              <Button
                size="sm"
                variant="secondary"
                icon={Check}
                aria-label={`Approve payroll of ${who}`}
                title="Approve"
                className={ICON_BUTTON}
                loading={busy}
                onClick={() => actions.approve(run)}
              />
            ) : null}
            {allowed.markPaid ? (
              <Button
                size="sm"
                variant="secondary"
                icon={Banknote}
                aria-label={`Mark payroll of ${who} as paid`}
                title="Mark Paid"
                className={ICON_BUTTON}
                loading={busy}
                onClick={() => actions.markPaid(run)}
              />
            ) : null}
          </div>
        );
      },
    },
  ];

  const filtered = hasPayrollFilters(filters, thisYear);
  const emptyState = (
    <EmptyState
      icon={Wallet}
      title="No payroll runs found"
      hint={
        canProcess
          ? 'No payroll has been processed this year yet. Process payroll or upload a CSV to create runs.'
          : 'Your payslips appear here once payroll is processed.'
      }
      action={
        canProcess ? (
          <ButtonLink to="/payroll/process" icon={Play}>
            Process Payroll
          </ButtonLink>
        ) : null
      }
      filters={{
        active: filtered,
        hint: 'No run matches these filters. Try another period or status, or clear the filters.',
        onClear: () => setFilters(cleared(thisYear)),
      }}
    />
  );

  return (
    <>
      <PageHeader
        title="Payroll"
        description={
          seesCompany
            ? 'Monthly payroll runs, their approval and payment.'
            : 'Your monthly payroll and payslips.'
        }
        actions={
          canProcess ? (
            <>
              <ButtonLink to="/payroll/csv-upload" variant="secondary" icon={FileSpreadsheet}>
                CSV Upload
              </ButtonLink>
              <ButtonLink to="/payroll/process" icon={Play}>
                Process Payroll
              </ButtonLink>
            </>
          ) : null
        }
      />
      <div className="space-y-4">
        <FlashBanner />
        {actions.banners}
        <OwnSettlement />

        <section aria-label="Payroll summary" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <StatCard label="Total Payrolls" value={formatNumber(summary?.total)} icon={Wallet} />
          <StatCard label="Processed" value={formatNumber(summary?.processed)} icon={Play} tone="blue" />
          <StatCard label="Paid" value={formatNumber(summary?.paid)} icon={CircleCheck} tone="green" />
          <StatCard
            label="Total Net Amount"
            value={formatINR(summary?.total_net)}
            icon={ReceiptIndianRupee}
            tone="yellow"
          />
        </section>

        <FilterBar columns={seesCompany && canListEmployees ? 5 : 4}>
          <SelectField
            label="Month"
            placeholder="All Months"
            value={filters.month}
            onChange={(event) => setFilters({ month: event.target.value })}
            options={MONTH_OPTIONS}
          />
          <SelectField
            label="Year"
            value={filters.year}
            onChange={(event) => setFilters({ year: event.target.value })}
            options={yearOptions(listYears(thisYear))}
          />
          <SelectField
            label="Status"
            placeholder="All statuses"
            value={filters.status}
            onChange={(event) => setFilters({ status: event.target.value })}
            options={STATUS_OPTIONS}
          />
          {seesCompany && canListEmployees ? (
            <SelectField
              label="Employee"
              placeholder={employees.isPending ? 'Loading employees...' : 'All employees'}
              value={employees.data ? filters.employee_id : ''}
              onChange={(event) => setFilters({ employee_id: event.target.value })}
              options={employeeOptions}
            />
          ) : null}
          <div className="flex items-end">
            <Button
              variant="ghost"
              className="w-full sm:w-auto"
              disabled={!filtered}
              onClick={() => setFilters(cleared(thisYear))}
            >
              Clear filters
            </Button>
          </div>
        </FilterBar>

        <QueryFrame
          query={runs}
          failure="Failed to fetch payroll data"
          loadingLabel="Loading payroll runs..."
          card
        >
          {(page) => (
            <DataTable
              caption="Payroll runs"
              columns={columns}
              rows={page.data}
              rowKey={(run) => run.id}
              empty={emptyState}
            />
          )}
        </QueryFrame>
        {runs.data ? (
          <Pagination
            currentPage={runs.data.current_page}
            lastPage={runs.data.last_page}
            total={runs.data.total}
            perPage={runs.data.per_page}
            onPageChange={(page) => setFilters({ page: String(page) })}
          />
        ) : null}
      </div>
      {actions.dialog}
    </>
  );
}
