import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import { sql } from 'drizzle-orm';
import { employees } from '../../db/schema/employees';

/**
 * The day an employee leaves: their last working day once an exit is recorded (it may lie ahead — a
 * leaver from that day). A terminated record without one (terminated before exits were recorded) left when it
 * last changed (the termination, or the archiving that follows a delete). Null while employed with no exit.
 */
export const leftOn = sql`case when ${employees.last_working_day} is not null then ${employees.last_working_day}
  when ${employees.status} = 'terminated'
  then (coalesce(${employees.archived_at}, ${employees.updated_at}) at time zone ${DEFAULT_TIME_ZONE})::date end`;

/**
 * Whether an employee had left by `today`: terminated, or past their last working day (active to it, a leaver
 * from the day after).
 */
export const hasLeft = (today: string) =>
  sql`(${employees.status} = 'terminated' or coalesce(${employees.last_working_day} < ${today}::date, false))`;
