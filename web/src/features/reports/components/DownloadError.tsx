import { CircleAlert, X } from 'lucide-react';
import { ApiError, errorMessage } from '@/lib/api';

/** A failed download: the server's message and, for a 422, every line of its field errors. */
export function DownloadError({ error, onDismiss }: { error: unknown; onDismiss: () => void }) {
  if (!error) return null;
  const lines = error instanceof ApiError && error.errors ? Object.values(error.errors).flat() : [];
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
      <div className="min-w-0 flex-1">
        <p>{errorMessage(error, 'Failed to download the report')}</p>
        {lines.length ? (
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss"
        className="-m-1 rounded p-1 text-red-600 hover:bg-red-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
