import type { ImportRecord, ImportType } from '@hrms/contracts/imports';
import { Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FileField } from '@/components/ui/FileField';
import { SectionCard } from '@/components/ui/SectionCard';
import { IMPORT_FAILURES, useUploadImport } from '../api';
import { IMPORT_ACCEPT, importFailure, importFileProblem } from '../fileCheck';
import { importTypeLabel } from '../labels';
import { ImportJobProgress } from './ImportJobProgress';

/** Step 2: a CSV or XLSX file of the chosen type, checked on the server; nothing is written yet. */
export function UploadCard({
  type,
  onValidated,
}: {
  type: ImportType;
  onValidated: (record: ImportRecord) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadImport();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = importFileProblem(file);
    setProblem(found);
    if (found || !file) return;
    upload.mutate({ type, file }, { onSuccess: onValidated });
  }

  return (
    <SectionCard
      title="2. Upload the file"
      description="The file is checked row by row as the import would write it; nothing is saved until you import it."
    >
      <form noValidate onSubmit={submit} className="space-y-4" aria-label="Upload a file to import">
        <FileField
          label={`File of ${importTypeLabel(type).toLowerCase()}`}
          file={file}
          accept={IMPORT_ACCEPT}
          required
          error={problem ?? undefined}
          hint="A CSV (UTF-8) or Excel (.xlsx) file of at most 10 MB, the template's columns in any order."
          onChange={(chosen) => {
            setFile(chosen);
            setProblem(chosen ? importFileProblem(chosen) : null);
            upload.reset();
          }}
        />
        <ImportJobProgress progress={upload.progress} verb="Checking" />
        <ErrorBanner
          message={upload.isError ? importFailure(upload.error, IMPORT_FAILURES.upload) : null}
          onDismiss={upload.reset}
        />
        <div className="flex justify-end">
          <Button type="submit" icon={Upload} loading={upload.isPending}>
            {upload.isPending ? 'Checking...' : 'Upload and check'}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
