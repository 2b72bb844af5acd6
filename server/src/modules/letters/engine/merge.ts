import { MERGE_FIELD_PATTERN } from '@hrms/contracts/letters';
import type { Block, Run } from './markup';

export type LetterTable = {
  columns: { label: string; align: 'left' | 'right' }[];
  rows: { cells: string[]; bold?: boolean }[];
};

export type MergedBlock = Exclude<Block, { kind: 'table' }> | { kind: 'table'; table: LetterTable };

/** What an employee's letter prints for each field it uses: text, or a table for a block field. */
export type MergeValues = { text: ReadonlyMap<string, string>; tables: ReadonlyMap<string, LetterTable> };

/** `text` with its fields replaced; a field without a value is added to `missing` and left as written. */
export function mergeText(text: string, values: MergeValues, missing: Set<string>): string {
  return text.replace(MERGE_FIELD_PATTERN, (written, name: string) => {
    const value = values.text.get(name);
    if (value === undefined) {
      missing.add(name);
      return written;
    }
    return value;
  });
}

/**
 * The blocks with every field replaced. Values go in after the markup is read, so a value never becomes
 * markup (a name with `**` in it prints as typed). `missing` lists the fields without a value, in order.
 */
export function mergeBlocks(
  blocks: Block[],
  values: MergeValues,
): { blocks: MergedBlock[]; missing: string[] } {
  const missing = new Set<string>();
  const runs = (rs: Run[]) => rs.map((r) => ({ ...r, text: mergeText(r.text, values, missing) }));
  const merged = blocks.map((block): MergedBlock => {
    if (block.kind !== 'table') return { ...block, runs: runs(block.runs) };
    const table = values.tables.get(block.field);
    if (!table) {
      missing.add(block.field);
      return { kind: 'table', table: { columns: [], rows: [] } };
    }
    return { kind: 'table', table };
  });
  return { blocks: merged, missing: [...missing] };
}
