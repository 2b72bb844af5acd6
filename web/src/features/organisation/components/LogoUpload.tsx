import { LOGO_CONTENT_TYPES, LOGO_FIELD, LOGO_HINT, LOGO_MAX_BYTES } from '@hrms/contracts/branding';
import type { Company } from '@hrms/contracts/organisation';
import { ImageOff, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FileField } from '@/components/ui/FileField';
import { Spinner } from '@/components/ui/Spinner';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { ApiError, errorMessage } from '@/lib/api';
import { useObjectUrl } from '@/lib/useObjectUrl';
import { useRemoveLogo, useUploadLogo } from '../api';
import { useLogoImage } from '../useLogoImage';

/** What the browser can tell before sending (the server judges the bytes): the claimed type and the size. */
function chosenFileProblem(file: File): string | null {
  // A browser that cannot tell the type claims none: the server decides by the bytes.
  if (file.type && !(LOGO_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return 'The logo must be a PNG or JPEG image.';
  }
  if (file.size > LOGO_MAX_BYTES)
    return `The logo may not be greater than ${LOGO_MAX_BYTES / (1024 * 1024)} MB.`;
  return null;
}

/** The logo as it is now, or what stands in its place while it loads, when it fails or when there is none. */
function CurrentLogo({ company }: { company: Company }) {
  const logo = useLogoImage(company.logo_url);
  return (
    <div className="flex h-24 w-full max-w-64 items-center justify-center rounded-lg border border-slate-200 bg-slate-50 p-3">
      {!company.logo_url ? (
        <span className="flex flex-col items-center gap-1 text-sm text-slate-500">
          <ImageOff aria-hidden="true" className="size-5" />
          No logo yet
        </span>
      ) : logo.isError ? (
        <span className="text-sm text-slate-500">The logo could not be loaded.</span>
      ) : logo.src ? (
        <img src={logo.src} alt={company.name} className="max-h-full max-w-full object-contain" />
      ) : (
        <span className="flex items-center gap-2 text-sm text-slate-500" role="status">
          <Spinner /> Loading logo...
        </span>
      )}
    </div>
  );
}

/** A company's logo on its page: shown to all who see the company; uploaded, replaced and removed by its editors. */
export function LogoUpload({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const upload = useUploadLogo(company.id);
  const remove = useRemoveLogo(company.id);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const preview = useObjectUrl(file && !problem ? file : null);
  const serverProblem = upload.error instanceof ApiError ? upload.error.errors?.[LOGO_FIELD]?.[0] : undefined;

  const choose = (chosen: File | null) => {
    upload.reset();
    remove.reset();
    setFile(chosen);
    setProblem(chosen ? chosenFileProblem(chosen) : null);
  };
  const send = () => {
    if (!file || problem) return;
    remove.reset();
    upload.mutate(file, { onSuccess: () => setFile(null) });
  };
  const removeLogo = () => {
    upload.reset();
    remove.mutate(undefined, { onSettled: () => setConfirming(false) });
  };

  return (
    <div className="space-y-3">
      <h3 className="text-sm font-medium text-slate-700">Logo</h3>
      <SuccessBanner
        message={upload.isSuccess ? 'Logo uploaded.' : remove.isSuccess ? 'Logo removed.' : null}
        onDismiss={() => {
          upload.reset();
          remove.reset();
        }}
      />
      <ErrorBanner
        message={
          upload.isError && !serverProblem
            ? errorMessage(upload.error, 'Failed to upload the logo')
            : remove.isError
              ? errorMessage(remove.error, 'Failed to remove the logo')
              : null
        }
      />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <CurrentLogo company={company} />
        {preview ? (
          <figure className="flex flex-col items-start gap-1">
            <div className="flex h-24 w-full max-w-64 items-center justify-center rounded-lg border border-dashed border-indigo-300 bg-white p-3">
              <img
                src={preview}
                alt={`New logo of ${company.name}`}
                className="max-h-full max-w-full object-contain"
              />
            </div>
            <figcaption className="text-xs text-slate-500">Not saved yet</figcaption>
          </figure>
        ) : null}
      </div>
      {canEdit ? (
        <>
          {/* Keyed by the logo's address, so the picker empties once a file is saved. */}
          <FileField
            key={company.logo_url ?? 'none'}
            label={company.logo_url ? 'Replace the logo' : 'Upload a logo'}
            file={file}
            onChange={choose}
            accept=".png,.jpg,.jpeg,image/png,image/jpeg"
            hint={LOGO_HINT}
            error={problem ?? serverProblem}
            name={LOGO_FIELD}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              icon={Upload}
              onClick={send}
              disabled={!file || Boolean(problem)}
              loading={upload.isPending}
            >
              {upload.isPending ? 'Uploading...' : 'Upload logo'}
            </Button>
            {company.logo_url ? (
              <Button variant="secondary" icon={Trash2} onClick={() => setConfirming(true)}>
                Remove logo
              </Button>
            ) : null}
          </div>
          <ConfirmDialog
            open={confirming}
            title="Remove the logo?"
            message={`The header, the sign-in page and new letters, statements and reports of ${company.name} go back to the product's mark. Letters already issued keep the logo they were printed with.`}
            confirmLabel="Remove logo"
            pendingLabel="Removing..."
            pending={remove.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={removeLogo}
          />
        </>
      ) : null}
    </div>
  );
}
