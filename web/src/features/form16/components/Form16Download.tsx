import { Download, Eye } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { useStatute } from '@/features/statute';
import { errorMessage } from '@/lib/api';
import { saveFile } from '@/lib/download';
import { useDownloadForm16 } from '../api';
import { certificateFilename, DOWNLOAD_FAILED } from '../labels';

/**
 * Downloads an employee's salary certificate for a year — Form 16 or Form 130, as the year's statute says —
 * signed in: the employee's own once HR has issued it, any employee's for HR. With `draft`, HR's preview
 * (DRAFT on every page). A failure (e.g. "not issued yet") shows beside the button.
 */
export function Form16Download({
  employeeId,
  financialYear,
  employeeCode,
  label,
  size = 'md',
  draft = false,
}: {
  employeeId: number;
  financialYear: string;
  employeeCode?: string;
  label?: string;
  size?: 'sm' | 'md';
  draft?: boolean;
}) {
  const statute = useStatute(financialYear);
  const download = useDownloadForm16();
  const form = statute.data?.forms.certificate ?? 'certificate';
  const text =
    label ?? `${draft ? 'Preview draft' : 'Download'} ${form} (${statute.data?.year_short ?? financialYear})`;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        size={size}
        icon={draft ? Eye : Download}
        loading={download.isPending}
        disabled={!statute.data}
        aria-label={employeeCode ? `${text} for ${employeeCode}` : text}
        onClick={() =>
          statute.data &&
          download.mutate(
            { employeeId, financialYear, statute: statute.data, draft },
            {
              onSuccess: (file) =>
                saveFile(
                  file.blob,
                  file.filename ??
                    certificateFilename(form, employeeCode ?? String(employeeId), financialYear, draft),
                ),
            },
          )
        }
      >
        {download.isPending ? 'Downloading...' : text}
      </Button>
      {download.isError ? (
        <span role="alert" className="text-sm text-red-600">
          {errorMessage(download.error, DOWNLOAD_FAILED)}
        </span>
      ) : null}
    </span>
  );
}
