import type { ImportError, ImportMode, ImportRecord } from '@hrms/contracts/imports';
import {
  CircleAlert,
  CircleCheck,
  CircleMinus,
  Download,
  FilePlus2,
  FileSpreadsheet,
  FileUp,
  RefreshCw,
} from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { Pagination } from '@/components/ui/Pagination';
import { SectionCard } from '@/components/ui/SectionCard';
import { StatCard } from '@/components/ui/StatCard';
import { subsectionTitle } from '@/components/ui/typography';
import { errorMessage } from '@/lib/api';
import { saveFile } from '@/lib/download';
import { formatDateTime, formatNumber } from '@/lib/format';
import { IMPORT_FAILURES, useCommitImport, useDownloadImportErrors } from '../api';
import { importFailure } from '../fileCheck';
import { IMPORT_STATUS_LABELS, IMPORT_STATUS_TONES, importTypeLabel } from '../labels';
import {
  commitChoices,
  commitQuestion,
  commitSummary,
  defaultCommitMode,
  errorsPage,
  rowsLeftOut,
  rowsWithErrors,
  validationSummary,
} from '../results';
import { ImportJobProgress } from './ImportJobProgress';

/** Errors shown a page at a time: a bad file may have thousands. */
const ERRORS_PER_PAGE = 25;

const ERROR_COLUMNS: Column<ImportError>[] = [
  { key: 'row', header: 'Row', cell: (e) => formatNumber(e.row), align: 'right', className: 'tabular-nums' },
  { key: 'column', header: 'Column', cell: (e) => (e.column ? <code>{e.column}</code> : 'The file') },
  { key: 'message', header: 'Message', cell: (e) => e.message, className: 'min-w-64 whitespace-normal' },
];

/**
 * Step 3: what validating found (rows, valid rows, the errors by row and column, the file back with an error
 * column), the choice of how to commit with one confirmation, and what the commit did.
 */
export function ImportResult({ record }: { record: ImportRecord }) {
  const committed = record.status === 'committed';
  return (
    <SectionCard
      title={
        <span className="flex flex-wrap items-center gap-2">
          <span>{committed ? `${importTypeLabel(record.type)} import` : '3. Check and import'}</span>
          <Badge tone={IMPORT_STATUS_TONES[record.status]}>{IMPORT_STATUS_LABELS[record.status]}</Badge>
        </span>
      }
      description={
        <>
          {importTypeLabel(record.type)} from <span className="break-all">{record.filename}</span>, uploaded{' '}
          {formatDateTime(record.created_at)}
          {record.created_by ? ` by ${record.created_by.name}` : ''}.
        </>
      }
    >
      {record.status === 'checking' ? (
        <p role="status" className="text-sm text-slate-600">
          {validationSummary(record)}
        </p>
      ) : (
        <>
          {committed ? <CommitOutcome record={record} /> : <ValidationOutcome record={record} />}
          {record.errors.length ? <ErrorsTable key={`errors-${record.id}`} record={record} /> : null}
          {committed ? null : <CommitForm key={`commit-${record.id}`} record={record} />}
        </>
      )}
    </SectionCard>
  );
}

function ValidationOutcome({ record }: { record: ImportRecord }) {
  const clean = record.status === 'validated';
  return (
    <section aria-label="Validation result" className="space-y-4">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-3">
        <StatCard label="Rows" value={formatNumber(record.rows)} icon={FileSpreadsheet} />
        <StatCard
          label="Valid rows"
          value={formatNumber(record.valid_rows)}
          icon={CircleCheck}
          tone="green"
        />
        <StatCard
          label="Rows with errors"
          value={formatNumber(rowsWithErrors(record))}
          icon={CircleAlert}
          tone={clean ? 'slate' : 'red'}
        />
      </div>
      <p
        role="status"
        className={clean ? 'text-sm font-medium text-emerald-700' : 'text-sm font-medium text-red-700'}
      >
        {validationSummary(record)}
      </p>
    </section>
  );
}

function CommitOutcome({ record }: { record: ImportRecord }) {
  const leftOut = rowsLeftOut(record);
  return (
    <section aria-label="Import result" className="space-y-4">
      <div role="status" className="space-y-4">
        <p className="text-sm font-medium text-emerald-700">
          {commitSummary(record)}
          {leftOut
            ? ` ${formatNumber(leftOut)} ${leftOut === 1 ? 'row with errors was' : 'rows with errors were'} left out.`
            : ''}
        </p>
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <StatCard label="Created" value={formatNumber(record.created ?? 0)} icon={FilePlus2} tone="green" />
          <StatCard label="Updated" value={formatNumber(record.updated ?? 0)} icon={RefreshCw} tone="blue" />
          <StatCard
            label="Unchanged"
            value={formatNumber(record.unchanged ?? 0)}
            icon={CircleMinus}
            tone="slate"
          />
          <StatCard
            label="Left out"
            value={formatNumber(leftOut)}
            icon={CircleAlert}
            tone={leftOut ? 'red' : 'slate'}
          />
        </div>
      </div>
      <p className="text-sm text-slate-500">
        Committed {formatDateTime(record.committed_at)}
        {record.committed_by ? ` by ${record.committed_by.name}` : ''}. Importing the same file again changes
        nothing: every row comes back unchanged.
      </p>
    </section>
  );
}

