import { CircleCheck, Globe, Landmark, Plus, Star } from 'lucide-react';
import { ButtonLink } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FilterBar } from '@/components/ui/FilterBar';
import { FlashBanner } from '@/components/ui/FlashBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { StatCard } from '@/components/ui/StatCard';
import { errorMessage } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { useCan } from '@/lib/useCan';
import { useListParams } from '@/lib/useListParams';
import { useTaxRegimes } from '../api';
import { TaxRegimeCard } from '../components/TaxRegimeCard';
import { narrowed, nextFilterParams, readRegimeFilters, STATUS_OPTIONS } from '../filters';

/** /tax-regimes: summary cards, filters and a card per regime (spec 2 §2 Tax regimes). */
export function TaxRegimesPage() {
  const canCreate = useCan('create-tax-regimes');
  const canEdit = useCan('update-tax-regimes');
  const canManageSlabs = useCan('manage-tax-slabs');
  const [filters, setFilters] = useListParams(readRegimeFilters, nextFilterParams);
  const regimes = useTaxRegimes(filters);
  const summary = regimes.data?.summary;
  const rows = regimes.data?.data;

  return (
    <>
      <PageHeader
        title="Tax Regimes"
        description="Income tax slabs, rebates and cess per country and financial year."
        actions={
          canCreate ? (
            <ButtonLink to="/tax-regimes/create" icon={Plus}>
              Add New Tax Regime
            </ButtonLink>
          ) : null
        }
      />
      <FlashBanner className="mb-6" />

      <section
        aria-label="Tax regime summary"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
      >
        <StatCard label="Total Tax Regimes" value={formatNumber(summary?.total)} icon={Landmark} />
        <StatCard
          label="Active Regimes"
          value={formatNumber(summary?.active)}
          icon={CircleCheck}
          tone="green"
        />
        <StatCard label="Default Regimes" value={formatNumber(summary?.default)} icon={Star} tone="yellow" />
        <StatCard label="Countries" value={formatNumber(summary?.countries)} icon={Globe} tone="blue" />
      </section>

      <FilterBar columns={2}>
        <SearchField
          label="Country"
          placeholder="Country ID or name"
          value={filters.country}
          onSearch={(country) => setFilters({ country })}
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
          message={regimes.isError ? errorMessage(regimes.error, 'Failed to fetch tax regimes') : null}
        />
        {regimes.isPending ? (
          <LoadingState variant="table" label="Loading tax regimes..." />
        ) : rows && rows.length === 0 ? (
          <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
            <EmptyState
              icon={Landmark}
              title="No tax regimes found"
              hint={
                narrowed(filters)
                  ? 'No regime matches these filters. Try other filters.'
                  : canCreate
                    ? 'Add a regime with its slabs, rebate and standard deduction.'
                    : 'Regimes show here once an administrator adds them.'
              }
              action={
                canCreate && !narrowed(filters) ? (
                  <ButtonLink to="/tax-regimes/create" variant="secondary" icon={Plus}>
                    Add the first regime
                  </ButtonLink>
                ) : null
              }
            />
          </div>
        ) : rows ? (
          <section
            aria-label="Tax regimes"
            className={`grid gap-4 md:grid-cols-2 2xl:grid-cols-3 ${regimes.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}`}
          >
            {rows.map((regime) => (
              <TaxRegimeCard
                key={regime.id}
                regime={regime}
                canEdit={canEdit}
                canManageSlabs={canManageSlabs}
              />
            ))}
          </section>
        ) : null}
        {regimes.data ? (
          <Pagination
            currentPage={regimes.data.current_page}
            lastPage={regimes.data.last_page}
            total={regimes.data.total}
            perPage={regimes.data.per_page}
            onPageChange={(page) => setFilters({ page: String(page) })}
          />
        ) : null}
      </div>
    </>
  );
}
