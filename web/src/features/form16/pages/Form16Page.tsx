import type { Form16Document } from '@hrms/contracts/form16';
import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { financialYearMonths } from '@hrms/contracts/tax-year';
import { FileText, Send, Users } from 'lucide-react';
import { useState } from 'react';
import { CompanyFilter } from '@/components/CompanyFilter';
import { FinancialYearPicker } from '@/components/FinancialYearPicker';
import { ProcessProgress } from '@/components/ProcessProgress';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FilterBar } from '@/components/ui/FilterBar';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SectionCard } from '@/components/ui/SectionCard';
import { StatCard } from '@/components/ui/StatCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { useCompanyOptions } from '@/features/organisation';
import { useStatute } from '@/features/statute';
import { errorMessage } from '@/lib/api';
import { currentFinancialYear } from '@/lib/financialYears';
import { formatDateTime, formatINR, formatNumber } from '@/lib/format';
import { MONTH_NAMES } from '@/lib/months';
import { useSession } from '@/lib/session';
import { useListParams } from '@/lib/useListParams';
import { useForm16List, useGenerateForm16 } from '../api';
import { Form16Download } from '../components/Form16Download';
import { QuarterSummary } from '../components/QuarterSummary';
import { readForm16Filters } from '../filters';
import { GENERATE_FAILED, generatedMessage, LIST_FAILED } from '../labels';

const PROGRESS_LABELS = {
  active: 'Issuing certificates...',
  finished: 'Issuing finished',
  unit: 'employees',
  bar: 'Certificate issuing progress',
};

/**
 * /form16 (generate-tax-reports): the year's salary certificates — Form 16 to 2025-26, Form 130 from 2026-27,
 * as the year's statute says — issued to everyone paid in it as a job with a progress bar once the year's last
 * month is approved; then any employee's downloaded. The quarterly summary carries the statements' receipts.
 */
