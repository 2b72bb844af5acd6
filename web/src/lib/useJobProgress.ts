import type { JobAccepted } from '@hrms/contracts/jobs';
import { useState } from 'react';
import { followJob } from './jobs';

/** How far a queued job has got: items done of the total (0 of 0 until the job has counted them). */
export type JobProgress = { done: number; total: number };

const NONE: JobProgress = { done: 0, total: 0 };

/**
 * Work a request queues as a job (`202 { message, job_id }`), followed to its end for a progress bar: `run`
 * sends the request, polls the job while keeping `progress` up to date, and resolves with the job's result
 * (the bar then shows full).
 */
export function useJobProgress() {
  const [progress, setProgress] = useState<JobProgress>(NONE);
  const run = async <T>(queue: () => Promise<JobAccepted>, fallbackMessage: string): Promise<T> => {
    setProgress(NONE);
    const accepted = await queue();
    const result = await followJob<T>(
      accepted.job_id,
      (job) => setProgress({ done: job.progress, total: job.total }),
      fallbackMessage,
    );
    setProgress((p) => ({ done: p.total, total: p.total }));
    return result;
  };
  return { progress, run };
}
