import { FileSignature, Send } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { FilterBar } from '@/components/ui/FilterBar';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { useListCompany } from '@/features/organisation';
import { useListParams } from '@/lib/useListParams';
import { useLetters } from '../api';
import { LettersFrame } from '../components/LettersFrame';
import { LettersTable } from '../components/LettersTable';
import { useIssueFlow } from '../components/useIssueFlow';
import { useLetterActions } from '../components/useLetterActions';
import { narrowed, readLetterFilters } from '../filters';
import { KIND_FILTER_OPTIONS, STATUS_OPTIONS } from '../labels';

/**
 * /letters (manage-letters): the company's letters by status, kind and a search (employee name or code, or
 * the letter's number), each to download and, while pending, to approve, reject or cancel; "Issue letters"
 * to one employee or many. A super admin chooses the company (the first by default).
 */
export function LettersPage() {
  const [filters, setFilters] = useListParams(readLetterFilters);
  const { superAdmin, companyId, ready, filter } = useListCompany(filters.company_id, (company_id) =>
    setFilters({ company_id }),
  );
  const letters = useLetters(
    {
      page: filters.page,
      company_id: companyId,
      status: filters.status,
      kind: filters.kind,
      search: filters.search,
    },
    ready,
  );
  const actions = useLetterActions();
  const issuing = useIssueFlow(companyId);
  const issueButton = (
    <Button icon={Send} onClick={issuing.start}>
      Issue letters
    </Button>
  );

  return (
    <LettersFrame actions={issueButton}>
      {issuing.banners}
      {actions.banners}
      <FilterBar columns={superAdmin ? 4 : 3} className="">
        {filter}
        <SelectField
          label="Status"
          placeholder="All statuses"
          value={filters.status}
          onChange={(event) => setFilters({ status: event.target.value })}
          options={STATUS_OPTIONS}
        />
        <SelectField
          label="Kind"
          placeholder="All kinds"
          value={filters.kind}
          onChange={(event) => setFilters({ kind: event.target.value })}
          options={KIND_FILTER_OPTIONS}
        />
        <SearchField
          label="Search"
          placeholder="Employee, code or letter number"
          value={filters.search}
          onSearch={(search) => setFilters({ search })}
        />
      </FilterBar>
      <LettersTable
        caption="Letters"
        query={letters}
        actions={actions.buttons}
        empty={
          <EmptyState
            icon={FileSignature}
            title="No letters yet"
            hint="Use Issue letters to send an offer, appointment, increment or other letter from a template."
            action={issueButton}
            filters={{
              active: narrowed(filters),
              hint: 'No letter matches these filters.',
              onClear: () => setFilters({ status: '', kind: '', search: '' }),
            }}
          />
        }
        onPageChange={(page) => setFilters({ page: String(page) })}
      />
      {issuing.dialog}
      {actions.dialogs}
    </LettersFrame>
  );
}
