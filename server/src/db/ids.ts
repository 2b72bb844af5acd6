import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any($1)`: ids as one array parameter. drizzle's `inArray` sends one parameter per id — a
 * payroll chunk's 500, each typed and checked while the statement is built — and a text that changes with
 * the list's length, so PostgreSQL can never keep its plan (db/statement-names.ts). An empty list matches
 * nothing, as `= any('{}')` does.
 */
export const anyId = (column: Column | SQL, ids: readonly number[]): SQL =>
  sql`${column} = any(${sql.param([...ids])}::integer[])`;

/** `column = any($1::text[])`: codes as one array parameter, however many (a 1,00,000-row upload's). */
export const anyText = (column: Column | SQL, values: readonly string[]): SQL =>
  sql`${column} = any(${sql.param([...values])}::text[])`;

/**
 * `column in (select unnest($1::text[]))`: codes as one array parameter, as a semi-join the planner may hash.
 * Under a named statement's generic plan (db/statement-names.ts) `= any($1)` compares each row with every value
 * of the array (only a constant array is hashed): for a lookup of hundreds of codes by an expression no index
 * holds (lower(employee_id)) that is tens of milliseconds a statement.
 */
export const inTexts = (column: Column | SQL, values: readonly string[]): SQL =>
  sql`${column} in (select unnest(${sql.param([...values])}::text[]))`;
