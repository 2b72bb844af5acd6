import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants';

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

export const isoDate = z.iso.date();

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

/** An optional reference to another record: a positive id, or null/absent for none. */
export const optionalId = z.number().int().positive().nullish();

/** A search box: trimmed, empty means no search. */
export const searchParam = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => v || undefined);

/** A query-string boolean ("true"/"false"/"1"/"0"). */
export const booleanParam = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** A query-string id filter. */
export const idParam = z.coerce.number().int().positive();
