import { Download } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { errorMessage } from '@/lib/api';
import { saveFile } from '@/lib/download';
import { useExportTeams } from '../api';
import type { TeamFilters } from '../filters';

/** Fallback file name should the server's answer name none. */
const DEFAULT_NAME = 'teams.csv';

/** Export: the server's CSV of the teams matching the list's filters, saved under the server's file name. */
export function useTeamExportButton(filters: Omit<TeamFilters, 'page'>) {
  const download = useExportTeams();
  const button = (
    <Button
      variant="secondary"
      icon={Download}
      loading={download.isPending}
      onClick={() =>
        download.mutate(filters, {
          onSuccess: ({ blob, filename }) => saveFile(blob, filename ?? DEFAULT_NAME),
        })
      }
    >
      {download.isPending ? 'Exporting...' : 'Export'}
    </Button>
  );
  const failure = (
    <ErrorBanner
      className="mb-6"
      message={download.isError ? errorMessage(download.error, 'Failed to export teams') : null}
      onDismiss={download.reset}
    />
  );
  return { button, failure };
}