export function Form16Page() {
  const { roles, user } = useSession();
  const superAdmin = roles.includes(SUPER_ADMIN_ROLE);
  const [filters, setFilters] = useListParams((params) => readForm16Filters(params, currentFinancialYear()));
  const companies = useCompanyOptions();
  const companyId = superAdmin
    ? Number(filters.company_id) || companies.data?.[0]?.id || null
    : (user?.employee?.company_id ?? null);
  const query = { ...filters, company_id: companyId ? String(companyId) : '' };
  const list = useForm16List(query, companyId !== null);
  const generate = useGenerateForm16();
  const [confirming, setConfirming] = useState(false);
  const summary = list.data?.summary;
  const statute = useStatute(filters.financial_year);
  const form = statute.data?.forms.certificate ?? 'certificates';
  const yearShort = statute.data?.year_short ?? filters.financial_year;
  const [lastYear, lastMonthNumber] = financialYearMonths(filters.financial_year)[11] as [number, number];
  const lastMonth = `${MONTH_NAMES[lastMonthNumber - 1]} ${lastYear}`;

  const start = () => {
    setConfirming(false);
    generate.mutate({ company_id: companyId ?? undefined, financial_year: filters.financial_year });
  };

  const columns: Column<Form16Document>[] = [
    {
      key: 'employee',
      header: 'Employee',
      cell: (r) => (
        <span>
          <span className="font-medium text-slate-900">{r.employee_name}</span>
          <span className="ml-1 font-mono text-xs text-slate-500">{r.employee_code}</span>
        </span>
      ),
    },
    { key: 'pan', header: 'PAN', cell: (r) => r.pan ?? <Badge tone="yellow">No PAN</Badge> },
    {
      key: 'regime',
      header: 'Regime',
      cell: (r) => (
        <Badge tone={r.regime === 'old' ? 'indigo' : 'gray'}>{r.regime === 'old' ? 'Old' : 'New'}</Badge>
      ),
    },
    { key: 'income', header: 'Total income', align: 'right', cell: (r) => formatINR(r.total_income) },
    { key: 'tax', header: 'Tax payable', align: 'right', cell: (r) => formatINR(r.tax_payable) },
    { key: 'tds', header: 'TDS deducted', align: 'right', cell: (r) => formatINR(r.tds) },
    { key: 'generated', header: 'Generated', cell: (r) => formatDateTime(r.generated_at) },
    {
      key: 'download',
      header: 'Download',
      srOnlyHeader: true,
      cell: (r) => (
        <Form16Download
          employeeId={r.employee_id}
          employeeCode={r.employee_code}
          financialYear={r.financial_year}
          label="PDF"
          size="sm"
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Tax certificates"
        description={
          statute.data
            ? `${form} for everyone paid in ${statute.data.year_label.toLowerCase()}: the quarters with their statements' receipt numbers, the tax deposited by challan and the salary computation.`
            : 'The salary certificate of the year for everyone paid in it.'
        }
        why={
          statute.data
            ? `${form} is the certificate of tax deducted from salary, prescribed by ${statute.data.form_rules.certificate} of the ${statute.data.rules_name} under the ${statute.data.act}.`
            : undefined
        }
      />
      <div className="space-y-6">
        <FilterBar columns={superAdmin ? 2 : 1} className="">
          <FinancialYearPicker
            value={filters.financial_year}
            onChange={(financial_year) => setFilters({ financial_year })}
          />
          {superAdmin ? (
            <CompanyFilter
              companies={companies}
              value={companyId ? String(companyId) : ''}
              onChange={(company_id) => setFilters({ company_id })}
            />
          ) : null}
        </FilterBar>

        {summary ? (
          <section aria-label="The year at a glance" className="grid gap-4 sm:grid-cols-2">
            <StatCard
              label="Paid in the year"
              value={formatNumber(summary.eligible)}
              hint="Employees with a processed payroll run"
              icon={Users}
              tone="slate"
            />
            <StatCard
              label={`${form} issued`}
              value={formatNumber(summary.issued)}
              hint={`${formatNumber(Math.max(0, summary.eligible - summary.issued))} still to issue`}
              icon={FileText}
              tone="indigo"
            />
          </section>
        ) : null}

        <SectionCard
          title={`Issue ${form} for ${yearShort}`}
          description="Computes each paid employee's certificate from the year's payroll runs, TDS challans and filed statements and issues it; employees then download their own from My Tax. Issuing again replaces the issued documents."
        >
          <div className="space-y-4">
            <SuccessBanner
              message={generate.isSuccess ? generatedMessage(form, yearShort, generate.data.generated) : null}
              onDismiss={generate.reset}
            />
            <ErrorBanner
              message={generate.isError ? errorMessage(generate.error, GENERATE_FAILED) : null}
              onDismiss={generate.reset}
            />
            {generate.isPending || generate.isSuccess ? (
              <ProcessProgress
                done={generate.progress.done}
                total={generate.progress.total}
                active={generate.isPending}
                labels={PROGRESS_LABELS}
              />
            ) : null}
            <Button
              icon={Send}
              loading={generate.isPending}
              disabled={companyId === null || summary?.eligible === 0 || summary?.year_closed === false}
              aria-describedby="issue-note"
              onClick={() => (summary?.issued ? setConfirming(true) : start())}
            >
              {generate.isPending ? 'Issuing...' : `Issue ${form} to all`}
            </Button>
            <p id="issue-note" className="text-sm text-slate-600">
              {summary?.eligible === 0
                ? `Nobody was paid in ${yearShort} yet.`
                : summary?.year_closed === false
                  ? `${form} can be issued once the payroll of ${lastMonth} is approved. Until then, preview an employee's draft from their tax page.`
                  : null}
            </p>
          </div>
        </SectionCard>

        <QueryFrame query={list} failure={LIST_FAILED} loadingLabel="Loading the issued certificates..." card>
          {(page) => (
            <DataTable
              caption={`${form} issued for ${yearShort}`}
              columns={columns}
              rows={page.data}
              rowKey={(r) => r.id}
              empty={
                <EmptyState
                  icon={FileText}
                  title={`No ${form} issued yet`}
                  hint={`Issue ${form} for the year to give one to every employee paid in it.`}
                />
              }
            />
          )}
        </QueryFrame>
        {list.data ? (
          <Pagination
            currentPage={list.data.current_page}
            lastPage={list.data.last_page}
            total={list.data.total}
            perPage={list.data.per_page}
            onPageChange={(page) => setFilters({ page: String(page) })}
          />
        ) : null}

        {summary ? (
          <QuarterSummary quarters={summary.quarters} financialYear={filters.financial_year} />
        ) : null}
      </div>

      <ConfirmDialog
        open={confirming}
        title={`Issue ${form} again?`}
        message={`${formatNumber(summary?.issued ?? 0)} certificates for ${yearShort} are already issued. Issuing again replaces them with figures computed from the payroll runs, challans and statements as they are now.`}
        confirmLabel="Issue again"
        tone="primary"
        onConfirm={start}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
