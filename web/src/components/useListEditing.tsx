import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import type { Column } from '@/components/ui/DataTable';

type Row = { id: number; name: string };

/**
 * A list page's editing state: the row in the edit dialog (null inside: a new one), the row whose delete waits
 * for confirmation (with DeleteRowDialog), the last success message, and the row's Edit and Delete buttons.
 * Opening either clears the last message and the last delete failure. `canDelete` leaves Delete off the rows
 * the server would refuse to delete anyway.
 */
export function useListEditing<T extends Row>(
  remove: { reset: () => void },
  { canDelete = () => true }: { canDelete?: (row: T) => boolean } = {},
) {
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const clear = () => {
    setDone(null);
    remove.reset();
  };
  const startEditing = (row: T | null) => {
    clear();
    setEditing({ row });
  };

  const actionsColumn: Column<T> = {
    key: 'actions',
    header: 'Actions',
    srOnlyHeader: true,
    align: 'right',
    cell: (row) => (
      <div className="flex justify-end gap-1">
        <Button
          size="sm"
          variant="ghost"
          icon={Pencil}
          aria-label={`Edit ${row.name}`}
          onClick={() => startEditing(row)}
        >
          Edit
        </Button>
        {canDelete(row) ? (
          <Button
            size="sm"
            variant="ghost"
            icon={Trash2}
            aria-label={`Delete ${row.name}`}
            className="text-red-600 hover:bg-red-50 hover:text-red-700"
            onClick={() => {
              clear();
              setRemoving(row);
            }}
          >
            Delete
          </Button>
        ) : null}
      </div>
    ),
  };

  return {
    editing,
    removing,
    done,
    setDone,
    startEditing,
    actionsColumn,
    closeEditing: () => setEditing(null),
    closeRemoving: () => setRemoving(null),
    /** The dialog saved: close it and show the server's message. */
    saved: (message: string) => {
      setDone(message);
      setEditing(null);
    },
  };
}
