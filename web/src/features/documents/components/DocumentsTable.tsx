import type { Paged } from '@hrms/contracts/common';
import { DOCUMENT_VISIBILITY_LABELS, type EmployeeDocument } from '@hrms/contracts/documents';
import { Download, Trash2 } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { employeeColumn } from '@/components/requests/requestColumns';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import type { Column } from '@/components/ui/DataTable';
import { DeleteRowDialog } from '@/components/ui/DeleteRowDialog';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { PagedRows } from '@/components/ui/PagedRows';
import { type ListQuery, QueryFrame } from '@/components/ui/QueryFrame';
import { errorMessage } from '@/lib/api';
import { todayISO } from '@/lib/dates';
import { formatDate, MISSING } from '@/lib/format';
import { useDeleteDocument, useDownloadDocument } from '../api';
import { documentLabel } from '../labels';
import { ExpiryCell } from './ExpiryCell';

type Props = {
  caption: string;
  query: ListQuery<Paged<EmployeeDocument>>;
  /** The columns beyond type, number, expiry and upload: whose it is, when issued, who sees it. */
  show?: { employee?: boolean; issued?: boolean; visibility?: boolean };
  /** How many days ahead an expiry is flagged (the "Expiring soon" window). */
  expiryWindow?: number;
  /** Whether the row offers Delete (HR: any; an employee: their own uploads). */
  mayDelete: (doc: EmployeeDocument) => boolean;
  empty: ReactNode;
  onPageChange: (page: number) => void;
  /** The server's message once a document is deleted (the page's success banner). */
  onDeleted: (message: string) => void;
  /** `list`: each document stacked in a row of its own, for a narrow column (an employee page's section). */
  layout?: 'table' | 'list';
};

/**
 * One page of documents (a table, cards on a phone; or a stacked list) with each one's Download and, where
 * allowed, Delete after confirming; the list's loading, failure and empty states, and its pages.
 */
export function DocumentsTable({
  caption,
  query,
  show = {},
  expiryWindow,
  mayDelete,
  empty,
  onPageChange,
  onDeleted,
  layout = 'table',
}: Props) {
  const today = useMemo(() => todayISO(), []);
  const download = useDownloadDocument();
  const remove = useDeleteDocument();
  const [deleting, setDeleting] = useState<EmployeeDocument | null>(null);

  const columns: Column<EmployeeDocument>[] = [
    ...(show.employee ? [employeeColumn<EmployeeDocument>()] : []),
    {
      key: 'type',
      header: 'Type',
      cell: (doc) => (
        <div className="min-w-0 md:max-w-56">
          <p className="font-medium whitespace-normal text-slate-900">{doc.document_type.name}</p>
          <p className="truncate text-xs text-slate-500" title={doc.filename}>
            {doc.filename}
          </p>
        </div>
      ),
    },
    { key: 'number', header: 'Number', cell: (doc) => doc.number ?? MISSING },
    ...(show.issued
      ? [{ key: 'issued', header: 'Issued', cell: (doc: EmployeeDocument) => formatDate(doc.issued_on) }]
      : []),
    {
      key: 'expires',
      header: 'Expires',
      cell: (doc) => <ExpiryCell expiresOn={doc.expires_on} today={today} within={expiryWindow} />,
    },
    ...(show.visibility
      ? [
          {
            key: 'visibility',
            header: 'Visibility',
            cell: (doc: EmployeeDocument) => <VisibilityBadge doc={doc} />,
          },
        ]
      : []),
    {
      key: 'uploaded',
      header: 'Uploaded',
      cell: (doc) => (
        <div>
          <p>{formatDate(doc.uploaded_at)}</p>
          {doc.uploaded_by ? <p className="text-xs text-slate-500">by {doc.uploaded_by}</p> : null}
        </div>
      ),
    },
    { key: 'actions', header: 'Actions', srOnlyHeader: true, align: 'right', cell: (doc) => actions(doc) },
  ];

  /** The row's Download and Delete, at the right of a table row or the left of a list row. */
  function actions(doc: EmployeeDocument, justify = 'justify-end') {
    return (
      <div className={cx('flex gap-2', justify)}>
        <Button
          size="sm"
          variant="secondary"
          icon={Download}
          loading={download.isPending && download.variables?.id === doc.id}
          onClick={() => download.mutate(doc)}
          aria-label={`Download ${documentLabel(doc)}`}
        >
          Download
        </Button>
        {mayDelete(doc) ? (
          <Button
            size="sm"
            variant="ghost"
            icon={Trash2}
            className="text-red-700!"
            onClick={() => {
              remove.reset();
              setDeleting(doc);
            }}
            aria-label={`Delete ${documentLabel(doc)}`}
          >
            Delete
          </Button>
        ) : null}
      </div>
    );
  }

  /** A document stacked in a row of its own (the list layout). */
  const stackedRow = (doc: EmployeeDocument) => (
    <>
      <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
        {doc.document_type.name}
        {show.visibility ? <VisibilityBadge doc={doc} /> : null}
      </p>
      {doc.number ? <p className="text-slate-600">No. {doc.number}</p> : null}
      {doc.expires_on ? (
        <p className="flex flex-wrap items-center gap-1 text-slate-600">
          Expires <ExpiryCell expiresOn={doc.expires_on} today={today} within={expiryWindow} />
        </p>
      ) : null}
      <p className="text-xs break-words text-slate-500">
        {doc.filename} · uploaded {formatDate(doc.uploaded_at)}
        {doc.uploaded_by ? ` by ${doc.uploaded_by}` : ''}
      </p>
      <div className="pt-1">{actions(doc, 'justify-start')}</div>
    </>
  );

  const failure = download.isError
    ? errorMessage(download.error, 'Failed to download the document')
    : remove.isError
      ? errorMessage(remove.error, 'Failed to delete the document')
      : null;

  return (
    <>
      <ErrorBanner
        message={failure}
        onDismiss={() => {
          download.reset();
          remove.reset();
        }}
      />
      <QueryFrame query={query} failure="Failed to load documents" loadingLabel="Loading documents..." card>
        {(page) => (
          <PagedRows
            page={page}
            caption={caption}
            columns={columns}
            rowKey={(doc) => doc.id}
            empty={empty}
            onPageChange={onPageChange}
            stacked={layout === 'list' ? stackedRow : undefined}
          />
        )}
      </QueryFrame>
      <DeleteRowDialog
        row={deleting}
        title="Delete document?"
        message={(doc) => `${documentLabel(doc)} (${doc.filename}) will be deleted. This cannot be undone.`}
        remove={remove}
        onClose={() => setDeleting(null)}
        onDeleted={onDeleted}
      />
    </>
  );
}

function VisibilityBadge({ doc }: { doc: Pick<EmployeeDocument, 'visibility'> }) {
  return (
    <Badge tone={doc.visibility === 'hr' ? 'gray' : 'blue'}>
      {DOCUMENT_VISIBILITY_LABELS[doc.visibility]}
    </Badge>
  );
}
