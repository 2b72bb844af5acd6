import { randomUUID } from 'node:crypto';
import { LETTER_JOB_KIND, type LetterBulkRequest, type LetterBulkResult } from '@hrms/contracts/letters';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { anyId } from '../../db/ids';
import { letters } from '../../db/schema/letters';
import type { Principal } from '../../platform/auth/principal';
import { AppError, fieldError } from '../../platform/errors';
import type { JobContext, JobQueue } from '../../platform/jobs/queue';
import { fitTemplate, letterEmployee, makeLetter } from './issue';
import { MANAGE } from './letters';
import { employeesInScope, namesOf, type TemplateRow } from './queries';
import { usableTemplate } from './templates';

type BulkPayload = LetterBulkRequest & { batch_id: string };

/** A refusal as the job's result lists it: the answer's field message, or its message. */
function messageOf(err: unknown): string | null {
  if (!(err instanceof AppError)) return null;
  const fields = Object.values(err.errors ?? {}).flat();
  return fields[0] ?? err.message;
}

/**
 * Issues the template to each employee, one transaction each, so one employee's refusal (no salary structure,
 * no exit recorded) leaves the others' letters issued and is listed in the result. Safe to run again from the
 * start: an employee this batch already wrote to is skipped.
 */
async function issueMany(db: Db, payload: BulkPayload, { principal, progress }: JobContext) {
  const result: LetterBulkResult = { issued: 0, pending: 0, failed: [] };
  const done = await db
    .select({ employee_id: letters.employee_id, status: letters.status })
    .from(letters)
    .where(and(eq(letters.batch_id, payload.batch_id), anyId(letters.employee_id, payload.employee_ids)));
  const already = new Map(done.map((d) => [d.employee_id, d.status]));
  // The template is read once; each employee is checked against it (their company, its being active).
  const template = await usableTemplate(db, principal, payload.template_id).catch(() => null);
  let count = 0;
  for (const employeeId of payload.employee_ids) {
    const status =
      already.get(employeeId) ??
      (await issueOne(db, principal, payload, template, employeeId).catch((err: unknown) => {
        const message = messageOf(err);
        if (message === null) throw err;
        result.failed.push({ employee_id: employeeId, employee: String(employeeId), message });
        return null;
      }));
    if (status === 'issued') result.issued++;
    else if (status === 'pending') result.pending++;
    count++;
    if (count % 10 === 0 || count === payload.employee_ids.length)
      await progress(count, payload.employee_ids.length);
  }
  const names = await namesOf(
    db,
    result.failed.map((f) => f.employee_id),
  );
  for (const f of result.failed) f.employee = names.get(f.employee_id) ?? `Employee #${f.employee_id}`;
  return result;
}

async function issueOne(
  db: Db,
  principal: Principal,
  payload: BulkPayload,
  row: TemplateRow | null,
  employeeId: number,
) {
  const employee = await letterEmployee(db, principal, employeeId);
  const template = fitTemplate(row, employee);
  await db.transaction((tx) => makeLetter(tx, principal, employee, template, payload, payload.batch_id));
  return template.template.requires_approval ? 'pending' : 'issued';
}

export function registerLetterJobs(jobs: JobQueue, db: Db) {
  jobs.register<BulkPayload>(LETTER_JOB_KIND, {
    permission: MANAGE,
    run: (payload, context) => issueMany(db, payload, context),
  });
}

/** Checks the template and the employees before the job is queued (a wrong one refuses the request, not a letter). */
export async function queueBulkLetters(
  db: Db,
  jobs: JobQueue,
  principal: Principal,
  body: LetterBulkRequest,
) {
  const row = await usableTemplate(db, principal, body.template_id).catch(() => null);
  if (!row?.template.is_active) throw fieldError('template_id', 'The selected letter template is invalid.');
  const employee_ids = [...new Set(body.employee_ids)];
  if ((await employeesInScope(db, principal, employee_ids)) < employee_ids.length)
    throw fieldError('employee_ids', 'The selected employees include one that is invalid.');
  const payload: BulkPayload = { ...body, employee_ids, batch_id: randomUUID() };
  return jobs.enqueue(LETTER_JOB_KIND, payload, principal, employee_ids.length);
}
