import { Param, Placeholder, SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * How a condition takes a value: as itself (`inline`, a statement built for one call) or as a named
 * placeholder whose value is collected for the call (`bindInto`, a statement rendered once and reused).
 */
export type Bind = <T>(name: string, value: T) => T | Placeholder<string, T>;

export const inline: Bind = (_name, value) => value;

/**
 * A Bind that replaces each value with a placeholder and records the value under its name. One name
 * bound to two different values is a mistake in the conditions (the second would silently replace the
 * first), so it throws.
 */
export function bindInto(values: Record<string, unknown>): Bind {
  return (name, value) => {
    if (name in values && !Object.is(values[name], value))
      throw new Error(`placeholder ${name} is bound to two different values`);
    values[name] = value;
    return sql.placeholder(name);
  };
}

type Statement<R> = { execute(values?: Record<string, unknown>): Promise<R> };
/** A drizzle query that can be prepared; R is what it answers. */
export type Renderable<R> = { prepare(name: string): Statement<R> };

// Rendered statements kept per database, oldest dropped first beyond this many.
const MAX_PER_DATABASE = 500;
const byDatabase = new WeakMap<object, Map<string, Statement<unknown>>>();
const dialect = new PgDialect();

/** The placeholder a rendered parameter stands for, or null for a bare value. */
function placeholderOf(param: unknown): Placeholder | null {
  if (param instanceof Placeholder) return param;
  if (param instanceof Param && param.value instanceof Placeholder) return param.value;
  return null;
}

/**
 * The text of the parts a statement varies by (its conditions, its page) with the name behind each
 * parameter: two conditions can render alike yet take different values (a scope's company and a
 * company filter are both `company_id = $1`). A part that carries a value in place of a placeholder is
 * refused: the value would be kept in the cached statement and answered to the next caller.
 */
export function statementKey(parts: (SQL | string | number | undefined)[]): string {
  return parts
    .map((part) => {
      if (!(part instanceof SQL)) return String(part);
      const rendered = dialect.sqlToQuery(part);
      const names = rendered.params.map((param) => {
        const placeholder = placeholderOf(param);
        if (!placeholder)
          throw new Error(`a cached statement's conditions must bind every value: ${rendered.sql}`);
        return placeholder.name;
      });
      return `${rendered.sql} [${names.join(', ')}]`;
    })
    .join('\u0000');
}

/**
 * Runs a list's statement with `values`, rendering its SQL only the first time for this database and
 * these `parts`. drizzle renders a statement's text on every call, which for a list's five to eight
 * joins and fifty columns took 0.25 ms, a third of the server's time per list request. `parts` are what
 * the statement varies by (its conditions, built with `bindInto(values)`, and page); `build` must not
 * vary by anything else. PostgreSQL-side preparation stays with db/statement-names.ts.
 */
export async function runRendered<R>(
  db: DbOrTx,
  name: string,
  parts: (SQL | string | number | undefined)[],
  values: Record<string, unknown>,
  build: () => Renderable<R>,
): Promise<R> {
  let statements = byDatabase.get(db);
  if (!statements) {
    statements = new Map();
    byDatabase.set(db, statements);
  }
  const key = `${name}\u0000${statementKey(parts)}`;
  let statement = statements.get(key);
  if (statement) {
    statements.delete(key);
  } else {
    // An empty name: drizzle keeps the rendered text; PostgreSQL prepares it under a name of its text.
    statement = build().prepare('');
    if (statements.size >= MAX_PER_DATABASE) statements.delete(statements.keys().next().value as string);
  }
  statements.set(key, statement);
  return (await statement.execute(values)) as R;
}
