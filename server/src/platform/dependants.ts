import { conflict } from './errors';

/** How many of a kind of record depend on the one being deleted: [count, singular, plural]. */
export type Dependants = [count: number, singular: string, plural: string][];

/**
 * Refuses to delete a record that others still depend on, saying what depends on it:
 * "Cannot delete this company: it still has 2 branches and 16 employees."
 */
export function assertNoDependants(thing: string, dependants: Dependants): void {
  const parts = dependants.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  if (!parts.length) return;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  throw conflict(`Cannot delete this ${thing}: it still has ${list}.`);
}
