import { CHECKLIST_KIND_LABELS, type ChecklistKind } from '@hrms/contracts/checklists';
import { ClipboardList } from 'lucide-react';
import { EmptyState } from '@/components/ui/EmptyState';
import { FilterBar } from '@/components/ui/FilterBar';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { useListCompany } from '@/features/organisation';
import { useListParams } from '@/lib/useListParams';
import { useChecklists } from '../api';
import { ChecklistsFrame } from '../components/ChecklistsFrame';
import { ChecklistsTable } from '../components/ChecklistsTable';
import { checklistsNarrowed, nextChecklistParams, readChecklistFilters } from '../filters';
import { CHECKLIST_STATUS_OPTIONS } from '../labels';

/** What starts each kind, for the empty list. */
const STARTED_BY: Record<ChecklistKind, string> = {
  onboarding:
    'A joiner’s checklist starts when an employee is added with a joining day ahead or hired from an application, or by hand from their page.',
  offboarding: 'A leaver’s checklist starts when their exit is recorded, or by hand from their page.',
};

/**
 * /checklists and /checklists/offboarding (manage-checklists): each joiner's (or leaver's) checklist with the
 * day it counts from and how far it has got, open ones first by default, searched by name or code. A super
 * admin chooses the company (the first by default).
 */
export function ChecklistsPage({ kind }: { kind: ChecklistKind }) {
  const [filters, setFilters] = useListParams(readChecklistFilters, nextChecklistParams);
  const { superAdmin, companyId, ready, filter } = useListCompany(filters.company_id, (company_id) =>
    setFilters({ company_id }),
  );
  const checklists = useChecklists(
    { page: filters.page, company_id: companyId, kind, status: filters.status, search: filters.search },
    ready,
  );
  const label = CHECKLIST_KIND_LABELS[kind];

  return (
    <ChecklistsFrame>
      <FilterBar columns={superAdmin ? 3 : 2} className="">
        {filter}
        <SelectField
          label="Status"
          placeholder="All statuses"
          value={filters.status}
          onChange={(event) => setFilters({ status: event.target.value })}
          options={CHECKLIST_STATUS_OPTIONS}
        />
        <SearchField
          label="Search"
          placeholder="Employee name or code"
          value={filters.search}
          onSearch={(search) => setFilters({ search })}
        />
      </FilterBar>
      <ChecklistsTable
        caption={`${label} checklists`}
        query={checklists}
        empty={
          <EmptyState
            icon={ClipboardList}
            title={`No ${label.toLowerCase()} checklists`}
            hint={STARTED_BY[kind]}
            filters={{
              active: checklistsNarrowed(filters),
              hint: 'No checklist matches these filters.',
              onClear: () => setFilters({ status: 'open', search: '' }),
            }}
          />
        }
        onPageChange={(page) => setFilters({ page: String(page) })}
      />
    </ChecklistsFrame>
  );
}
