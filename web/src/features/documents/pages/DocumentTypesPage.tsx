import { DOCUMENT_CATEGORY_LABELS, type DocumentType } from '@hrms/contracts/documents';
import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { FileType, Plus } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { activeColumn, sharedNameColumn, yesNo } from '@/components/ui/catalogueColumns';
import type { Column } from '@/components/ui/DataTable';
import { DeleteRowDialog } from '@/components/ui/DeleteRowDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { useListEditing } from '@/components/useListEditing';
import { errorMessage } from '@/lib/api';
import { useSession } from '@/lib/session';
import { useDeleteDocumentType, useDocumentTypes } from '../api';
import { DocumentsFrame } from '../components/DocumentsFrame';
import { DocumentTypeDialog } from '../components/DocumentTypeDialog';
import { mayEditType } from '../typeForm';

/**
 * /documents/types (manage-employee-documents): the shared types every company has (read-only but for super
 * admins) and the company's own, to add, edit, or delete while nothing is filed under them.
 */
export function DocumentTypesPage() {
  const { roles } = useSession();
  const isSuperAdmin = roles.includes(SUPER_ADMIN_ROLE);
  const types = useDocumentTypes(null, { active: false });
  const remove = useDeleteDocumentType();
  const list = useListEditing<DocumentType>(remove);

  const columns: Column<DocumentType>[] = [
    sharedNameColumn(),
    { key: 'category', header: 'Category', cell: (t) => DOCUMENT_CATEGORY_LABELS[t.category] },
    { key: 'expiry', header: 'Expiry date', cell: (t) => yesNo(t.has_expiry) },
    { key: 'upload', header: 'Employees upload', cell: (t) => yesNo(t.employee_may_upload) },
    activeColumn(),
    {
      ...list.actionsColumn,
      // A shared type is only a super admin's to change (the server answers 403 to others).
      cell: (t) =>
        mayEditType(t, isSuperAdmin) ? (
          list.actionsColumn.cell(t)
        ) : (
          <span className="text-xs text-slate-500">Read-only</span>
        ),
    },
  ];

  return (
    <DocumentsFrame
      actions={
        <Button icon={Plus} onClick={() => list.startEditing(null)}>
          Add document type
        </Button>
      }
    >
      <SuccessBanner message={list.done} onDismiss={() => list.setDone(null)} />
      <ErrorBanner
        message={remove.isError ? errorMessage(remove.error, 'Failed to delete the document type') : null}
        onDismiss={remove.reset}
      />
      <p className="text-sm text-slate-500">
        {isSuperAdmin
          ? 'Shared types are offered to every company; a company’s own types only to it.'
          : 'Shared types are offered to every company and only a super admin changes them; add your company’s own beside them.'}
      </p>
      <QueryFrame
        query={types}
        failure="Failed to load document types"
        loadingLabel="Loading document types..."
        card
      >
        {(rows) => (
          <ResponsiveTable
            caption="Document types"
            columns={columns}
            rows={rows}
            rowKey={(t) => t.id}
            empty={
              <EmptyState
                icon={FileType}
                title="No document types"
                hint="Use Add document type to name the documents your company keeps."
              />
            }
          />
        )}
      </QueryFrame>
      {list.editing ? (
        <DocumentTypeDialog type={list.editing.row} onClose={list.closeEditing} onSaved={list.saved} />
      ) : null}
      <DeleteRowDialog
        row={list.removing}
        title="Delete document type?"
        message={(t) =>
          `${t.name} will be deleted. A type documents or requests still use cannot be deleted.`
        }
        remove={remove}
        onClose={list.closeRemoving}
        onDeleted={list.setDone}
      />
    </DocumentsFrame>
  );
}
