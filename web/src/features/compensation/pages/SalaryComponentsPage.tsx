import type { SalaryComponent } from '@hrms/contracts/compensation';
import { Coins, Eye, Pencil, Plus, ShieldCheck, TrendingDown, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FilterBar } from '@/components/ui/FilterBar';
import { FlashBanner } from '@/components/ui/FlashBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { actionLink, recordLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { StatCard } from '@/components/ui/StatCard';
import { errorMessage } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { useCan } from '@/lib/useCan';
import { useListParams } from '@/lib/useListParams';
import { useCountries, useSalaryComponents } from '../api';
import {
  ActiveBadge,
  CalculationBadge,
  CodeSquare,
  StatutoryBadge,
  SystemDefinedMarker,
  TypeBadge,
} from '../components/ComponentBadges';
import { narrowed, nextFilterParams, readComponentFilters, STATUS_OPTIONS } from '../filters';
import { calculationDescription } from '../labels';

const TYPE_OPTIONS = [
  { value: 'earning', label: 'Earning' },
  { value: 'deduction', label: 'Deduction' },
];

/** /salary-components: summary cards, filters and the components (spec 2 §2 Salary components). */
export function SalaryComponentsPage() {
  const canCreate = useCan('create-salary-components');
  const canEdit = useCan('update-salary-components');
  const [filters, setFilters] = useListParams(readComponentFilters, nextFilterParams);
  const components = useSalaryComponents(filters);
  const countries = useCountries();
  const summary = components.data?.summary;

  const columns: Column<SalaryComponent>[] = [
    {
      key: 'component',
      header: 'Component',
      cell: (c) => (
        <div className="flex items-center gap-3">
          <CodeSquare code={c.code} />
          <div className="min-w-0">
            <Link to={`/salary-components/${c.id}`} className={recordLink}>
              {c.name}
            </Link>
            <p className="font-mono text-xs text-slate-500">{c.code}</p>
          </div>
        </div>
      ),
    },
    {
      key: 'type',
      header: 'Type',
      cell: (c) => (
        <div className="flex flex-wrap gap-1.5">
          <TypeBadge type={c.type} />
          <StatutoryBadge statutory={c.is_statutory} />
        </div>
      ),
    },
    {
      key: 'calculation',
      header: 'Calculation',
      className: 'whitespace-normal',
      cell: (c) => (
        <div className="space-y-1">
          <CalculationBadge type={c.calculation_type} />
          <p className="max-w-56 break-words text-xs text-slate-500">{calculationDescription(c)}</p>
        </div>
      ),
    },
    {
      key: 'tax',
      header: 'Tax and Country',
      cell: (c) => (
        <div>
          <p className={c.is_taxable ? 'text-slate-700' : 'text-slate-500'}>
            {c.is_taxable ? 'Taxable' : 'Non-taxable'}
          </p>
          <p className="text-xs text-slate-500">{c.country.name}</p>
        </div>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (c) => (
        <div className="flex flex-col items-start gap-1">
          <ActiveBadge active={c.is_active} />
          {c.is_system_defined ? <SystemDefinedMarker /> : null}
        </div>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (c) => (
        <div className="flex items-center justify-end gap-4">
          <ComponentLinks component={c} canEdit={canEdit} />
        </div>
      ),
    },
  ];

  const rows = components.data?.data;
  const empty = (
    <EmptyState
      icon={Coins}
      title="No salary components found"
      hint={
        narrowed(filters)
          ? 'No component matches these filters. Try other filters.'
          : canCreate
            ? 'Add the earnings and deductions (Basic, HRA, PF) that salary structures are built from.'
            : 'Components show here once HR adds them.'
      }
      action={
        canCreate && !narrowed(filters) ? (
          <ButtonLink to="/salary-components/create" variant="secondary" icon={Plus}>
            Add the first component
          </ButtonLink>
        ) : null
      }
    />
  );

  return (
    <>
      <PageHeader
        title="Salary Components"
        description="The earnings and deductions salary structures are built from."
        actions={
          canCreate ? (
            <ButtonLink to="/salary-components/create" icon={Plus}>
              Add New Component
            </ButtonLink>
          ) : null
        }
      />
      <FlashBanner className="mb-6" />

      <section
        aria-label="Component summary"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
      >
        <StatCard label="Total Components" value={formatNumber(summary?.total)} icon={Coins} />
        <StatCard label="Earnings" value={formatNumber(summary?.earnings)} icon={TrendingUp} tone="green" />
        <StatCard
          label="Deductions"
          value={formatNumber(summary?.deductions)}
          icon={TrendingDown}
          tone="red"
        />
        <StatCard
          label="Statutory"
          value={formatNumber(summary?.statutory)}
          icon={ShieldCheck}
          tone="yellow"
        />
      </section>

      <FilterBar columns={4}>
        <SearchField
          label="Search"
          placeholder="Name or code"
          value={filters.search}
          onSearch={(search) => setFilters({ search })}
        />
        <SelectField
          label="Type"
          placeholder="All"
          value={filters.type}
          onChange={(event) => setFilters({ type: event.target.value })}
          options={TYPE_OPTIONS}
        />
        <SelectField
          label="Country"
          placeholder="All"
          value={filters.country_id}
          onChange={(event) => setFilters({ country_id: event.target.value })}
          options={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        />
        <SelectField
          label="Status"
          value={filters.status}
          onChange={(event) => setFilters({ status: event.target.value })}
          options={STATUS_OPTIONS}
        />
      </FilterBar>

      <div className="mt-6 space-y-4">
        <ErrorBanner
          message={
            components.isError ? errorMessage(components.error, 'Failed to fetch salary components') : null
          }
        />
        <DataTable
          caption="Salary components"
          columns={columns}
          rows={components.data?.data}
          rowKey={(c) => c.id}
          loading={components.isPending}
          className={cx('max-md:hidden', components.isPlaceholderData && 'opacity-60 transition-opacity')}
          empty={empty}
        />
        {/* Phones: a card per component instead of a table scrolling sideways. */}
        <div className={cx('md:hidden', components.isPlaceholderData && 'opacity-60 transition-opacity')}>
          {components.isPending ? (
            <LoadingState variant="table" label="Loading salary components..." />
          ) : rows?.length ? (
            <ul aria-label="Salary components" className="space-y-3">
              {rows.map((c) => (
                <ComponentCard key={c.id} component={c} canEdit={canEdit} />
              ))}
            </ul>
          ) : rows ? (
            <div className="rounded-xl border border-slate-200 bg-white shadow-sm">{empty}</div>
          ) : null}
        </div>
        {components.data ? (
          <Pagination
            currentPage={components.data.current_page}
            lastPage={components.data.last_page}
            total={components.data.total}
            perPage={components.data.per_page}
            onPageChange={(page) => setFilters({ page: String(page) })}
          />
        ) : null}
      </div>
    </>
  );
}

/** View and Edit of a component's row or card. */
function ComponentLinks({ component: c, canEdit }: { component: SalaryComponent; canEdit: boolean }) {
  return (
    <>
      <Link to={`/salary-components/${c.id}`} className={actionLink}>
        <Eye aria-hidden="true" className="size-3.5" />
        View<span className="sr-only"> {c.name}</span>
      </Link>
      {canEdit ? (
        <Link to={`/salary-components/${c.id}/edit`} className={actionLink}>
          <Pencil aria-hidden="true" className="size-3.5" />
          Edit<span className="sr-only"> {c.name}</span>
        </Link>
      ) : null}
    </>
  );
}

/** A component as a card, for phones. */
function ComponentCard({ component: c, canEdit }: { component: SalaryComponent; canEdit: boolean }) {
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <CodeSquare code={c.code} />
        <div className="min-w-0 flex-1">
          <Link to={`/salary-components/${c.id}`} className={recordLink}>
            {c.name}
          </Link>
          <p className="font-mono text-xs break-all text-slate-500">{c.code}</p>
        </div>
        <ActiveBadge active={c.is_active} />
      </div>
      <div className="flex flex-wrap gap-1.5">
        <TypeBadge type={c.type} />
        <StatutoryBadge statutory={c.is_statutory} />
        <CalculationBadge type={c.calculation_type} />
      </div>
      <p className="text-sm break-words text-slate-600">
        {calculationDescription(c)} · {c.is_taxable ? 'Taxable' : 'Non-taxable'} · {c.country.name}
      </p>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 border-t border-slate-100 pt-3">
        <ComponentLinks component={c} canEdit={canEdit} />
        {c.is_system_defined ? (
          <span className="ml-auto">
            <SystemDefinedMarker />
          </span>
        ) : null}
      </div>
    </li>
  );
}
