import { isFinished, type Job, type JobAccepted } from '@hrms/contracts/jobs';
import { ApiError, api } from './api';

/** How often a running job's progress is asked for. */
export const JOB_POLL_MS = 1000;

/** Whether an answer is a `202 { message, job_id }` (the work was queued) rather than the work's result. */
export function isJobAccepted(answer: unknown): answer is JobAccepted {
  return typeof answer === 'object' && answer !== null && 'job_id' in answer;
}

/**
 * Polls GET /jobs/{id} until the job ends, telling `onProgress` each time; resolves with the job's result
 * (the answer the request would have given) or throws its error as the server wrote it.
 */
export async function followJob<T>(
  id: number,
  onProgress: (job: Job) => void,
  fallbackMessage: string,
  pollMs = JOB_POLL_MS,
): Promise<T> {
  for (;;) {
    const { job } = await api.get<{ job: Job }>(`/jobs/${id}`, { fallbackMessage });
    onProgress(job);
    if (isFinished(job.status)) {
      if (job.status === 'succeeded' && job.result) return job.result as T;
      throw new ApiError(500, job.error ?? fallbackMessage);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
