import { PAYROLL_JOB_KINDS } from '@hrms/contracts/payroll';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/queue';
import { uploadPayrollCsv } from './csv-service';
import { type ProcessResult, processPayroll } from './service';

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
 */
export function registerPayrollJobs(jobs: JobQueue, db: Db) {
  jobs.register<BulkProcessPayload>(PAYROLL_JOB_KINDS.bulkProcess, {
    permission: 'process-payroll',
    run: async ({ employee_ids, year, month }, { principal, progress }) =>
      processedAnswer(await processPayroll(db, principal, employee_ids, year, month, progress)),
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
}
