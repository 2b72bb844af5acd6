import { Paperclip } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { errorMessage } from '@/lib/api';
import { useDownloadProof } from '../api';

/** A request's proof: a button that downloads it under the name it was uploaded with. */
export function ProofDownload({ document }: { document: { id: number; filename: string } }) {
  const download = useDownloadProof();
  return (
    <span className="flex flex-col items-start gap-2">
      <Button
        size="sm"
        variant="secondary"
        icon={Paperclip}
        aria-label={`Download the proof, ${document.filename}`}
        loading={download.isPending}
        onClick={() => download.mutate(document)}
        className="max-w-full"
      >
        <span className="truncate">{document.filename}</span>
      </Button>
      <ErrorBanner
        message={download.isError ? errorMessage(download.error, 'Failed to download the proof') : null}
        onDismiss={download.reset}
      />
    </span>
  );
}
