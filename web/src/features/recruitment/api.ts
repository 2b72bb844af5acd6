import type { Paged } from '@hrms/contracts/common';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@hrms/contracts/constants';
import type {
  ApplicationSummary,
  applicationReceipt,
  CareersJob,
  CareersList,
  InterviewRequest,
  JobApplication,
  JobPosting,
} from '@hrms/contracts/recruitment';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api';
import type { CareerApplicationPayload } from './careerApplication';
import type { ApplicationFilters, JobPostingFilters } from './filters';
import type { JobPostingRequest } from './jobPostingForm';
import { recruitmentKeys } from './keys';

export type ApplicationList = Paged<JobApplication> & { summary: ApplicationSummary };
export type ApplicationReceipt = z.infer<typeof applicationReceipt>;
type PostingAnswer = { message: string; job_posting: JobPosting };
type ApplicationAnswer = { message: string; job_application: JobApplication };

function useRefreshRecruitment() {
  const queryClient = useQueryClient();
  // Returned so a mutation stays pending until the refetch is done (buttons stay disabled till then).
  return () => queryClient.invalidateQueries({ queryKey: recruitmentKeys.all });
}

const validId = (id: number) => Number.isInteger(id) && id > 0;

// ---- job postings

/** GET /job-postings, 15 a page, filtered on the server. */
export function useJobPostings(filters: JobPostingFilters) {
  return useQuery({
    queryKey: recruitmentKeys.postings(filters),
    queryFn: ({ signal }) =>
      api.get<Paged<JobPosting>>('/job-postings', {
        query: {
          page: filters.page,
          per_page: PAGE_SIZE_DEFAULT,
          search: filters.search,
          status: filters.status,
          department_id: filters.department_id,
        },
        fallbackMessage: 'Failed to load job postings',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The latest 100 postings, for the applications list's job filter. */
export function useJobPostingOptions(enabled: boolean) {
  return useQuery({
    queryKey: recruitmentKeys.postingOptions,
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<JobPosting>>('/job-postings', {
          query: { per_page: PAGE_SIZE_MAX },
          fallbackMessage: 'Failed to load job postings',
          signal,
        })
      ).data,
    enabled,
    staleTime: 60_000,
  });
}

export function useJobPosting(id: number, fallbackMessage = 'Failed to load job posting details') {
  return useQuery({
    queryKey: recruitmentKeys.posting(id),
    queryFn: async ({ signal }) =>
      (await api.get<{ job_posting: JobPosting }>(`/job-postings/${id}`, { fallbackMessage, signal }))
        .job_posting,
    enabled: validId(id),
  });
}

export function useSaveJobPosting(id?: number) {
  const refresh = useRefreshRecruitment();
  return useMutation({
    mutationFn: (body: JobPostingRequest) =>
      id
        ? api.put<PostingAnswer>(`/job-postings/${id}`, body, {
            fallbackMessage: 'Failed to update job posting',
          })
        : api.post<PostingAnswer>('/job-postings', body, { fallbackMessage: 'Failed to create job posting' }),
    onSuccess: refresh,
  });
}

/** POST /job-postings/{id}/publish or /close; the fallback differs between the list and the detail. */
export function useChangeJobStatus(fallbackMessage: string) {
  const refresh = useRefreshRecruitment();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'publish' | 'close' }) =>
      api.post<PostingAnswer>(`/job-postings/${id}/${action}`, undefined, { fallbackMessage }),
    onSuccess: refresh,
  });
}

// ---- applications

/** GET /job-applications, 15 a page, with the per-status summary of all matches. */
export function useJobApplications(filters: ApplicationFilters, enabled = true) {
  return useQuery({
    queryKey: recruitmentKeys.applications(filters),
    queryFn: ({ signal }) =>
      api.get<ApplicationList>('/job-applications', {
        query: {
          page: filters.page,
          per_page: PAGE_SIZE_DEFAULT,
          search: filters.search,
          status: filters.status,
          job_posting_id: filters.job_posting_id,
        },
        fallbackMessage: 'Failed to load job applications',
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useChangeApplicationStatus() {
  const refresh = useRefreshRecruitment();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: string }) =>
      api.put<ApplicationAnswer>(
        `/job-applications/${id}/status`,
        { status },
        { fallbackMessage: 'Failed to update application status' },
      ),
    onSuccess: refresh,
  });
}

export function useScheduleInterview() {
  const refresh = useRefreshRecruitment();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: InterviewRequest }) =>
      api.post<ApplicationAnswer>(`/job-applications/${id}/interview`, body, {
        fallbackMessage: 'Failed to schedule interview',
      }),
    onSuccess: refresh,
  });
}

/** GET /job-applications/{id}/resume as a file. */
export function useDownloadResume() {
  return useMutation({
    mutationFn: (id: number) =>
      api.download(`/job-applications/${id}/resume`, { fallbackMessage: 'Failed to download the résumé' }),
  });
}

// ---- pick lists

// ---- public careers (sent without the session's token: a visitor may or may not be signed in)

/** The board's jobs (one company's with `companyId`) and the companies it is about. */
export function useCareers(page: number, search: string, companyId: string) {
  return useQuery({
    queryKey: recruitmentKeys.careers(page, search, companyId),
    queryFn: ({ signal }) =>
      api.get<CareersList>('/careers', {
        query: { page, per_page: PAGE_SIZE_DEFAULT, search, company_id: companyId || undefined },
        fallbackMessage: 'Failed to load job openings',
        anonymous: true,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCareersJob(slug: string) {
  return useQuery({
    queryKey: recruitmentKeys.careersJob(slug),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ job_posting: CareersJob }>(`/careers/${encodeURIComponent(slug)}`, {
          fallbackMessage: 'Failed to load the job',
          anonymous: true,
          signal,
        })
      ).job_posting,
    retry: false,
  });
}

/** POST /careers/{slug}/apply as a multipart form with the résumé. */
export function useApplyForJob(slug: string) {
  return useMutation({
    mutationFn: (payload: CareerApplicationPayload) => {
      const form = new FormData();
      form.append('first_name', payload.first_name);
      form.append('last_name', payload.last_name);
      form.append('email', payload.email);
      form.append('phone', payload.phone);
      if (payload.cover_letter) form.append('cover_letter', payload.cover_letter);
      form.append('resume', payload.resume, payload.resume.name);
      return api.post<ApplicationReceipt>(`/careers/${encodeURIComponent(slug)}/apply`, form, {
        fallbackMessage: 'Failed to submit your application',
        anonymous: true,
      });
    },
  });
}
