import type { TaxProof } from '@hrms/contracts/tax-year';
import { Download, FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { formatFileSize } from '@/components/ui/FileField';
import { errorMessage } from '@/lib/api';
import { saveFile } from '@/lib/download';
import { formatDateTime } from '@/lib/format';
import { useDeleteProof, useDownloadProof } from '../api';

/** A declaration's proofs: each downloads; each may be deleted (confirmed) while `canDelete`. */
export function ProofList({
  proofs,
  canDelete,
  label,
}: {
  proofs: TaxProof[];
  canDelete: boolean;
  label: string;
}) {
  const download = useDownloadProof();
  const remove = useDeleteProof();
  const [deleting, setDeleting] = useState<TaxProof | null>(null);
  if (!proofs.length) return <p className="text-sm text-slate-500">No proof uploaded yet.</p>;
  const failure = download.error ?? remove.error;
  return (
    <>
      <ErrorBanner
        message={failure ? errorMessage(failure, 'The proof could not be handled') : null}
        onDismiss={() => {
          download.reset();
          remove.reset();
        }}
      />
      <ul
        aria-label={`Proofs for ${label}`}
        className="divide-y divide-slate-100 rounded-lg border border-slate-200"
      >
        {proofs.map((proof) => (
          <li key={proof.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
            <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-800">{proof.filename}</p>
              <p className="text-xs text-slate-500">
                {formatFileSize(proof.size)} · uploaded {formatDateTime(proof.uploaded_at)}
              </p>
            </div>
            <Button
              size="sm"
              variant="secondary"
              icon={Download}
              aria-label={`Download ${proof.filename}`}
              loading={download.isPending && download.variables?.id === proof.id}
              onClick={() =>
                download.mutate(proof, {
                  onSuccess: (file) => saveFile(file.blob, file.filename ?? proof.filename),
                })
              }
            >
              Download
            </Button>
            {canDelete ? (
              <Button
                size="sm"
                variant="ghost"
                icon={Trash2}
                className="text-red-600!"
                aria-label={`Delete ${proof.filename}`}
                loading={remove.isPending && remove.variables === proof.id}
                onClick={() => setDeleting(proof)}
              >
                Delete
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this proof?"
        message={`${deleting?.filename ?? 'The file'} will be deleted. This cannot be undone.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        pendingLabel="Deleting..."
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
