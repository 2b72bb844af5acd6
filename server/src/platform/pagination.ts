import type { Paged } from '@hrms/contracts/common';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

/** Builds the paged-list answer from one page of rows and the total count. */
export function paged<T>(data: T[], total: number, page: number, perPage: number): Paged<T> {
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

/**
 * A page's LIMIT and OFFSET, written into the statement as literals rather than sent as parameters.
 * Read statements are prepared once per connection (db/statement-names.ts); with a parameter for the
 * limit PostgreSQL cannot cost the statement's generic plan (it assumes a tenth of the rows) and so
 * plans every call again, which cost more than running it. Both are whole numbers, so nothing a
 * caller sends reaches the SQL text.
 */
const literal = (n: number) => sql.raw(String(Math.max(0, Math.trunc(n)))) as unknown as number;
export const pageLimit = (perPage: number) => literal(perPage);
export const pageOffset = (page: number, perPage: number) => literal((page - 1) * perPage);

/** A list query without its page: what a list's total and summary depend on. */
export function withoutPage<T extends object>(q: T): Omit<T, 'page' | 'per_page'> {
  const { page: _page, per_page: _perPage, ...filters } = q as T & { page?: unknown; per_page?: unknown };
  return filters;
}

/** The response schema of a paged list of `item`. */
export function pagedResponse<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number(),
    last_page: z.number(),
    per_page: z.number(),
    total: z.number(),
  });
}
