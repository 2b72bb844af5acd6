import type { DocumentRequest } from '@hrms/contracts/documents';
import { FileQuestion, Send, X } from 'lucide-react';
import { useState } from 'react';
import { employeeColumn } from '@/components/requests/requestColumns';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { Column } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FilterBar } from '@/components/ui/FilterBar';
import { ListPages } from '@/components/ui/ListPages';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { SelectField } from '@/components/ui/SelectField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { personName } from '@/lib/personName';
import { useListParams } from '@/lib/useListParams';
import { useCancelDocumentRequest, useDocumentRequests, useDocumentTypes } from '../api';
import { DocumentsFrame } from '../components/DocumentsFrame';
import { RequestDocumentsDialog } from '../components/RequestDocumentsDialog';
import { useDialogFlow } from '../components/useDialogFlow';
import { nextRequestParams, REQUEST_STATUS_OPTIONS, readRequestFilters } from '../filters';
import { requestStatusLabel } from '../labels';

const STATUS_TONES = { pending: 'yellow', fulfilled: 'green', cancelled: 'gray' } as const;

/**
 * /documents/requests (manage-employee-documents): the documents asked of employees (pending ones first by
 * default, overdue ones marked); ask several employees at once, or cancel a pending request after confirming.
 */
export function DocumentRequestsPage() {
  const [filters, setFilters] = useListParams(readRequestFilters, nextRequestParams);
  const requests = useDocumentRequests({ scope: 'all', ...filters });
  const types = useDocumentTypes(null, { active: true });
  const cancel = useCancelDocumentRequest();
  const requesting = useDialogFlow();
  const [cancelling, setCancelling] = useState<DocumentRequest | null>(null);
  const { done, setDone } = requesting;

  const columns: Column<DocumentRequest>[] = [
    employeeColumn<DocumentRequest>(),
    {
      key: 'type',
      header: 'Document',
      cell: (r) => (
        <div className="min-w-0 md:max-w-64">
          <p className="font-medium whitespace-normal text-slate-900">{r.document_type.name}</p>
          {r.note ? (
            <p className="line-clamp-2 text-xs break-words whitespace-normal text-slate-500" title={r.note}>
              {r.note}
            </p>
          ) : null}
        </div>
      ),
    },
    {
      key: 'due',
      header: 'Due',
      cell: (r) => (
        <span className="inline-flex flex-wrap items-center justify-end gap-2 md:justify-start">
          {formatDate(r.due_on)}
          {r.overdue ? <Badge tone="red">Overdue</Badge> : null}
        </span>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (r) => (
        <div>
          <Badge tone={STATUS_TONES[r.status]}>{requestStatusLabel(r.status)}</Badge>
          {r.fulfilled_at ? <p className="text-xs text-slate-500">{formatDate(r.fulfilled_at)}</p> : null}
        </div>
      ),
    },
    {
      key: 'requested',
      header: 'Requested',
      cell: (r) => (
        <div>
          <p>{formatDate(r.requested_at)}</p>
          {r.requested_by ? <p className="text-xs text-slate-500">by {r.requested_by}</p> : null}
        </div>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (r) =>
        r.status === 'pending' ? (
          <Button
            size="sm"
            variant="secondary"
            icon={X}
            onClick={() => {
              setDone(null);
              cancel.reset();
              setCancelling(r);
            }}
            aria-label={`Cancel the request for ${personName(r.employee)}’s ${r.document_type.name}`}
          >
            Cancel
          </Button>
        ) : null,
    },
  ];

  return (
    <DocumentsFrame
      actions={
        <Button icon={Send} disabled={!types.data} onClick={() => requesting.start(true)}>
          Request documents
        </Button>
      }
    >
      <SuccessBanner message={done} onDismiss={() => setDone(null)} />
      <ErrorBanner
        message={
          cancel.isError
            ? errorMessage(cancel.error, 'Failed to cancel the request')
            : types.isError
              ? errorMessage(types.error, 'Failed to load document types')
              : null
        }
        onDismiss={cancel.isError ? cancel.reset : undefined}
      />
      <FilterBar columns={3} className="">
        <SelectField
          label="Status"
          placeholder="All statuses"
          value={filters.status}
          onChange={(event) => setFilters({ status: event.target.value })}
          options={REQUEST_STATUS_OPTIONS}
        />
        <CheckboxField
          label="Overdue only"
          hint="Pending past their due date."
          containerClassName="sm:self-end sm:pb-2"
          checked={filters.overdue}
          onChange={(event) => setFilters({ overdue: event.target.checked ? 'true' : '' })}
        />
      </FilterBar>
      <QueryFrame
        query={requests}
        failure="Failed to load document requests"
        loadingLabel="Loading requests..."
        card
      >
        {(page) => (
          <div className="space-y-4">
            <ResponsiveTable
              caption="Document requests"
              columns={columns}
              rows={page.data}
              rowKey={(r) => r.id}
              empty={
                <EmptyState
                  icon={FileQuestion}
                  title="No document requests"
                  hint="Use Request documents to ask employees for a document by a due date; they are notified and reminded."
                  filters={{
                    active: filters.status !== 'pending' || filters.overdue,
                    hint: 'No request matches these filters.',
                    onClear: () => setFilters({ status: 'pending', overdue: '' }),
                  }}
                />
              }
            />
            <ListPages page={page} onPageChange={(p) => setFilters({ page: String(p) })} />
          </div>
        )}
      </QueryFrame>
      {requesting.open ? (
        <RequestDocumentsDialog
          types={types.data ?? []}
          onClose={requesting.close}
          onRequested={requesting.finished}
        />
      ) : null}
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel document request?"
        message={
          cancelling
            ? `${personName(cancelling.employee)} will no longer be asked for their ${cancelling.document_type.name}.`
            : ''
        }
        confirmLabel="Cancel request"
        pendingLabel="Cancelling..."
        cancelLabel="Keep request"
        pending={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(cancelling.id, {
            onSuccess: (answer) => setDone(answer.message),
            onSettled: () => setCancelling(null),
          })
        }
      />
    </DocumentsFrame>
  );
}
