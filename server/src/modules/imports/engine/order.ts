/**
 * The order to write a file's rows in when a row may refer to another row of the same file (an employee's
 * manager): the referred row first, whatever their order in the file. Pure.
 */

/** A row by its spreadsheet number, its own key and the key it refers to (each null when not given). */
export type ReferringRow = { row: number; key: string | null; ref: string | null };

export type ReferenceOrder = {
  /** Every row's number, each after the row it refers to; otherwise in file order. */
  order: number[];
  /** Row → the row of the same file it refers to. */
  refersTo: Map<number, number>;
  /** Rows that refer to themselves. */
  selfReferences: Set<number>;
  /** Rows on a cycle of references → the cycle's keys as written, from the row round to itself again. */
  cycles: Map<number, string[]>;
};

const norm = (key: string) => key.trim().toLowerCase();

/** The depth of a row on a cycle: past any real depth (a file holds at most IMPORT_MAX_ROWS rows). */
const ON_CYCLE = 1e9;

/**
 * Orders rows so each comes after the row its `ref` names (by `key`, any case; the first row holding a key
 * is the one referred to). References to keys no row holds are left to the writer (an existing record, or
 * none). Rows on a cycle, and rows referring through one, come last; the caller refuses the cycle's rows.
 */
export function orderByReference(rows: readonly ReferringRow[]): ReferenceOrder {
  const byKey = new Map<string, ReferringRow>();
  for (const r of rows) if (r.key && !byKey.has(norm(r.key))) byKey.set(norm(r.key), r);

  const refersTo = new Map<number, number>();
  const selfReferences = new Set<number>();
  const target = new Map<number, ReferringRow>();
  for (const r of rows) {
    if (!r.ref) continue;
    if (r.key && norm(r.ref) === norm(r.key)) {
      selfReferences.add(r.row);
      continue;
    }
    const to = byKey.get(norm(r.ref));
    if (to) {
      refersTo.set(r.row, to.row);
      target.set(r.row, to);
    }
  }

  // Depth: how many rows of the file stand above a row; on a cycle ON_CYCLE, and more below one, so a cycle's
  // rows come before the rows through it. Each row refers to at most one other, so walking up from a row either
  // ends or comes round to a row already on the walk.
  const depth = new Map<number, number>();
  const cycles = new Map<number, string[]>();
  for (const start of rows) {
    if (depth.has(start.row)) continue;
    const walk: ReferringRow[] = [];
    const onWalk = new Map<number, number>();
    let at: ReferringRow | undefined = start;
    let base = 0;
    while (at) {
      const known = depth.get(at.row);
      if (known !== undefined) {
        base = known + 1;
        break;
      }
      const seenAt = onWalk.get(at.row);
      if (seenAt !== undefined) {
        const loop = walk.slice(seenAt);
        loop.forEach((r, i) => {
          // The cycle as seen from each of its rows: from the row round to it again.
          const round = [...loop.slice(i), ...loop.slice(0, i), r];
          cycles.set(
            r.row,
            round.map((x) => x.key ?? ''),
          );
          depth.set(r.row, ON_CYCLE);
        });
        walk.length = seenAt;
        base = ON_CYCLE + 1;
        break;
      }
      onWalk.set(at.row, walk.length);
      walk.push(at);
      at = target.get(at.row);
    }
    for (let i = walk.length - 1; i >= 0; i--) {
      const r = walk[i] as ReferringRow;
      depth.set(r.row, base);
      base += 1;
    }
  }

  const order = rows.map((r) => r.row).sort((a, b) => (depth.get(a) ?? 0) - (depth.get(b) ?? 0) || a - b);
  return { order, refersTo, selfReferences, cycles };
}
