import type { EmployeeListItem } from '@hrms/contracts/employees';
import { FolderOpen, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { personName } from '@/lib/personName';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { useDocumentTypes, useEmployeeDocuments } from '../api';
import { mayDeleteDocument } from '../labels';
import { DocumentsTable } from './DocumentsTable';
import { UploadDocumentDialog } from './UploadDocumentDialog';
import { useDialogFlow } from './useDialogFlow';

/**
 * The employee page's documents (/employees/{id}): for HR (manage-employee-documents) every document of the
 * employee, to upload (choosing who sees it), download or delete; for the employee on their own page those
 * they may see, as under My Documents. Hidden from anyone else.
 */
export function EmployeeDocumentsSection({ employee }: { employee: EmployeeListItem }) {
  const { user } = useSession();
  const canManage = useCan('manage-employee-documents');
  const own = user?.employee_id === employee.id;
  if (!canManage && !own) return null;
  return <DocumentsSection employee={employee} canManage={canManage} userName={user?.name ?? null} />;
}

function DocumentsSection({
  employee,
  canManage,
  userName,
}: {
  employee: EmployeeListItem;
  canManage: boolean;
  userName: string | null;
}) {
  const [page, setPage] = useState(1);
  // Without manage-employee-documents the server lists one's own documents, whatever is asked.
  const documents = useEmployeeDocuments({ page, employee_id: canManage ? employee.id : undefined });
  const types = useDocumentTypes(canManage ? employee.company_id : null, { active: true });
  const uploading = useDialogFlow();
  const name = personName(employee);

  return (
    <SectionCard
      title="Documents"
      description={
        canManage
          ? 'ID and address proofs, certificates and letters on file.'
          : 'Your documents on file with HR.'
      }
      actions={
        <Button size="sm" icon={Upload} disabled={!types.data} onClick={() => uploading.start(true)}>
          Upload document
        </Button>
      }
    >
      <SuccessBanner message={uploading.done} onDismiss={() => uploading.setDone(null)} />
      <ErrorBanner
        message={types.isError ? errorMessage(types.error, 'Failed to load document types') : null}
      />
      <DocumentsTable
        caption={`${name}’s documents`}
        query={documents}
        show={{ visibility: canManage }}
        mayDelete={(doc) => mayDeleteDocument(doc, { canManage, userName })}
        empty={
          <EmptyState
            icon={FolderOpen}
            title="No documents yet"
            hint={
              canManage
                ? `Use Upload document to file ${name}’s ID proof, address proof or letters.`
                : 'Use Upload document to add your ID proof, address proof or certificates.'
            }
          />
        }
        onPageChange={setPage}
        onDeleted={uploading.setDone}
        layout="list"
      />
      {uploading.open ? (
        <UploadDocumentDialog
          uploadFor={canManage ? { kind: 'employee', employeeId: employee.id } : { kind: 'self' }}
          employeeName={name}
          types={types.data ?? []}
          onClose={uploading.close}
          onUploaded={uploading.finished}
        />
      ) : null}
    </SectionCard>
  );
}
