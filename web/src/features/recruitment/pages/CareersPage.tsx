import type { CareersJob } from '@hrms/contracts/recruitment';
import { ArrowRight, Briefcase, Building2, CalendarClock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { cx } from '@/components/ui/cx';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { Pagination } from '@/components/ui/Pagination';
import { SearchField } from '@/components/ui/SearchField';
import { pageTitle, sectionTitle } from '@/components/ui/typography';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { idParam, pageParam, textParam } from '@/lib/listParams';
import { useListParams } from '@/lib/useListParams';
import { useCareers } from '../api';
import { CareersLayout } from '../components/CareersLayout';
import { EMPLOYMENT_TYPE_LABELS, formatSalaryRange } from '../labels';

const readCareersFilters = (params: URLSearchParams) => ({
  page: pageParam(params),
  search: textParam(params, 'search').slice(0, 200),
  company: idParam(params, 'company'),
});

/**
 * /careers (public): every published job, newest first, with a search; /careers?company={id} one
 * company's. The header names the company: the one asked for, or the only one the board is about.
 */
export function CareersPage() {
  const [filters, setFilters] = useListParams(readCareersFilters);
  const jobs = useCareers(filters.page, filters.search, filters.company);
  const companies = jobs.data?.companies ?? [];
  const company = filters.company
    ? companies.find((c) => String(c.id) === filters.company)
    : companies.length === 1
      ? companies[0]
      : undefined;

  return (
    <CareersLayout title="Open Positions" company={company}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className={pageTitle}>Open Positions</h1>
          <p className="mt-1 text-slate-600">Find a role that fits you and apply in a few minutes.</p>
        </div>
        <SearchField
          label="Search jobs"
          placeholder="Title, location or team"
          value={filters.search}
          onSearch={(search) => setFilters({ search })}
          className="sm:w-72"
        />
      </div>

      <div className="mt-8 space-y-4">
        <ErrorBanner
          message={jobs.isError ? errorMessage(jobs.error, 'Failed to load job openings') : null}
        />
        {jobs.isPending ? (
          <LoadingState variant="table" label="Loading job openings..." />
        ) : jobs.isError && !jobs.data ? null : jobs.data.data.length === 0 ? (
          <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
            <EmptyState
              icon={Briefcase}
              title={filters.search ? 'No open position matches your search' : 'No open positions right now'}
              hint="Please check back soon."
            />
          </div>
        ) : (
          <ul aria-label="Open positions" className="space-y-3">
            {jobs.data.data.map((job) => (
              <CareerListItem key={job.id} job={job} />
            ))}
          </ul>
        )}
        {jobs.data ? (
          <Pagination
            currentPage={jobs.data.current_page}
            lastPage={jobs.data.last_page}
            total={jobs.data.total}
            perPage={jobs.data.per_page}
            onPageChange={(page) => setFilters({ page: String(page) })}
          />
        ) : null}
      </div>
    </CareersLayout>
  );
}

function CareerListItem({ job }: { job: CareersJob }) {
  return (
    <li>
      <Link
        to={`/careers/${job.slug}`}
        className="group block rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <h2 className={cx('group-hover:text-indigo-600', sectionTitle)}>{job.title}</h2>
            <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
              <span className="inline-flex items-center gap-1">
                <Building2 aria-hidden="true" className="size-3.5" />
                {job.company.name}
                {job.department ? ` · ${job.department.name}` : ''}
              </span>
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-3.5" />
                {job.location}
              </span>
              {job.application_deadline ? (
                <span className="inline-flex items-center gap-1">
                  <CalendarClock aria-hidden="true" className="size-3.5" />
                  Apply by {formatDate(job.application_deadline)}
                </span>
              ) : null}
            </p>
          </div>
          <ArrowRight
            aria-hidden="true"
            className="mt-1 size-5 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-indigo-600"
          />
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Badge tone="gray">{EMPLOYMENT_TYPE_LABELS[job.employment_type]}</Badge>
          {job.remote_allowed ? <Badge tone="indigo">Remote OK</Badge> : null}
          {job.salary_min !== null || job.salary_max !== null ? (
            <Badge tone="green">{formatSalaryRange(job)}</Badge>
          ) : null}
          {job.accepting_applications ? null : <Badge tone="yellow">Applications closed</Badge>}
        </div>
      </Link>
    </li>
  );
}
