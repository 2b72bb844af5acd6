import type { ApplicationSummary, JobApplication } from '@hrms/contracts/recruitment';
import {
  ArrowLeft,
  CalendarClock,
  CircleCheck,
  CircleX,
  FileSearch,
  Inbox,
  ListChecks,
  UserRoundPlus,
} from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FilterBar } from '@/components/ui/FilterBar';
import { NoPermission } from '@/components/ui/NoPermission';
import { NotFound } from '@/components/ui/NotFound';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { StatCard } from '@/components/ui/StatCard';
import { ApiError, errorMessage } from '@/lib/api';
import { saveFile } from '@/lib/download';
import { formatNumber } from '@/lib/format';
import { hasActiveFilters } from '@/lib/listParams';
import { routeId } from '@/lib/routeId';
import { useCan } from '@/lib/useCan';
import { useListParams } from '@/lib/useListParams';
import { useDownloadResume, useJobApplications, useJobPosting, useJobPostingOptions } from '../api';
import { ApplicationItem } from '../components/ApplicationItem';
import { useApplicationActions } from '../components/useApplicationActions';
import { CLEARED_APPLICATION_FILTERS, readApplicationFilters } from '../filters';
import { APPLICATION_STATUS_OPTIONS } from '../labels';
import { JOB_POSTING_RECORD } from '../recordKinds';

const TITLE = 'Job Applications';
const LOAD_FAILED = 'Failed to load job applications';

const jobNotFound = (
  <NotFound
    title={JOB_POSTING_RECORD.notFoundTitle}
    message={JOB_POSTING_RECORD.notFoundMessage}
    backTo={JOB_POSTING_RECORD.backTo}
    backLabel={JOB_POSTING_RECORD.backLabel}
  />
);

/**
 * /recruitment/applications (every job) and /recruitment/jobs/{id}/applications (one job): the
 * pipeline 15 a page, filtered on the server, with the status buttons of spec 3 §4.
 */
export function ApplicationsPage() {
  const canView = useCan('view-job-applications');
  const canManage = useCan('manage-job-applications');
  const param = useParams().id;
  if (!canView && !canManage) {
    return <NoPermission title={TITLE} message="You do not have permission to view job applications" />;
  }
  if (param === undefined) return <Applications jobId={null} />;
  const { id, valid } = routeId(param);
  if (!valid) return jobNotFound;
  return <Applications key={id} jobId={id} />;
}

