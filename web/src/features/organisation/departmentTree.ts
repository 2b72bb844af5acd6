type Node = { id: number; parent_department_id: number | null };

/**
 * The department and every department under it, at any depth. The edit form leaves them out of the
 * parent choices, since a department cannot be placed under itself or one of its own sub-departments.
 */
export function selfAndDescendants(departments: readonly Node[], id: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const d of departments) {
    if (d.parent_department_id === null) continue;
    children.set(d.parent_department_id, [...(children.get(d.parent_department_id) ?? []), d.id]);
  }
  const found = new Set<number>([id]);
  const queue = [id];
  while (queue.length) {
    const next = queue.shift() as number;
    for (const child of children.get(next) ?? []) {
      if (found.has(child)) continue; // a loop in bad data must not hang the page
      found.add(child);
      queue.push(child);
    }
  }
  return found;
}
