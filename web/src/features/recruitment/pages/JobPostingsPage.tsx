import { Briefcase, Inbox, Plus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { FilterBar } from '@/components/ui/FilterBar';
import { FlashBanner } from '@/components/ui/FlashBanner';
import { NoPermission } from '@/components/ui/NoPermission';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { useDepartments } from '@/lib/departmentOptions';
import { hasActiveFilters } from '@/lib/listParams';
import { useCan } from '@/lib/useCan';
import { useListParams } from '@/lib/useListParams';
import { useJobPostings } from '../api';
import { JobPostingCard } from '../components/JobPostingCard';
import { useJobStatusActions } from '../components/useJobStatusActions';
import { CLEARED_JOB_FILTERS, readJobPostingFilters } from '../filters';
import { POSTING_STATUS_OPTIONS } from '../labels';

const TITLE = 'Job Postings';

/** /recruitment: the job cards 15 a page, filtered on the server (spec 3 §2). */
export function JobPostingsPage() {
  const canView = useCan('view-job-postings');
  if (!canView) {
    return <NoPermission title={TITLE} message="You do not have permission to view job postings" />;
  }
  return <JobPostings />;
}

function JobPostings() {
  const canCreate = useCan('create-job-postings');
  const canEdit = useCan('update-job-postings');
  const canPublish = useCan('publish-job-postings');
  const canViewApplications = useCan('view-job-applications');
  const [filters, setFilters] = useListParams(readJobPostingFilters);
  const postings = useJobPostings(filters);
  const departments = useDepartments();
  const actions = useJobStatusActions('Failed to publish job');
  const filtered = hasActiveFilters(filters);

  const departmentOptions = (departments.data ?? [])
    .map((d) => ({ value: String(d.id), label: d.name }))
    .sort((a, b) => a.label.localeCompare(b.label));

  const emptyState = (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <EmptyState
        icon={Briefcase}
        title="No job postings found"
        hint="Post a job to start receiving applications."
        action={
          canCreate ? (
            <ButtonLink to="/recruitment/jobs/create" icon={Plus}>
              Post New Job
            </ButtonLink>
          ) : null
        }
        filters={{
          active: filtered,
          hint: 'No job matches these filters. Try another search, or clear the filters.',
          onClear: () => setFilters(CLEARED_JOB_FILTERS),
        }}
      />
    </div>
  );

  return (
    <>
      <PageHeader
        title={TITLE}
        description="Open and past positions, and how many people applied to each."
        actions={
          <>
            {canViewApplications ? (
              <ButtonLink to="/recruitment/applications" variant="secondary" icon={Inbox}>
                View Applications
              </ButtonLink>
            ) : null}
            {canCreate ? (
              <ButtonLink to="/recruitment/jobs/create" icon={Plus}>
                Post New Job
              </ButtonLink>
            ) : null}
          </>
        }
      />
      <div className="space-y-4">
        <FlashBanner />
        {actions.banners}
      </div>

      <FilterBar columns={4}>
        <SearchField
          label="Search"
          placeholder="Title, location or department"
          value={filters.search}
          onSearch={(search) => setFilters({ search })}
          className="lg:col-span-2"
        />
        <SelectField
          label="Status"
          placeholder="All statuses"
          value={filters.status}
          onChange={(event) => setFilters({ status: event.target.value })}
          options={POSTING_STATUS_OPTIONS}
        />
        <SelectField
          label="Department"
          placeholder={departments.isPending ? 'Loading departments...' : 'All departments'}
          value={departments.data ? filters.department_id : ''}
          onChange={(event) => setFilters({ department_id: event.target.value })}
          options={departmentOptions}
        />
      </FilterBar>

      <div className="mt-6 space-y-4">
        <QueryFrame
          query={postings}
          failure="Failed to load job postings"
          loadingLabel="Loading job postings..."
        >
          {(page) =>
            page.data.length === 0 ? (
              emptyState
            ) : (
              <ul aria-label="Job postings" className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
                {page.data.map((posting) => (
                  <li key={posting.id}>
                    <JobPostingCard
                      posting={posting}
                      canEdit={canEdit}
                      canPublish={canPublish}
                      busy={actions.busyId === posting.id}
                      onPublish={actions.publish}
                    />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryFrame>
        {postings.data ? (
          <Pagination
            currentPage={postings.data.current_page}
            lastPage={postings.data.last_page}
            total={postings.data.total}
            perPage={postings.data.per_page}
            onPageChange={(page) => setFilters({ page: String(page) })}
          />
        ) : null}
      </div>
      {actions.dialog}
    </>
  );
}
