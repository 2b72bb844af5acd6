import { createHash } from 'node:crypto';
import type pg from 'pg';

// A connection keeps at most this many named statements, so statements whose text varies with the
// data (an `in (...)` list of any length) cannot grow the server's memory without bound.
const MAX_NAMED_PER_CONNECTION = 500;
// Statements with more parameters than this are bulk writes or long `in` lists: planned each time.
const MAX_PARAMETERS = 32;

type QueryConfig = { text?: unknown; name?: unknown };

/**
 * Gives every read statement a name derived from its text, so node-postgres prepares it once per
 * connection and PostgreSQL can reuse its plan. drizzle sends each query unnamed, which PostgreSQL
 * parses and plans on every call: for a list request that was several times the execution time.
 */
export function nameReadStatements(pool: pg.Pool) {
  pool.on('connect', (client) => {
    const named = new Set<string>();
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
      const name = statementName(config, values, named);
      return query(name ? { ...(config as object), name } : config, values, callback);
    };
  });
}

// Names already worked out, so a busy server hashes each distinct statement text once.
const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size < MAX_NAMED_PER_CONNECTION * 4) names.set(text, name);
  }
  return name;
}

function statementName(config: unknown, values: unknown, named: Set<string>): string | null {
  if (typeof config !== 'object' || config === null) return null;
  const { text, name } = config as QueryConfig;
  // A name given by the caller stands; an empty one (drizzle's `.prepare('')`) means none.
  if (name || typeof text !== 'string' || !/^\s*(select|with)\b/i.test(text)) return null;
  if (Array.isArray(values) && values.length > MAX_PARAMETERS) return null;
  // A search is planned for its pattern each time: a generic plan cannot tell a name matching thousands
  // from a code matching ten, and at 1,00,000 employees walking the name order for the ten took 100 ms
  // where the trigram indexes take 3 (docs/decisions/performance.md,
  // "A search is planned for its pattern every time").
  if (/\bilike\b/i.test(text)) return null;
  const hashed = nameOf(text);
  if (!named.has(hashed)) {
    if (named.size >= MAX_NAMED_PER_CONNECTION) return null;
    named.add(hashed);
  }
  return hashed;
}
