import { Download } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { errorMessage } from '@/lib/api';
import { saveFile } from '@/lib/download';
import { useDownloadForm16 } from '../api';
import { DOWNLOAD_FAILED, form16Filename } from '../labels';

/**
 * Downloads an employee's Form 16 for a year (GET /employees/{id}/form16, signed in): the employee's own once
 * HR has issued it, any employee's for HR. A failure (e.g. "not issued yet") shows beside the button.
 */
export function Form16Download({
  employeeId,
  financialYear,
  employeeCode,
  label = `Download Form 16 (FY ${financialYear})`,
  size = 'md',
}: {
  employeeId: number;
  financialYear: string;
  employeeCode?: string;
  label?: string;
  size?: 'sm' | 'md';
}) {
  const download = useDownloadForm16();
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        size={size}
        icon={Download}
        loading={download.isPending}
        aria-label={employeeCode ? `${label} for ${employeeCode}` : label}
        onClick={() =>
          download.mutate(
            { employeeId, financialYear },
            {
              onSuccess: (file) =>
                saveFile(
                  file.blob,
                  file.filename ?? form16Filename(employeeCode ?? String(employeeId), financialYear),
                ),
            },
          )
        }
      >
        {download.isPending ? 'Downloading...' : label}
      </Button>
      {download.isError ? (
        <span role="alert" className="text-sm text-red-600">
          {errorMessage(download.error, DOWNLOAD_FAILED)}
        </span>
      ) : null}
    </span>
  );
}
