import { conflict } from './errors';

/**
 * Refuses to delete a record that others still depend on, saying what depends on it:
 * "Cannot delete this company: it still has 2 branches and 16 employees."
 */
export function assertNoDependants(thing: string, counts: Record<string, number>): void {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(
      ([noun, n]) =>
        `${n} ${
          n === 1
            ? noun
                .replace(/ies$/, 'y')
                .replace(/(?<!e)s$/, '')
                .replace(/ches$/, 'ch')
            : noun
        }`,
    );
  if (!parts.length) return;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  throw conflict(`Cannot delete this ${thing}: it still has ${list}.`);
}
