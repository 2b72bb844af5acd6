/** One line of an audit event's changes, ready to show: the field and what happened to it. */
export type ChangeLine = { field: string; text: string };

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(show).join(', ') : 'none';
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([k, v]) => `${k}: ${show(v)}`)
      .join(', ');
  return String(value);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the shapes the server records: { from, to } for a changed field, { added, removed } for a set
 * of names (permissions, roles), and any other value as it is (a created record's fields, counts).
 */
export function describeChanges(changes: Record<string, unknown> | null): ChangeLine[] {
  if (!changes) return [];
  return Object.entries(changes).map(([field, value]) => {
    if (isRecord(value) && 'from' in value && 'to' in value)
      return { field, text: `${show(value.from)} → ${show(value.to)}` };
    if (isRecord(value) && Array.isArray(value.added) && Array.isArray(value.removed)) {
      const parts = [
        value.added.length ? `added ${show(value.added)}` : '',
        value.removed.length ? `removed ${show(value.removed)}` : '',
      ].filter(Boolean);
      return { field, text: parts.join('; ') || 'unchanged' };
    }
    return { field, text: show(value) };
  });
}
