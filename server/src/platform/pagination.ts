import type { Paged } from '@hrms/contracts/common';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { type Bind, bindInto, type Renderable, runRendered } from '../db/rendered-statements';

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

type Pageable<R> = { limit(n: number): { offset(n: number): Renderable<R> } };

/**
 * One page of a list whose SQL is rendered once per shape (db/rendered-statements.ts): `conditions`
 * builds the WHERE with the `bind` it is given, `query` the ordered statement over it.
 */
export function renderedPage<R>(
  db: DbOrTx,
  name: string,
  at: { page: number; perPage: number },
  conditions: (bind: Bind) => SQL | undefined,
  query: (where: SQL | undefined) => Pageable<R>,
): Promise<R> {
  const values = {};
  const where = conditions(bindInto(values));
  return runRendered(db, name, [where, at.perPage, at.page], values, () =>
    query(where).limit(pageLimit(at.perPage)).offset(pageOffset(at.page, at.perPage)),
  );
}

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