function ErrorsTable({ record }: { record: ImportRecord }) {
  const [page, setPage] = useState(1);
  const download = useDownloadImportErrors();
  const shown = errorsPage(record.errors, page, ERRORS_PER_PAGE);
  return (
    <section aria-labelledby={`import-errors-${record.id}`} className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h3 id={`import-errors-${record.id}`} className={subsectionTitle}>
          Errors ({formatNumber(record.errors.length)})
        </h3>
        <Button
          variant="secondary"
          size="sm"
          icon={Download}
          loading={download.isPending}
          onClick={() =>
            download.mutate(record.id, {
              onSuccess: ({ blob, filename }) =>
                saveFile(
                  blob,
                  filename ?? `${record.filename.replace(/\.(csv|xlsx)$/i, '')}-errors.${record.format}`,
                ),
            })
          }
        >
          Download the file with errors
        </Button>
      </div>
      <p className="text-sm text-slate-500">
        {record.status === 'committed'
          ? 'The file with errors holds the rows left out, with an error column: fix them and import the file again (the error column is ignored).'
          : 'Rows are numbered as the spreadsheet shows them (the header is row 1). The file with errors is your file back with an error column: fix the rows and upload it again (the error column is ignored).'}
      </p>
      <ErrorBanner
        message={download.isError ? errorMessage(download.error, IMPORT_FAILURES.errors) : null}
        onDismiss={download.reset}
      />
      <DataTable
        caption={`Errors in ${record.filename}`}
        columns={ERROR_COLUMNS}
        rows={shown.rows}
        rowKey={(e) => `${e.row}:${e.column}:${e.message}`}
        className="shadow-none"
      />
      <Pagination
        currentPage={shown.page}
        lastPage={shown.lastPage}
        total={record.errors.length}
        perPage={ERRORS_PER_PAGE}
        onPageChange={setPage}
      />
    </section>
  );
}

function CommitForm({ record }: { record: ImportRecord }) {
  const choices = commitChoices(record);
  const [mode, setMode] = useState<ImportMode | null>(() => defaultCommitMode(record));
  const [confirming, setConfirming] = useState(false);
  const commit = useCommitImport();
  const possible = mode !== null && !choices.find((c) => c.mode === mode)?.disabled;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (possible) setConfirming(true);
  }

  return (
    <>
      <form
        noValidate
        onSubmit={submit}
        className="space-y-4 border-t border-slate-100 pt-4"
        aria-label="Import the file"
      >
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-900">How to import</legend>
          {choices.map((choice) => {
            const id = `import-mode-${record.id}-${choice.mode}`;
            return (
              <div key={choice.mode} className="flex items-start gap-3">
                <input
                  id={id}
                  type="radio"
                  name={`import-mode-${record.id}`}
                  value={choice.mode}
                  checked={mode === choice.mode}
                  disabled={choice.disabled}
                  onChange={() => setMode(choice.mode)}
                  aria-describedby={`${id}-hint`}
                  className="mt-0.5 size-4 shrink-0 accent-indigo-600"
                />
                <div className="text-sm">
                  <label
                    htmlFor={id}
                    className={choice.disabled ? 'font-medium text-slate-400' : 'font-medium text-slate-700'}
                  >
                    {choice.label}
                  </label>
                  <p id={`${id}-hint`} className="text-xs text-slate-500">
                    {choice.hint}
                  </p>
                </div>
              </div>
            );
          })}
        </fieldset>
        <ImportJobProgress progress={commit.progress} verb="Importing" />
        <ErrorBanner
          message={commit.isError ? importFailure(commit.error, IMPORT_FAILURES.commit) : null}
          onDismiss={commit.reset}
        />
        <div className="flex justify-end">
          <Button type="submit" icon={FileUp} disabled={!possible} loading={commit.isPending}>
            {commit.isPending ? 'Importing...' : 'Import'}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming && mode !== null}
        title={`Import ${importTypeLabel(record.type).toLowerCase()}`}
        message={mode ? commitQuestion(record, mode) : ''}
        confirmLabel="Import"
        pendingLabel="Importing..."
        tone="primary"
        pending={commit.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          if (!mode) return;
          commit.mutate({ id: record.id, mode }, { onSettled: () => setConfirming(false) });
        }}
      />
    </>
  );
}
