import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';

type DeleteRecordProps = {
  /** "company", "branch" ... */
  thing: string;
  name: string;
  pending: boolean;
  onConfirm: () => void;
};

/**
 * A detail page's Delete button and its confirmation. A record others still depend on is refused
 * by the server (409 "Cannot delete this branch: it still has ..."), which the page shows.
 */
export function DeleteRecord({ thing, name, pending, onConfirm }: DeleteRecordProps) {
  const [open, setOpen] = useState(false);
  const title = `Delete ${thing}?`;
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
        title={title}
        message={`${name} will be deleted. This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
