import { PAYROLL_JOB_KINDS } from '@hrms/contracts/payroll';
import { type Db, driverOf } from '../../db/client';
import { chunksOf } from '../../platform/chunks';
import type { JobContext, JobQueue } from '../../platform/jobs/queue';
import { uploadPayrollCsv } from './csv-service';
import { tellBulkJobProcessed } from './notifications';
import { PROCESS_CHUNK, type ProcessResult, processPayroll } from './service';

/** The answer of a processing request, given by the request itself or as the result of its job. */
export function processedAnswer(results: ProcessResult[]) {
  const done = results.filter((r) => r.error === null).length;
  return { message: `Successfully processed payroll for ${done} employees`, processed: done, results };
}

export type BulkProcessPayload = { employee_ids: number[]; year: number; month: number };
/** The uploaded file travels in the job (base64) so that whichever instance runs the job has it. */
export type CsvUploadPayload = {
  filename: string;
  content_base64: string;
  month: number;
  year: number;
  overwrite: boolean;
};

/**
 * Payroll's long work. Both are safe to run again after an instance dies: processing upserts each chunk's
 * runs in one transaction (a rerun redoes them whole), and a CSV is applied in one transaction or not at all.
 * On PostgreSQL a bulk run is split into parts of one chunk each, queued for every instance; the embedded
 * database has one instance, which processes the run whole (docs/decisions/platform.md, "Jobs and scale-out").
 * Either way the month's approvers hear once, when the job finishes (tellBulkJobProcessed); an upload tells
 * them in its own transaction.
 */
export function registerPayrollJobs(jobs: JobQueue, db: Db) {
  const process = ({ employee_ids, year, month }: BulkProcessPayload, { principal, progress }: JobContext) =>
    processPayroll(db, principal, employee_ids, year, month, { onProgress: progress });
  jobs.register<BulkProcessPayload>(PAYROLL_JOB_KINDS.bulkProcess, {
    permission: 'process-payroll',
    run: async (payload, context) => {
      const parts = chunksOf([...new Set(payload.employee_ids)], PROCESS_CHUNK.postgres);
      if (driverOf(db) === 'pglite' || parts.length <= 1)
        return processedAnswer(await process(payload, context));
      return context.split(
        parts.map((part) => ({
          kind: PAYROLL_JOB_KINDS.bulkProcessPart,
          payload: { ...payload, employee_ids: part },
          total: part.length,
        })),
      );
    },
    combine: (parts) => processedAnswer(parts.flatMap((p) => (p as { results: ProcessResult[] }).results)),
  });
  jobs.register<BulkProcessPayload>(PAYROLL_JOB_KINDS.bulkProcessPart, {
    permission: 'process-payroll',
    run: async (payload, context) => ({ results: await process(payload, context) }),
  });
  jobs.register<CsvUploadPayload>(PAYROLL_JOB_KINDS.csvUpload, {
    permission: 'process-payroll',
    run: ({ filename, content_base64, ...options }, { principal }) =>
      uploadPayrollCsv(
        db,
        principal,
        { filename, contentType: 'text/csv', data: Buffer.from(content_base64, 'base64') },
        options,
      ),
  });
  jobs.onFinished(tellBulkJobProcessed);
}
