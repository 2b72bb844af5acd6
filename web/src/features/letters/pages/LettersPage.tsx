import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { FileSignature, Send } from 'lucide-react';
import { CompanyFilter } from '@/components/CompanyFilter';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { FilterBar } from '@/components/ui/FilterBar';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { useCompanyOptions } from '@/features/organisation';
import { useSession } from '@/lib/session';
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
  const { roles, user } = useSession();
  const superAdmin = roles.includes(SUPER_ADMIN_ROLE);
  const companies = useCompanyOptions(superAdmin);
  const [filters, setFilters] = useListParams(readLetterFilters);
  const companyId = superAdmin
    ? Number(filters.company_id) || companies.data?.[0]?.id || null
    : (user?.employee?.company_id ?? null);
  const letters = useLetters(
    {
      page: filters.page,
      company_id: companyId,
      status: filters.status,
      kind: filters.kind,
      search: filters.search,
    },
    !superAdmin || companyId !== null,
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
        {superAdmin ? (
          <CompanyFilter
            companies={companies}
            value={companyId ? String(companyId) : ''}
            onChange={(company_id) => setFilters({ company_id })}
          />
        ) : null}
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
