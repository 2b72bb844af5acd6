import { z } from 'zod';
import { JOB_STATUSES } from './enums';

/** GET /api/jobs/{id} → { job }: a long piece of work and how far it has got. */
export const job = z.object({
  id: z.number(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  progress: z.number(),
  total: z.number(),
  /** The same answer the work gives when it runs in the request (for example a bulk payroll's results). */
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type Job = z.infer<typeof job>;

/** `202 Accepted` of a request whose work was queued as a job; the client polls GET /api/jobs/{job_id}. */
export const jobAccepted = z.object({ message: z.string(), job_id: z.number() });
export type JobAccepted = z.infer<typeof jobAccepted>;

export const isFinished = (status: Job['status']) => status === 'succeeded' || status === 'failed';
