import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';

type DeleteButtonProps = {
  /** "branch", "salary component": the confirmation asks "Delete branch?". */
  thing: string;
  name: string;
  /** What the deletion leaves as it is, said after the warning ("Checklists already started keep their tasks."). */
  note?: string;
  pending: boolean;
  onConfirm: () => void;
};

/**
 * A detail page's Delete button and its confirmation. The server refuses a record others still
 * depend on (409, e.g. "Cannot delete this branch: it still has ..."), which the page shows.
 */
export function DeleteButton({ thing, name, note, pending, onConfirm }: DeleteButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        icon={Trash2}
        className="text-red-600!"
        loading={pending}
        onClick={() => setOpen(true)}
      >
        {pending ? 'Deleting...' : 'Delete'}
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete ${thing}?`}
        message={`${name} will be deleted. This cannot be undone.${note ? ` ${note}` : ''}`}
        confirmLabel="Delete"
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
