import { TAX_JOB_KINDS } from '@hrms/contracts/tax-year';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/queue';
import { generateForm16s } from './service';

export type Form16BulkPayload = { company_id: number; financial_year: string };

/**
 * Bulk Form 16 for a company and year. Safe to run again from the start: each chunk replaces its employees'
 * documents in one transaction, and the creator's permission and scope are checked again as they are now.
 */
export function registerForm16Jobs(jobs: JobQueue, db: Db) {
  jobs.register<Form16BulkPayload>(TAX_JOB_KINDS.form16Bulk, {
    permission: 'generate-tax-reports',
    run: ({ company_id, financial_year }, { principal, progress }) =>
      generateForm16s(db, principal, company_id, financial_year, progress),
  });
}
