import type { Job } from '@hrms/contracts/jobs';
import type { Db } from '../../db/client';
import type { Principal } from '../auth/principal';
import { iso, isoOrNull } from '../dates';
import { notFound } from '../errors';
import { findJob } from './queries';

/** A job as its creator (or a super admin) sees it; anyone else is told it does not exist. */
export async function getJob(db: Db, principal: Principal, id: number): Promise<Job> {
  const row = await findJob(db, id);
  if (!row || (row.created_by !== principal.userId && !principal.isSuperAdmin)) throw notFound('Job');
  return {
    id: row.id,
    kind: row.kind,
    status: row.status as Job['status'],
    progress: row.progress,
    total: row.total,
    result: row.result ?? null,
    error: row.error,
    created_at: iso(row.created_at),
    started_at: isoOrNull(row.started_at),
    finished_at: isoOrNull(row.finished_at),
  };
}
