import type { ImportFormat } from '@hrms/contracts/imports';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';

/** The download in flight (a TanStack mutation whose variables carry the format). */
type FormatDownload = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  variables?: { format: ImportFormat };
  reset(): void;
};

/**
 * A file offered as CSV and as Excel (the template, the export): its two buttons, the name it was saved
 * under and why it failed.
 */
export function FormatButtons({
  download,
  icon,
  labels,
  failure,
  saved,
  onDismissSaved,
  onStart,
}: {
  download: FormatDownload;
  icon: LucideIcon;
  labels: Record<ImportFormat, string>;
  failure: string;
  saved: string | null;
  onDismissSaved: () => void;
  onStart: (format: ImportFormat) => void;
}) {
  return (
    <>
      <SuccessBanner message={saved} onDismiss={onDismissSaved} />
      <ErrorBanner
        message={download.isError ? errorMessage(download.error, failure) : null}
        onDismiss={download.reset}
      />
      <div className="flex flex-wrap gap-2">
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="secondary"
            icon={icon}
            loading={download.isPending && download.variables?.format === format}
            disabled={download.isPending}
            onClick={() => onStart(format)}
          >
            {labels[format]}
          </Button>
        ))}
      </div>
    </>
  );
}
