import { PUNCH_IMPORT_MAX_BYTES, type PunchImport } from '@hrms/contracts/attendance-devices';
import { ArrowLeft, Eye, FileUp, Upload } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import type { Column } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FileField, formatFileSize } from '@/components/ui/FileField';
import { Modal } from '@/components/ui/Modal';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { sectionTitle } from '@/components/ui/typography';
import { ApiError, errorMessage } from '@/lib/api';
import { formatDateTime, formatNumber } from '@/lib/format';
import { formFailure } from '@/lib/formFailure';
import { pageParam } from '@/lib/listParams';
import { useListParams } from '@/lib/useListParams';
import { ImportOutcome } from '../components/ImportOutcome';
import { PunchTabs } from '../components/PunchTabs';
import { useDevices } from '../devicesApi';
import { type ImportChoice, importProblems, importUpload, PUNCH_LOG_ACCEPT } from '../importForm';
import { useImportPunches, usePunchImports } from '../importsApi';
import { DETECT_LAYOUT, deviceOptionsOf, LAYOUT_OPTIONS, layoutLabel } from '../labels';
import { outcomeNeedsAttention } from '../outcome';

const readPage = (params: URLSearchParams) => ({ page: pageParam(params) });
/** The boxes the server's 422 messages land under. */
const IMPORT_FIELDS = ['device_id', 'layout', 'file'];
const NO_CHOICE: ImportChoice = { device_id: '', layout: DETECT_LAYOUT, file: null };

/**
 * /attendance/punches/imports (manage-attendance): a punch log exported from a device (ZKTeco's attlog.dat,
 * eSSL eTimeTrackLite's device logs) read into punches as if the device had sent them; a file read twice adds
 * nothing. Shows what the upload did, the lines it could not read, and the imports before.
 */