function Applications({ jobId }: { jobId: number | null }) {
  const canViewPostings = useCan('view-job-postings');
  const canUpdate = useCan('update-job-applications');
  const [filters, setFilters] = useListParams((params) =>
    readApplicationFilters(params, jobId ? String(jobId) : null),
  );
  // The job's title for the heading; reading a posting needs view-job-postings.
  const job = useJobPosting(canViewPostings && jobId ? jobId : 0);
  const jobMissing = job.error instanceof ApiError && job.error.status === 404;
  const applications = useJobApplications(filters, !jobMissing);
  const jobOptions = useJobPostingOptions(canViewPostings && jobId === null);
  const actions = useApplicationActions();
  const download = useDownloadResume();
  const summary = applications.data?.summary;
  // The job of a one-job page is not a filter the user set.
  const filtered = hasActiveFilters({ ...filters, job_posting_id: jobId ? '' : filters.job_posting_id });

  if (jobMissing) return jobNotFound;

  const jobSelectOptions = (jobOptions.data ?? []).map((posting) => ({
    value: String(posting.id),
    label: posting.status === 'published' ? posting.title : `${posting.title} (${posting.status})`,
  }));

  function downloadResume(application: JobApplication) {
    download.mutate(application.id, {
      onSuccess: ({ blob, filename }) => saveFile(blob, filename ?? application.resume?.filename ?? 'resume'),
    });
  }

  const emptyState = (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <EmptyState
        icon={Inbox}
        title="No job applications found"
        hint="Applications arrive through the public careers page of each published job."
        filters={{
          active: filtered,
          hint: 'No application matches these filters. Try another status or search.',
          onClear: () => setFilters(CLEARED_APPLICATION_FILTERS),
        }}
      />
    </div>
  );

  return (
    <>
      <PageHeader
        title={jobId ? `Applications: ${job.data?.title ?? 'Job'}` : TITLE}
        description={
          jobId
            ? 'Everyone who applied to this job, and where each stands.'
            : 'Everyone who applied to any job, and where each stands in the pipeline.'
        }
        actions={
          <>
            {jobId && canViewPostings ? (
              <ButtonLink to={`/recruitment/jobs/${jobId}`} variant="secondary">
                View Job
              </ButtonLink>
            ) : null}
            <ButtonLink to="/recruitment" variant="secondary" icon={ArrowLeft}>
              Back to Jobs
            </ButtonLink>
          </>
        }
      />
      <div className="space-y-4">
        {actions.banners}
        <ErrorBanner
          message={download.isError ? errorMessage(download.error, 'Failed to download the résumé') : null}
          onDismiss={download.reset}
        />
        <SummaryCards summary={summary} />
      </div>

      <FilterBar columns={jobId ? 2 : 3}>
        <SearchField
          label="Search"
          placeholder="Name, email or phone"
          value={filters.search}
          onSearch={(search) => setFilters({ search })}
        />
        <SelectField
          label="Status"
          placeholder="All statuses"
          value={filters.status}
          onChange={(event) => setFilters({ status: event.target.value })}
          options={APPLICATION_STATUS_OPTIONS}
        />
        {jobId === null && canViewPostings ? (
          <SelectField
            label="Job"
            placeholder={jobOptions.isPending ? 'Loading jobs...' : 'All jobs'}
            value={jobOptions.data ? filters.job_posting_id : ''}
            onChange={(event) => setFilters({ job_posting_id: event.target.value })}
            options={jobSelectOptions}
          />
        ) : null}
      </FilterBar>

      <div className="mt-6 space-y-4">
        <QueryFrame query={applications} failure={LOAD_FAILED} loadingLabel="Loading job applications...">
          {(page) =>
            page.data.length === 0 ? (
              emptyState
            ) : (
              <ul aria-label="Job applications" className="space-y-3">
                {page.data.map((application) => (
                  <ApplicationItem
                    key={application.id}
                    application={application}
                    linkJob={canViewPostings}
                    canUpdate={canUpdate}
                    busy={actions.busyId === application.id}
                    downloading={download.isPending && download.variables === application.id}
                    onAction={actions.act}
                    onDownload={downloadResume}
                  />
                ))}
              </ul>
            )
          }
        </QueryFrame>
        {applications.data ? (
          <Pagination
            currentPage={applications.data.current_page}
            lastPage={applications.data.last_page}
            total={applications.data.total}
            perPage={applications.data.per_page}
            onPageChange={(page) => setFilters({ page: String(page) })}
          />
        ) : null}
      </div>
      {actions.dialogs}
    </>
  );
}

/** How many applications of the list's job and search are at each step of the pipeline. */
function SummaryCards({ summary }: { summary: ApplicationSummary | undefined }) {
  return (
    <section
      aria-label="Applications summary"
      className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-7"
    >
      <StatCard label="Total" value={formatNumber(summary?.total)} icon={Inbox} />
      <StatCard label="Applied" value={formatNumber(summary?.applied)} icon={ListChecks} tone="slate" />
      <StatCard label="Screening" value={formatNumber(summary?.screening)} icon={FileSearch} tone="blue" />
      <StatCard label="Interview" value={formatNumber(summary?.interview)} icon={CalendarClock} tone="blue" />
      <StatCard
        label="Shortlisted"
        value={formatNumber(summary?.shortlisted)}
        icon={CircleCheck}
        tone="yellow"
      />
      <StatCard label="Hired" value={formatNumber(summary?.hired)} icon={UserRoundPlus} tone="green" />
      <StatCard label="Rejected" value={formatNumber(summary?.rejected)} icon={CircleX} tone="red" />
    </section>
  );
}
