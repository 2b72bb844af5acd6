import { JOB_APPLICATION_STATUSES, JOB_POSTING_STATUSES } from '@hrms/contracts/recruitment';
import { idParam, pageParam, textParam } from '@/lib/listParams';

/**
 * The recruitment lists' filters live in the query string (a filtered list can be reloaded, shared
 * and gone back to). Read defensively: an unknown value means "all"; '' means the filter is not applied.
 */
export type JobPostingFilters = { page: number; search: string; status: string; department_id: string };
export type ApplicationFilters = { page: number; search: string; status: string; job_posting_id: string };

const oneOf = (params: URLSearchParams, key: string, values: readonly string[]) => {
  const value = params.get(key) ?? '';
  return values.includes(value) ? value : '';
};

export function readJobPostingFilters(params: URLSearchParams): JobPostingFilters {
  return {
    page: pageParam(params),
    search: textParam(params, 'search').slice(0, 200),
    status: oneOf(params, 'status', JOB_POSTING_STATUSES),
    department_id: idParam(params, 'department_id'),
  };
}

/** Every filter of the job postings list cleared, for the Clear filters button. */
export const CLEARED_JOB_FILTERS = { search: '', status: '', department_id: '' };

/**
 * The applications list's filters. On /recruitment/jobs/{id}/applications the job is the route's
 * (`jobId`); the job filter is then fixed to it.
 */
export function readApplicationFilters(params: URLSearchParams, jobId: string | null): ApplicationFilters {
  return {
    page: pageParam(params),
    search: textParam(params, 'search').slice(0, 200),
    status: oneOf(params, 'status', JOB_APPLICATION_STATUSES),
    job_posting_id: jobId ?? idParam(params, 'job_posting_id'),
  };
}

/** Every filter of the applications list the user can change cleared. */
export const CLEARED_APPLICATION_FILTERS = { search: '', status: '', job_posting_id: '' };