export function PunchImportsPage() {
  const devices = useDevices();
  const upload = useImportPunches();
  const [{ page }, setPage] = useListParams(readPage);
  const imports = usePunchImports(page);
  const [choice, setChoice] = useState<ImportChoice>(NO_CHOICE);
  // Once an upload was tried, each problem shows until it is fixed.
  const [tried, setTried] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const problems = tried ? importProblems(choice) : {};
  const [viewing, setViewing] = useState<PunchImport | null>(null);
  // The file input is remounted after an upload, so it shows no file once the state holds none.
  const [fileInput, setFileInput] = useState(0);

  const deviceOptions = deviceOptionsOf(devices.data ?? []);
  const noDevices = devices.isSuccess && deviceOptions.length === 0;

  // The server's messages on the boxes (a file it cannot read, a device gone) show under them until one changes.
  const serverErrors = upload.error instanceof ApiError ? (upload.error.errors ?? {}) : {};
  const choose = (changes: Partial<ImportChoice>) => {
    if (upload.isError) upload.reset();
    setChoice((current) => ({ ...current, ...changes }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = importUpload(choice);
    setTried(true);
    if (!body) {
      // Once the problems show, the first box with one takes the focus.
      setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    upload.mutate(body, {
      onSuccess: () => {
        setTried(false);
        setChoice((current) => ({ ...current, file: null }));
        setFileInput((n) => n + 1);
      },
    });
  }

  const result = upload.data?.punch_import;

  const columns: Column<PunchImport>[] = [
    { key: 'when', header: 'Imported', cell: (i) => formatDateTime(i.created_at) },
    {
      key: 'file',
      header: 'File',
      className: 'whitespace-normal break-all',
      cell: (i) => <span className="font-medium text-slate-900">{i.file_name}</span>,
    },
    { key: 'device', header: 'Device', cell: (i) => i.device.name },
    { key: 'layout', header: 'Layout', className: 'whitespace-normal', cell: (i) => layoutLabel(i.layout) },
    {
      key: 'recorded',
      header: 'Recorded',
      align: 'right',
      cell: (i) => `${formatNumber(i.outcome.recorded)} of ${formatNumber(i.outcome.received)}`,
    },
    {
      key: 'attention',
      header: 'Needs a look',
      cell: (i) =>
        outcomeNeedsAttention(i.outcome, i.problems_total) ? (
          <span className="inline-flex flex-wrap gap-1">
            {i.outcome.unmatched ? (
              <Badge tone="yellow">{formatNumber(i.outcome.unmatched)} unmatched</Badge>
            ) : null}
            {i.problems_total ? <Badge tone="red">{formatNumber(i.problems_total)} not read</Badge> : null}
          </span>
        ) : (
          <Badge tone="green">All read</Badge>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (i) => (
        <Button
          size="sm"
          variant="ghost"
          icon={Eye}
          aria-label={`View the import of ${i.file_name}`}
          onClick={() => setViewing(i)}
        >
          View
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Import Punch Logs"
        description="Read a punch log exported from a device. Its punches count as if the device had sent them; a file read twice adds nothing."
        actions={
          <ButtonLink to="/attendance/punches" variant="secondary" icon={ArrowLeft}>
            Punches
          </ButtonLink>
        }
      />
      <div className="space-y-6">
        <PunchTabs />
        <SectionCard title="Upload a punch log">
          <form ref={form} noValidate onSubmit={submit} className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label="Device"
                required
                value={choice.device_id}
                onChange={(event) => choose({ device_id: event.target.value })}
                placeholder={devices.isPending ? 'Loading devices...' : 'Select a device'}
                disabled={devices.isPending || noDevices}
                options={deviceOptions}
                hint={
                  noDevices ? (
                    <>
                      No device yet.{' '}
                      <Link to="/attendance/devices" className="font-medium text-indigo-600 hover:underline">
                        Add one
                      </Link>{' '}
                      first.
                    </>
                  ) : (
                    'The device the log was exported from.'
                  )
                }
                error={
                  problems.device_id ??
                  serverErrors.device_id?.[0] ??
                  (devices.isError ? errorMessage(devices.error, 'Failed to load devices') : undefined)
                }
              />
              <SelectField
                label="Layout"
                value={choice.layout}
                onChange={(event) => choose({ layout: event.target.value })}
                options={LAYOUT_OPTIONS}
                error={serverErrors.layout?.[0]}
                hint="Left to detection, the file’s first lines tell."
              />
            </div>
            <FileField
              key={fileInput}
              label="Punch log"
              required
              file={choice.file}
              accept={PUNCH_LOG_ACCEPT}
              hint={`ZKTeco’s attlog.dat from the device’s USB export, or eSSL eTimeTrackLite’s device logs as CSV; up to ${formatFileSize(PUNCH_IMPORT_MAX_BYTES)}.`}
              error={problems.file ?? serverErrors.file?.[0]}
              onChange={(file) => choose({ file })}
            />
            <ErrorBanner
              message={formFailure(upload.error, IMPORT_FIELDS, 'Failed to import the punch log')}
              onDismiss={upload.reset}
            />
            <div className="flex justify-end">
              <Button type="submit" icon={Upload} loading={upload.isPending}>
                {upload.isPending ? 'Importing...' : 'Import'}
              </Button>
            </div>
          </form>
        </SectionCard>

        {result ? (
          <SectionCard
            title={`Imported ${result.file_name}`}
            description={`${result.device.name} · ${layoutLabel(result.layout)}`}
          >
            {outcomeNeedsAttention(result.outcome, result.problems_total) ? (
              <ErrorBanner tone="warning" message={upload.data?.message} />
            ) : (
              <SuccessBanner message={upload.data?.message} />
            )}
            <ImportOutcome punchImport={result} />
            {result.outcome.unmatched ? (
              <p className="text-sm">
                <Link
                  to="/attendance/punches/device-users"
                  className="font-medium text-indigo-600 hover:underline"
                >
                  Match the unmatched device users
                </Link>{' '}
                to count their punches.
              </p>
            ) : null}
          </SectionCard>
        ) : null}

        <section aria-labelledby="past-imports" className="space-y-3">
          <h2 id="past-imports" className={sectionTitle}>
            Past imports
          </h2>
          <QueryFrame
            query={imports}
            failure="Failed to load past imports"
            loadingLabel="Loading past imports..."
            card
          >
            {(data) => (
              <ResponsiveTable
                caption="Past imports"
                columns={columns}
                rows={data.data}
                rowKey={(i) => i.id}
                empty={
                  <EmptyState
                    icon={FileUp}
                    title="No imports yet"
                    hint="Each punch log imported is listed here with what it did."
                  />
                }
              />
            )}
          </QueryFrame>
          {imports.data ? (
            <Pagination
              currentPage={imports.data.current_page}
              lastPage={imports.data.last_page}
              total={imports.data.total}
              perPage={imports.data.per_page}
              onPageChange={(next) => setPage({ page: String(next) })}
            />
          ) : null}
        </section>
      </div>
      {viewing ? (
        <Modal
          open
          onClose={() => setViewing(null)}
          size="lg"
          title={viewing.file_name}
          description={`${viewing.device.name} · ${layoutLabel(viewing.layout)} · ${formatDateTime(viewing.created_at)}`}
          footer={
            <Button variant="secondary" onClick={() => setViewing(null)}>
              Close
            </Button>
          }
        >
          <ImportOutcome punchImport={viewing} />
        </Modal>
      ) : null}
    </>
  );
}
