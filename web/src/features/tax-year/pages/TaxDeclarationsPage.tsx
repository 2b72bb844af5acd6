import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import type { TaxDeclarationListRow, TaxDeclarationListSummary } from '@hrms/contracts/tax-year';
import { Clock, FileCheck, Scale, Users } from 'lucide-react';
import { Link } from 'react-router';
import { CompanyFilter } from '@/components/CompanyFilter';
import { FinancialYearPicker } from '@/components/FinancialYearPicker';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { FilterBar } from '@/components/ui/FilterBar';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { StatCard } from '@/components/ui/StatCard';
import { useCompanyOptions } from '@/features/organisation';
import { currentFinancialYear } from '@/lib/financialYears';
import { formatINR, formatNumber } from '@/lib/format';
import { hasActiveFilters } from '@/lib/listParams';
import { useSession } from '@/lib/session';
import { useListParams } from '@/lib/useListParams';
import { useTaxDeclarations } from '../api';
import { YearSettingsCard } from '../components/YearSettingsCard';
import { CLEARED, REGIME_OPTIONS, readTaxDeclarationFilters, STATUS_OPTIONS } from '../filters';
import { regimeChoiceText } from '../labels';

const link = 'font-medium text-indigo-600 hover:text-indigo-500';

/**
 * /tax-declarations (manage-tax-declarations): who chose which regime for the year, whose proofs wait for
 * verification, and the company's cut-offs for the year. A super admin picks the company.
 */
export function TaxDeclarationsPage() {
  const { roles, user } = useSession();
  const superAdmin = roles.includes(SUPER_ADMIN_ROLE);
  const year = currentFinancialYear();
  const [filters, setFilters] = useListParams((params) => readTaxDeclarationFilters(params, year));
  const list = useTaxDeclarations(filters);
  const companies = useCompanyOptions(superAdmin);
  const narrowed = hasActiveFilters({
    regime: filters.regime,
    status: filters.status,
    search: filters.search,
  });
  const settingsCompany = superAdmin
    ? Number(filters.company_id) || companies.data?.[0]?.id || null
    : (user?.employee?.company_id ?? null);

  const columns: Column<TaxDeclarationListRow>[] = [
    {
      key: 'employee',
      header: 'Employee',
      cell: (r) => (
        <Link
          to={`/employees/${r.employee_id}/tax?financial_year=${filters.financial_year}`}
          className={link}
        >
          {r.employee_name}
          <span className="ml-1 font-mono text-xs text-slate-500">{r.employee_code}</span>
        </Link>
      ),
    },
    {
      key: 'regime',
      header: 'Regime',
      cell: (r) => (
        <Badge tone={r.regime === 'old' ? 'indigo' : 'gray'}>
          {regimeChoiceText(r.regime, r.regime_chosen_at)}
        </Badge>
      ),
    },
    { key: 'declared', header: 'Declared', align: 'right', cell: (r) => formatINR(r.declared_total) },
    { key: 'pending', header: 'Awaiting verification', align: 'right', cell: (r) => formatNumber(r.pending) },
    { key: 'accepted', header: 'Accepted', align: 'right', cell: (r) => formatNumber(r.accepted) },
    { key: 'rejected', header: 'Rejected', align: 'right', cell: (r) => formatNumber(r.rejected) },
  ];

  return (
    <>
      <PageHeader
        title="Tax Declarations"
        description="Each employee's regime and declarations for the year, and the proofs waiting for verification."
      />
      <div className="space-y-6">
        <FilterBar columns={superAdmin ? 5 : 4} className="">
          <FinancialYearPicker
            value={filters.financial_year}
            onChange={(financial_year) => setFilters({ financial_year })}
          />
          {superAdmin ? (
            <CompanyFilter
              companies={companies}
              value={filters.company_id}
              onChange={(company_id) => setFilters({ company_id })}
              allLabel="All companies"
            />
          ) : null}
          <SelectField
            label="Regime"
            placeholder="Both regimes"
            value={filters.regime}
            onChange={(event) => setFilters({ regime: event.target.value })}
            options={REGIME_OPTIONS}
          />
          <SelectField
            label="Proofs"
            placeholder="Everyone"
            value={filters.status}
            onChange={(event) => setFilters({ status: event.target.value })}
            options={STATUS_OPTIONS}
          />
          <SearchField
            label="Search"
            placeholder="Name or employee ID"
            value={filters.search}
            onSearch={(search) => setFilters({ search })}
          />
        </FilterBar>

        {list.data ? <YearSummary summary={list.data.summary} /> : null}
        <QueryFrame
          query={list}
          failure="Failed to load tax declarations"
          loadingLabel="Loading tax declarations..."
          card
        >
          {(page) => (
            <DataTable
              caption={`Tax declarations, FY ${filters.financial_year}`}
              columns={columns}
              rows={page.data}
              rowKey={(r) => r.employee_id}
              empty={
                <EmptyState
                  icon={FileCheck}
                  title="No employees found"
                  hint="Active employees of the company appear here with their regime for the year."
                  filters={{
                    active: narrowed,
                    hint: 'No employee matches these filters.',
                    onClear: () => setFilters(CLEARED),
                  }}
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
        {narrowed ? (
          <Button variant="ghost" onClick={() => setFilters(CLEARED)}>
            Clear filters
          </Button>
        ) : null}

        {settingsCompany ? (
          <YearSettingsCard companyId={settingsCompany} financialYear={filters.financial_year} />
        ) : null}
      </div>
    </>
  );
}

/** The company's year at a glance, whatever the filters. */
function YearSummary({ summary }: { summary: TaxDeclarationListSummary }) {
  return (
    <section aria-label="The year at a glance" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label="Employees" value={formatNumber(summary.employees)} icon={Users} tone="slate" />
      <StatCard
        label="Old regime"
        value={formatNumber(summary.old_regime)}
        hint={`${formatNumber(summary.new_regime)} on the new regime`}
        icon={Scale}
        tone="indigo"
      />
      <StatCard
        label="Chose a regime"
        value={formatNumber(summary.chosen)}
        hint={`${formatNumber(summary.employees - summary.chosen)} left on the default`}
        icon={FileCheck}
        tone="green"
      />
      <StatCard label="Proofs to verify" value={formatNumber(summary.pending)} icon={Clock} tone="yellow" />
    </section>
  );
}
