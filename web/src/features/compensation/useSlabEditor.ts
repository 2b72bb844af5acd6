import type { TaxRegime } from '@hrms/contracts/compensation';
import { useMemo, useState } from 'react';
import { ApiError } from '@/lib/api';
import { useSaveTaxSlabs } from './api';
import {
  initialRows,
  MAX_SLABS,
  newRow,
  rowsFromSlabs,
  type SlabField,
  type SlabIssue,
  type SlabRow,
  sameSlabs,
  serverSlabIssues,
  slabKey,
  tidyCell,
  validateSlabs,
} from './slabs';

/**
 * The state of the slab editor: the rows as typed, which cells were touched, the client's checks
 * (live) and the server's answer to the last save (until the next edit).
 */
export function useSlabEditor(regime: TaxRegime) {
  const [rows, setRows] = useState<SlabRow[]>(() => initialRows(regime.tax_slabs));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverIssues, setServerIssues] = useState<Record<string, SlabIssue>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const save = useSaveTaxSlabs(regime.id);

  const validation = useMemo(() => validateSlabs(rows), [rows]);
  const dirty = !sameSlabs(rows, regime.tax_slabs);

  /** The message to show on a cell: the server's, else the client's (a blank cell once touched). */
  function issueFor(index: number, field: SlabField): string | null {
    const key = slabKey(index, field);
    const server = serverIssues[key];
    if (server) return server.message;
    const issue = validation.issues[key];
    if (!issue) return null;
    return !issue.blank || attempted || touched.has(key) ? issue.message : null;
  }

  function edited(next: SlabRow[] | ((current: SlabRow[]) => SlabRow[])) {
    setRows(next);
    setServerIssues({});
    setSaved(null);
    if (save.isError) save.reset();
  }

  return {
    rows,
    dirty,
    saving: save.isPending,
    saved,
    canAdd: rows.length < MAX_SLABS,
    /** The row just added, whose maximum income takes the focus. */
    added,
    issueFor,
    /** A problem of the list as a whole, or the failure of the last save. */
    listIssue:
      serverIssues.slabs?.message ??
      (attempted ? validation.issues.slabs?.message : undefined) ??
      (save.isError && !(save.error instanceof ApiError && save.error.status === 422)
        ? save.error.message || 'Failed to save tax slabs'
        : undefined),
    /** True after a save was tried with problems still on the page. */
    blocked: attempted && (validation.slabs === null || Object.keys(serverIssues).length > 0),

    change(index: number, field: SlabField, value: string) {
      edited((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
    },
    /** The user left a cell: its problems now show, and a readable amount is regrouped. */
    touch(index: number, field: SlabField) {
      const key = slabKey(index, field);
      setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
      // The same amount written another way: no edit, so the server's messages stay.
      setRows((current) =>
        current.map((row, i) => {
          if (i !== index) return row;
          const tidy = tidyCell(field, row[field]);
          return tidy === row[field] ? row : { ...row, [field]: tidy };
        }),
      );
    },
    add() {
      const row = newRow(rows);
      edited([...rows, row]);
      setAdded(row.key);
    },
    remove(index: number) {
      edited((current) => current.filter((_, i) => i !== index));
      // Cells are keyed by position, so what was touched below the removed row moves up with it.
      setTouched(new Set());
    },
    discard() {
      edited(initialRows(regime.tax_slabs));
      setTouched(new Set());
      setAttempted(false);
    },
    submit() {
      setAttempted(true);
      setSaved(null);
      if (!validation.slabs) return false;
      save.mutate(validation.slabs, {
        onSuccess: ({ message, tax_regime }) => {
          setRows(rowsFromSlabs(tax_regime.tax_slabs));
          setTouched(new Set());
          setAttempted(false);
          setSaved(message);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422)
            setServerIssues(serverSlabIssues(error.errors));
        },
      });
      return true;
    },
  };
}

export type SlabEditorState = ReturnType<typeof useSlabEditor>;
