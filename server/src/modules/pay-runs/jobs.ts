import { PAY_RUN_JOB_KINDS, type PayRunAction } from '@hrms/contracts/pay-runs';
import type { Permission } from '@hrms/contracts/permissions';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/queue';
import type { MonthAction } from '../payroll/public';
import { actOnPayRun } from './service';

/** Who may take each bulk action (the single-run actions' permissions): the job's creator must still hold it. */
export const PAY_RUN_PERMISSIONS: Record<MonthAction, Permission> = {
  approved: 'approve-payroll',
  paid: 'mark-payroll-paid',
  released: 'approve-payroll',
};

/**
 * A large month's bulk actions as jobs. Each is one transaction (all or nothing) that moves each run at most
 * once, so a job taken over after its instance died simply runs again. A flagged approval without a note
 * fails the job with the review's message, as the request would have answered 422.
 */
export function registerPayRunJobs(jobs: JobQueue, db: Db) {
  for (const action of Object.keys(PAY_RUN_JOB_KINDS) as MonthAction[]) {
    jobs.register<PayRunAction & { runs: number }>(PAY_RUN_JOB_KINDS[action], {
      permission: PAY_RUN_PERMISSIONS[action],
      run: async ({ runs, ...body }, { principal, progress }) => {
        await progress(0, runs);
        const result = await actOnPayRun(db, principal, body, action);
        await progress(runs, runs);
        return result;
      },
    });
  }
}
