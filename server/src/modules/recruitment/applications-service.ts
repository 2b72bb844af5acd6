import {
  APPLICATION_TRANSITIONS,
  type ApplicationSummary,
  INTERVIEW_FROM,
  JOB_APPLICATION_STATUSES,
  type JobApplication,
  type JobApplicationListQuery,
  type JobApplicationStatus,
  RECRUITMENT_MESSAGES,
} from '@hrms/contracts/recruitment';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { jobApplications } from '../../db/schema/recruitment';
import { companyScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { iso, isoOrNull } from '../../platform/dates';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import { tellInterview, tellStatusChanged } from './notifications';
import {
  type ApplicationRow,
  findApplication,
  insertInterview,
  interviewsOf,
  listApplications,
  resumeOf,
  transitionApplication,
} from './queries';

type InterviewRow = Awaited<ReturnType<typeof interviewsOf>>[number];

function toJobApplication(row: ApplicationRow, interviews: InterviewRow[]): JobApplication {
  const a = row.application;
  return {
    id: a.id,
    job_posting_id: a.job_posting_id,
    first_name: a.first_name,
    last_name: a.last_name,
    email: a.email,
    phone: a.phone,
    cover_letter: a.cover_letter,
    status: a.status as JobApplicationStatus,
    applied_at: iso(a.applied_at),
    status_changed_at: isoOrNull(a.status_changed_at),
    job_posting: {
      ...row.posting,
      status: row.posting.status as JobApplication['job_posting']['status'],
      employment_type: row.posting.employment_type as JobApplication['job_posting']['employment_type'],
      department: row.department?.id ? { id: row.department.id, name: row.department.name } : null,
    },
    resume: row.resume?.filename ? row.resume : null,
    interviews: interviews
      .filter((i) => i.interview.job_application_id === a.id)
      .map(({ interview, scheduler }) => ({
        id: interview.id,
        interview_date: iso(interview.interview_date),
        notes: interview.notes,
        scheduled_by: scheduler?.id ? { id: scheduler.id, name: scheduler.name } : null,
        created_at: iso(interview.created_at),
      })),
  };
}

export async function listJobApplications(db: Db, principal: Principal, q: JobApplicationListQuery) {
  const { rows, counts } = await listApplications(db, companyScope(principal), q, q.page, q.per_page);
  const interviews = await interviewsOf(
    db,
    rows.map((r) => r.application.id),
  );
  const summary = Object.fromEntries([
    ['total', counts.reduce((sum, c) => sum + c.count, 0)],
    ...JOB_APPLICATION_STATUSES.map((s) => [s, counts.find((c) => c.status === s)?.count ?? 0]),
  ]) as ApplicationSummary;
  const total = q.status ? summary[q.status] : summary.total;
  return {
    ...paged(
      rows.map((r) => toJobApplication(r, interviews)),
      total,
      q.page,
      q.per_page,
    ),
    summary,
  };
}

async function loadApplication(db: DbOrTx, principal: Principal, id: number): Promise<ApplicationRow> {
  const row = await findApplication(db, companyScope(principal), id);
  if (!row) throw notFound('Job application');
  return row;
}

export async function getJobApplication(db: DbOrTx, principal: Principal, id: number) {
  return toJobApplication(await loadApplication(db, principal, id), await interviewsOf(db, [id]));
}

/** The statuses an application may move to `target` from (spec 3 §4). */
const sourcesOf = (target: JobApplicationStatus) =>
  JOB_APPLICATION_STATUSES.filter((from) => APPLICATION_TRANSITIONS[from].includes(target));

/** Moves an application along the pipeline; the move is conditional on its status, so a stale screen gets a 409. */
export async function changeApplicationStatus(
  db: Db,
  principal: Principal,
  id: number,
  status: JobApplicationStatus,
): Promise<JobApplication> {
  const row = await loadApplication(db, principal, id);
  const changed = await db.transaction(async (tx) => {
    const moved = await transitionApplication(tx, id, sourcesOf(status), {
      status,
      status_changed_at: new Date(),
      status_changed_by: principal.userId,
    });
    // The applicant hears of the move in its transaction: nothing, if it rolls back.
    if (moved) await tellStatusChanged(tx, row.application, row.posting, status);
    return moved;
  });
  if (!changed) {
    const current = (await loadApplication(db, principal, id)).application.status;
    throw conflict(`An application cannot move from ${current} to ${status}`);
  }
  return getJobApplication(db, principal, id);
}

/**
 * Schedules an interview (in the future) for an application in screening or interview and moves it to
 * interview; every scheduled interview is kept.
 */
export async function scheduleInterview(
  db: Db,
  principal: Principal,
  id: number,
  input: { interview_date: string; notes: string | null },
): Promise<JobApplication> {
  const row = await loadApplication(db, principal, id);
  const at = new Date(input.interview_date);
  if (at.getTime() <= Date.now())
    throw fieldError('interview_date', RECRUITMENT_MESSAGES.interviewDateFuture);
  await db.transaction(async (tx) => {
    // A further interview leaves the status, and so when and by whom it last changed, as it was.
    const unlessAlready = (value: SQL | number, current: AnyPgColumn) =>
      sql`case when ${jobApplications.status} = 'interview' then ${current} else ${value} end`;
    const moved = await transitionApplication(tx, id, INTERVIEW_FROM, {
      status: 'interview',
      status_changed_at: unlessAlready(sql`now()`, jobApplications.status_changed_at),
      status_changed_by: unlessAlready(principal.userId, jobApplications.status_changed_by),
    });
    if (!moved)
      throw conflict('An interview can be scheduled only for applications in screening or interview');
    const interview = await insertInterview(tx, {
      job_application_id: id,
      interview_date: at,
      notes: input.notes,
      scheduled_by: principal.userId,
    });
    await tellInterview(tx, row.application, row.posting, interview);
  });
  return getJobApplication(db, principal, id);
}

export async function applicationResume(db: Db, principal: Principal, id: number) {
  await loadApplication(db, principal, id);
  const file = await resumeOf(db, id);
  if (!file) throw notFound('Résumé');
  return file;
}
