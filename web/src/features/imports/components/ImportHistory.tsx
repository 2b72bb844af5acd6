import type { ImportSummary } from '@hrms/contracts/imports';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pagination } from '@/components/ui/Pagination';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { formatDateTime, formatNumber, MISSING } from '@/lib/format';
import { IMPORT_FAILURES, type ImportListFilters, useImports } from '../api';
import {
  asImportType,
  IMPORT_STATUS_LABELS,
  IMPORT_STATUS_OPTIONS,
  IMPORT_STATUS_TONES,
  IMPORT_TYPE_OPTIONS,
  importTypeLabel,
} from '../labels';
import { commitSummary } from '../results';

/** Every import run in the company, newest first: when, who, what, the file, its outcome; one can be opened. */
export function ImportHistory({
  openedId,
  onOpen,
}: {
  openedId: number | null;
  onOpen: (id: number) => void;
}) {
  const [filters, setFilters] = useState<ImportListFilters>({ page: 1 });
  const imports = useImports(filters);
  const filtered = Boolean(filters.type || filters.status);

  const columns: Column<ImportSummary>[] = [
    { key: 'when', header: 'When', cell: (i) => formatDateTime(i.created_at) },
    { key: 'who', header: 'Who', cell: (i) => i.created_by?.name ?? MISSING },
    { key: 'type', header: 'Type', cell: (i) => importTypeLabel(i.type) },
    {
      key: 'file',
      header: 'File',
      cell: (i) => (
        <span className="block max-w-56 truncate" title={i.filename}>
          {i.filename}
        </span>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (i) => <Badge tone={IMPORT_STATUS_TONES[i.status]}>{IMPORT_STATUS_LABELS[i.status]}</Badge>,
    },
    {
      key: 'rows',
      header: 'Rows (valid)',
      align: 'right',
      className: 'tabular-nums',
      cell: (i) => `${formatNumber(i.rows)} (${formatNumber(i.valid_rows)})`,
    },
    {
      key: 'result',
      header: 'Result',
      cell: (i) => (i.status === 'committed' ? commitSummary(i).replace(/^Imported: |\.$/g, '') : MISSING),
    },
    {
      key: 'open',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (i) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Open the import of ${i.filename}, ${formatDateTime(i.created_at)}`}
          onClick={() => onOpen(i.id)}
        >
          Open
        </Button>
      ),
    },
  ];

  return (
    <SectionCard title="Past imports" description="Every file uploaded, who uploaded it and what came of it.">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Type"
          placeholder="Every type"
          options={IMPORT_TYPE_OPTIONS}
          value={filters.type ?? ''}
          onChange={(event) =>
            setFilters((f) => ({ ...f, type: asImportType(event.target.value) ?? '', page: 1 }))
          }
        />
        <SelectField
          label="Status"
          placeholder="Any status"
          options={IMPORT_STATUS_OPTIONS}
          value={filters.status ?? ''}
          onChange={(event) =>
            setFilters((f) => ({
              ...f,
              status: IMPORT_STATUS_OPTIONS.find((o) => o.value === event.target.value)?.value ?? '',
              page: 1,
            }))
          }
        />
      </div>
      <QueryFrame query={imports} failure={IMPORT_FAILURES.list} loadingLabel="Loading imports...">
        {(data) => (
          <div className="space-y-4">
            <DataTable
              caption="Past imports"
              columns={columns}
              rows={data.data}
              rowKey={(i) => i.id}
              rowClassName={(i) => (i.id === openedId ? 'bg-indigo-50/60' : undefined)}
              className="shadow-none"
              empty={
                <EmptyState
                  icon={History}
                  title="No imports yet"
                  hint="Files you upload are listed here with their outcome."
                  filters={{
                    active: filtered,
                    hint: 'No import matches these filters.',
                    onClear: () => setFilters({ page: 1 }),
                  }}
                />
              }
            />
            <Pagination
              currentPage={data.current_page}
              lastPage={data.last_page}
              total={data.total}
              perPage={data.per_page}
              onPageChange={(page) => setFilters((f) => ({ ...f, page }))}
            />
          </div>
        )}
      </QueryFrame>
    </SectionCard>
  );
}
