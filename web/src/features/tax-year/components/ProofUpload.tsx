import { Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { FileField } from '@/components/ui/FileField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { useUploadProof } from '../api';
import { PROOF_ACCEPT, PROOF_HINT, proofFileProblem } from '../proofFiles';

/** One declaration's upload: a file checked for type and size on the spot (the server checks its content). */
export function ProofUpload({ itemId, label }: { itemId: number; label: string }) {
  const upload = useUploadProof();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // A new file picker for each upload, so a chosen-and-sent file does not linger in the input.
  const [round, setRound] = useState(0);

  function send() {
    if (!file) {
      setProblem('Choose a file to upload.');
      return;
    }
    upload.mutate(
      { itemId, file },
      {
        onSuccess: ({ message }) => {
          setDone(message);
          setFile(null);
          setRound((r) => r + 1);
        },
      },
    );
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FileField
          key={round}
          className="min-w-0 flex-1"
          label={`Proof for ${label}`}
          accept={PROOF_ACCEPT}
          file={file}
          hint={PROOF_HINT}
          error={
            problem ?? (upload.isError ? errorMessage(upload.error, 'Failed to upload the proof') : undefined)
          }
          onChange={(chosen) => {
            upload.reset();
            setDone(null);
            setFile(chosen);
            setProblem(chosen ? proofFileProblem(chosen) : null);
          }}
        />
        <Button
          variant="secondary"
          icon={Upload}
          loading={upload.isPending}
          disabled={problem !== null}
          onClick={send}
          className="sm:mb-6"
        >
          {upload.isPending ? 'Uploading...' : 'Upload proof'}
        </Button>
      </div>
      <SuccessBanner message={done} onDismiss={() => setDone(null)} />
    </div>
  );
}
