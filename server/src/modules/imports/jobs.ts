import { IMPORT_JOB_KINDS, type ImportMode } from '@hrms/contracts/imports';
import { type Db, driverOf } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/queue';
import {
  checkedMessage,
  checkQueuedImport,
  commitImport,
  commitMessage,
  type ImportProgress,
} from './service';
import type { ImportContext } from './types/type';

/**
 * Large files' checks and commits as jobs (docs/decisions/imports.md, "Large files run as jobs"): each is the
 * request's work in one transaction, so a job taken over after its instance died runs again from the start.
 * Progress is told row by row on PostgreSQL; on PGlite the transaction holds the only connection, so a
 * progress write would wait for the end of the work it reports on: there the bar moves at the start and end.
 */
export function registerImportJobs(jobs: JobQueue, db: Db, context: ImportContext) {
  const rowsDone = (progress: (done: number, total?: number) => Promise<void>): ImportProgress | undefined =>
    driverOf(db) === 'postgres' ? (done, total) => progress(done, total) : undefined;

  jobs.register<{ id: number }>(IMPORT_JOB_KINDS.validate, {
    permission: 'import-data',
    run: async ({ id }, { principal, progress }) => {
      await progress(0);
      const record = await checkQueuedImport(db, principal, id, context, { onProgress: rowsDone(progress) });
      await progress(record.rows);
      return { message: checkedMessage(record), import: record };
    },
  });
  jobs.register<{ id: number; mode: ImportMode }>(IMPORT_JOB_KINDS.commit, {
    permission: 'import-data',
    run: async ({ id, mode }, { principal, progress }) => {
      await progress(0);
      const record = await commitImport(db, principal, id, mode, context, { onProgress: rowsDone(progress) });
      await progress(record.rows);
      return { message: commitMessage(record), import: record };
    },
  });
}
