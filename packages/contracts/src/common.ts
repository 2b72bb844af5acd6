import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants';
import { fieldLabel } from './validation-messages';

/** Query parameters every paged list accepts. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof pageQuery>;

export type Paged<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
};

export const messageResponse = z.object({ message: z.string() });

export const validationErrorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof validationErrorResponse>;

/**
 * The calendar dates we accept anywhere. PostgreSQL refuses some well-formed ones (year 0000) inside the
 * query, and no HR record needs a date outside this span.
 */
export const DATE_RANGE = { min: '1900-01-01', max: '2100-12-31' } as const;
/** Whether a YYYY-MM-DD date (or a YYYY-MM month, compared by its prefix) lies within DATE_RANGE. */
export const withinDateRange = (date: string) =>
  date >= DATE_RANGE.min.slice(0, date.length) && date <= DATE_RANGE.max;
export const outsideDateRangeMessage = (issue: { path?: readonly PropertyKey[] }) =>
  `The ${fieldLabel(issue.path)} must be between ${DATE_RANGE.min} and ${DATE_RANGE.max}.`;

/** A calendar date (YYYY-MM-DD) within DATE_RANGE; `message` is a form's own wording for a missing one. */
export const dateField = (message?: string) =>
  z.iso.date({ error: message }).refine(withinDateRange, { error: outsideDateRangeMessage });
export const isoDate = dateField();

/** An email address, trimmed before it is checked. */
export const emailField = z.string().trim().max(255).pipe(z.email());

/** A required text field, trimmed. */
export const requiredText = (max = 255) => z.string().trim().min(1).max(max);

/** An optional text field: trimmed, and empty becomes null. */
export const nullableText = (max = 1000) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** The largest value of PostgreSQL's `integer`, the type of every id column. */
export const MAX_ID = 2_147_483_647;

/**
 * The one rule for a record id: a positive integer an id column can hold (a larger one would fail inside
 * the query instead of answering 422). `message` is a form's own wording for none chosen (absent or 0).
 */
const idChecks = <S extends z.ZodNumber | z.ZodCoercedNumber>(number: S, message?: string): S =>
  number.int().positive({ error: message }).max(MAX_ID) as S;

/** A record id in a JSON body. */
export const recordId = (message?: string) => idChecks(z.number({ error: message }), message);

/** An optional reference to another record: a positive id, or null/absent for none. */
export const optionalId = recordId().nullish();

/** A search box: trimmed, empty means no search. */
export const searchParam = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => v || undefined);

/** A query-string boolean ("true"/"false"/"1"/"0"). */
export const booleanParam = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** A record id in a query string, a path or a form field (text, converted). */
export const idParam = idChecks(z.coerce.number());
