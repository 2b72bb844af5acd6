import type { DocumentRequest } from '@hrms/contracts/documents';
import { FolderOpen, Upload, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { useDocumentTypes, useEmployeeDocuments } from '../api';
import { DocumentsTable } from '../components/DocumentsTable';
import { RequestedFromYou } from '../components/RequestedFromYou';
import { UploadDocumentDialog } from '../components/UploadDocumentDialog';
import { useDialogFlow } from '../components/useDialogFlow';
import { mayDeleteDocument } from '../labels';

/** Upload opened: on its own, or answering one of HR's requests. */
type Uploading = { request: DocumentRequest | null };

/**
 * /my-documents, for everyone with an employee record: the documents HR asked for, the caller's documents
 * on file (expiring ones flagged) to download, and uploads of their own (which they may delete).
 */
export function MyDocumentsPage() {
  const { user } = useSession();
  const employeeId = user?.employee_id ?? null;
  return (
    <>
      {employeeId ? (
        <MyDocuments employeeId={employeeId} userName={user?.name ?? null} />
      ) : (
        <>
          <PageHeader title="My Documents" />
          <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
            <EmptyState
              icon={UserRound}
              title="No employee record"
              hint="Your account is not linked to an employee, so it has no documents. Ask HR to link it to your employee record."
            />
          </div>
        </>
      )}
    </>
  );
}

function MyDocuments({ employeeId, userName }: { employeeId: number; userName: string | null }) {
  const canManage = useCan('manage-employee-documents');
  const [page, setPage] = useState(1);
  // HR's list without an employee is the whole company's: theirs asks for their own by id.
  const documents = useEmployeeDocuments({ page, employee_id: canManage ? employeeId : undefined });
  const types = useDocumentTypes(null, { active: true });
  const uploading = useDialogFlow<Uploading>();
  const startUpload = (request: DocumentRequest | null) => uploading.start({ request });

  return (
    <>
      <PageHeader
        title="My Documents"
        description="Your ID and address proofs, certificates and letters on file with HR."
        actions={
          <Button icon={Upload} disabled={!types.data} onClick={() => startUpload(null)}>
            Upload document
          </Button>
        }
      />
      <div className="space-y-4">
        <SuccessBanner message={uploading.done} onDismiss={() => uploading.setDone(null)} />
        <ErrorBanner
          message={types.isError ? errorMessage(types.error, 'Failed to load document types') : null}
        />
        <RequestedFromYou onUpload={startUpload} />
        <DocumentsTable
          caption="My documents"
          query={documents}
          show={{ issued: true }}
          mayDelete={(doc) => mayDeleteDocument(doc, { canManage, userName })}
          empty={
            <EmptyState
              icon={FolderOpen}
              title="No documents yet"
              hint="Use Upload document to add your ID proof, address proof or certificates, so HR has them on file."
            />
          }
          onPageChange={setPage}
          onDeleted={uploading.setDone}
        />
      </div>
      {uploading.open ? (
        <UploadDocumentDialog
          uploadFor={{ kind: 'self' }}
          types={types.data ?? []}
          request={uploading.open.request}
          onClose={uploading.close}
          onUploaded={uploading.finished}
        />
      ) : null}
    </>
  );
}
