import type { DocumentRequest } from '@hrms/contracts/documents';
import { Upload } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { SectionCard } from '@/components/ui/SectionCard';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useDocumentRequests } from '../api';

/**
 * The documents HR asked the caller for and still waits for, each with its due date (overdue marked), HR's
 * note and an Upload button. Nothing shows while none waits.
 */
export function RequestedFromYou({ onUpload }: { onUpload: (request: DocumentRequest) => void }) {
  const requests = useDocumentRequests({ scope: 'mine', status: 'pending', page: 1, per_page: 100 });
  if (requests.isError)
    return (
      <ErrorBanner message={errorMessage(requests.error, 'Failed to load the documents asked of you')} />
    );
  const pending = requests.data?.data ?? [];
  if (!pending.length) return null;
  return (
    <SectionCard
      title="Requested from you"
      description="HR asked you for these documents: upload each by its due date."
      bodyClassName="p-0"
    >
      <ul className="divide-y divide-slate-100">
        {pending.map((request) => (
          <li
            key={request.id}
            className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0 space-y-1 text-sm">
              <p className="font-medium text-slate-900">{request.document_type.name}</p>
              <p className="flex flex-wrap items-center gap-2 text-slate-600">
                Due {formatDate(request.due_on)}
                {request.overdue ? <Badge tone="red">Overdue</Badge> : null}
              </p>
              {request.note ? (
                <p className="break-words whitespace-pre-line text-slate-700">{request.note}</p>
              ) : null}
              <p className="text-xs text-slate-500">
                Asked {request.requested_by ? `by ${request.requested_by} ` : ''}on{' '}
                {formatDate(request.requested_at)}
              </p>
            </div>
            <Button
              size="sm"
              icon={Upload}
              className="self-start sm:self-center"
              onClick={() => onUpload(request)}
              aria-label={`Upload ${request.document_type.name}`}
            >
              Upload
            </Button>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
