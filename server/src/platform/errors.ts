import type { z } from 'zod';

/** Field name → messages, as the 422 answer carries them. */
export type FieldErrors = Record<string, string[]>;

/**
 * The one error type services throw. The error handler turns it into the answer shapes of API.md.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const VALIDATION_MESSAGE = 'The given data was invalid.';

export const validationFailed = (errors: FieldErrors) => new AppError(422, VALIDATION_MESSAGE, errors);
/** A single field's validation failure, with the spec's own wording. */
export const fieldError = (field: string, message: string) => validationFailed({ [field]: [message] });
export const unauthenticated = () => new AppError(401, 'Unauthenticated.');
export const forbidden = (message = 'This action is unauthorized.') => new AppError(403, message);
export const notFound = (thing: string) => new AppError(404, `${thing} not found`);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError(429, `Too many attempts. Try again in ${retryAfterSeconds} seconds.`, undefined, {
    'retry-after': String(retryAfterSeconds),
  });

/** What a PostgreSQL error carries (node-postgres and PGlite alike); drizzle wraps it as `cause`. */
export type DatabaseError = { code?: string; constraint?: string; detail?: string };

/** The database error behind a thrown value, if it is one. */
export function databaseErrorOf(err: unknown): DatabaseError | null {
  if (typeof err !== 'object' || err === null) return null;
  const cause = (err as { cause?: unknown }).cause;
  const found = (typeof cause === 'object' && cause !== null ? cause : err) as DatabaseError;
  return typeof found.code === 'string' ? found : null;
}

/**
 * Whether a write failed on the named unique (23505) or exclusion (23P01) constraint: a race the
 * service's own check lost, to be answered like that check.
 */
export function violatesConstraint(err: unknown, constraint: string): boolean {
  const db = databaseErrorOf(err);
  return (db?.code === '23505' || db?.code === '23P01') && db.constraint === constraint;
}

/**
 * Runs a write whose unique index backs a duplicate check made before it, answering the index's violation
 * (a race the check lost) with the check's own 422 under `field`.
 */
export async function uniquely<T>(
  write: () => Promise<T>,
  constraint: string,
  field: string,
  message: string,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (violatesConstraint(err, constraint)) throw fieldError(field, message);
    throw err;
  }
}

/**
 * Validates fields that arrive outside a route's body schema (a multipart form's text parts) into the same
 * 422 answer, with the first message per field; `alsoFailed` adds problems found elsewhere (its file).
 */
export function parseFields<T extends z.ZodType>(
  schema: T,
  fields: Record<string, unknown>,
  alsoFailed: FieldErrors = {},
): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success && !Object.keys(alsoFailed).length) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const key = String(issue.path[0] ?? 'body');
    errors[key] ??= [issue.message];
  }
  throw validationFailed({ ...errors, ...alsoFailed });
}
