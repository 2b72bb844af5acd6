import { permissionGroup } from '@hrms/contracts/permissions';

/** The heading a permission group is listed under: "general" → "General Permissions", "job-postings" → "Job Postings Permissions". */
export function permissionGroupLabel(group: string): string {
  const words = group
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return `${words.join(' ')} Permissions`;
}

export type PermissionGroup<T> = { group: string; label: string; permissions: T[] };

/**
 * Permissions grouped by the part of their name after the first hyphen (spec 2 §3), General first,
 * then the other groups alphabetically; inside a group, by name.
 */
export function groupPermissions<T extends { name: string; group?: string }>(
  permissions: readonly T[],
): PermissionGroup<T>[] {
  const byGroup = new Map<string, T[]>();
  for (const permission of permissions) {
    const group = permission.group ?? permissionGroup(permission.name);
    const list = byGroup.get(group);
    if (list) list.push(permission);
    else byGroup.set(group, [permission]);
  }
  return [...byGroup.entries()]
    .sort(([a], [b]) => (a === 'general' ? -1 : b === 'general' ? 1 : a.localeCompare(b)))
    .map(([group, list]) => ({
      group,
      label: permissionGroupLabel(group),
      permissions: [...list].sort((a, b) => a.name.localeCompare(b.name)),
    }));
}

/** The first `limit` items and how many more there are (role cards show 6, the per-user page 8). */
export function preview<T>(items: readonly T[], limit: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}

/** How a set of boxes in a group stands: all ticked, some ticked, or none. */
export function selectionState(
  names: readonly string[],
  selected: ReadonlySet<string>,
): 'all' | 'some' | 'none' {
  const ticked = names.filter((name) => selected.has(name)).length;
  if (ticked === 0) return 'none';
  return ticked === names.length ? 'all' : 'some';
}

/** Ticks every name of a group, or unticks them all when they were all ticked. */
export function toggleGroup(selected: readonly string[], names: readonly string[]): string[] {
  const current = new Set(selected);
  if (selectionState(names, current) === 'all') return selected.filter((name) => !names.includes(name));
  for (const name of names) current.add(name);
  return [...current];
}

/** Ticks or unticks one name, keeping the rest. */
export function toggleOne(selected: readonly string[], name: string): string[] {
  return selected.includes(name) ? selected.filter((n) => n !== name) : [...selected, name];
}
