import type { DirectoryEntry, DirectoryField } from '@hrms/contracts/directory';
import { Settings2, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { CompanyFilter } from '@/components/CompanyFilter';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { FilterBar } from '@/components/ui/FilterBar';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SearchField } from '@/components/ui/SearchField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { recordIdOf } from '@/lib/listParams';
import { useCan } from '@/lib/useCan';
import { useListParams } from '@/lib/useListParams';
import { useDirectory, useDirectorySettings } from '../api';
import { DirectoryCard } from '../components/DirectoryCard';
import { DirectorySettingsDialog } from '../components/DirectorySettingsDialog';
import { PLACE_FILTERS, PlaceFilter } from '../components/PlaceFilter';
import { useCompanyChoice } from '../components/useCompanyChoice';
import { type DirectoryFilters, narrowsByPlace, placeFiltersShown, readDirectoryFilters } from '../filters';

/** What an empty page says: the search found no one (and a way to clear it), the filters, or nobody yet. */
function NoColleagues({
  filters,
  onClear,
}: {
  filters: DirectoryFilters;
  onClear: (changes: Record<string, string>) => void;
}) {
  if (filters.search) {
    return (
      <EmptyState
        icon={UsersRound}
        title={`No colleagues match “${filters.search}”`}
        hint={
          narrowsByPlace(filters)
            ? 'Check the spelling, or clear the search to see everyone in this department and location.'
            : 'Check the spelling, or search by name, employee code, designation or work e-mail.'
        }
        action={
          <Button variant="secondary" onClick={() => onClear({ search: '' })}>
            Clear search
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={UsersRound}
      title={narrowsByPlace(filters) ? 'No colleagues match these filters' : 'No colleagues yet'}
      hint="Colleagues show here once HR adds them."
      filters={{
        active: narrowsByPlace(filters),
        hint: 'No colleague works in this department and location.',
        onClear: () => onClear({ department_id: '', branch_id: '' }),
      }}
    />
  );
}

function ColleagueCards({ entries, companyId }: { entries: DirectoryEntry[]; companyId: number | null }) {
  return (
    <ul aria-label="Colleagues" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {entries.map((entry) => (
        <li key={entry.id} className="min-w-0">
          <DirectoryCard entry={entry} companyId={companyId} />
        </li>
      ))}
    </ul>
  );
}

/**
 * /directory (every signed-in user): the company's colleagues as cards, found by name, code, designation or
 * work e-mail and narrowed by department and location, all kept in the address. A card shows only the fields
 * the company shows; holders of update-employees choose those under Directory settings. A super admin picks
 * the company.
 */
export function DirectoryPage() {
  const [filters, setFilters] = useListParams(readDirectoryFilters);
  const choice = useCompanyChoice(recordIdOf(filters.company_id));
  const { companyId, ready } = choice;
  // The company's fields: a department or location it hides is no filter (the server refuses one).
  const settings = useDirectorySettings(companyId, ready);
  const shows = (field: DirectoryField) => settings.data?.fields.includes(field) ?? false;
  const query = placeFiltersShown(filters, shows('department'), shows('branch'));
  // A department or location in the address waits to be known as shown; a plain list need not.
  const known = settings.data !== undefined || settings.isError || !narrowsByPlace(filters);
  const directory = useDirectory(companyId, query, ready && known);
  const places = PLACE_FILTERS.filter((place) => shows(place.field));
  const mayChooseFields = useCan('update-employees');
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const companyName = choice.companies.data?.find((company) => company.id === companyId)?.name ?? null;
  const filterCount = 1 + Number(choice.superAdmin) + places.length;

  return (
    <>
      <PageHeader
        title="Directory"
        description="Your colleagues: what they do, where they work and how to reach them."
        actions={
          mayChooseFields ? (
            <Button
              variant="secondary"
              icon={Settings2}
              disabled={!ready}
              onClick={() => {
                setSaved(null);
                setSettingsOpen(true);
              }}
            >
              Directory settings
            </Button>
          ) : null
        }
      />
      <div className="space-y-4">
        <SuccessBanner message={saved} onDismiss={() => setSaved(null)} />
        <FilterBar columns={filterCount as 1 | 2 | 3 | 4} className="">
          {choice.superAdmin ? (
            <CompanyFilter
              companies={choice.companies}
              value={companyId ? String(companyId) : ''}
              onChange={(company_id) => setFilters({ company_id, department_id: '', branch_id: '' })}
            />
          ) : null}
          <SearchField
            label="Search colleagues"
            placeholder="Name, code, designation or e-mail"
            value={filters.search}
            onSearch={(search) => setFilters({ search })}
          />
          {places.map((place) => (
            <PlaceFilter
              key={place.param}
              place={place}
              companyId={companyId}
              enabled={ready}
              value={filters[place.param]}
              onChange={(id) => setFilters({ [place.param]: id })}
            />
          ))}
        </FilterBar>
        <QueryFrame
          query={directory}
          failure="Failed to load the directory"
          loadingLabel="Loading colleagues..."
        >
          {(page) =>
            page.data.length ? (
              <div className="space-y-4">
                <ColleagueCards entries={page.data} companyId={companyId} />
                <Pagination
                  currentPage={page.current_page}
                  lastPage={page.last_page}
                  total={page.total}
                  perPage={page.per_page}
                  onPageChange={(next) => setFilters({ page: String(next) })}
                />
              </div>
            ) : (
              <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
                <NoColleagues filters={query} onClear={setFilters} />
              </div>
            )
          }
        </QueryFrame>
      </div>
      {settingsOpen ? (
        <DirectorySettingsDialog
          companyId={companyId}
          companyName={choice.superAdmin ? companyName : null}
          onClose={() => setSettingsOpen(false)}
          onSaved={(message) => {
            setSettingsOpen(false);
            setSaved(message);
          }}
        />
      ) : null}
    </>
  );
}
