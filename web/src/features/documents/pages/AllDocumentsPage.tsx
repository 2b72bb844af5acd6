import { FolderOpen, Upload } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FilterBar } from '@/components/ui/FilterBar';
import { SelectField } from '@/components/ui/SelectField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { hasActiveFilters } from '@/lib/listParams';
import { employeeOptionLabel } from '@/lib/personName';
import { useListParams } from '@/lib/useListParams';
import { useDocumentTypes, useEmployeeDocuments } from '../api';
import { DocumentsFrame } from '../components/DocumentsFrame';
import { DocumentsTable } from '../components/DocumentsTable';
import { EmployeeFilter } from '../components/EmployeeFilter';
import { UploadDocumentDialog } from '../components/UploadDocumentDialog';
import { useDialogFlow } from '../components/useDialogFlow';
import { readDocumentFilters } from '../filters';

/**
 * /documents (manage-employee-documents): every employee's documents, by employee (?employee_id=, where
 * an expiry notification links) and type; download, delete after confirming, or upload one for anyone.
 */
export function AllDocumentsPage() {
  const [filters, setFilters] = useListParams(readDocumentFilters);
  const documents = useEmployeeDocuments(filters);
  const allTypes = useDocumentTypes(null, { active: false });
  const uploading = useDialogFlow();

  const rows = documents.data?.data ?? [];
  const chosen = rows.find((doc) => String(doc.employee.id) === filters.employee_id)?.employee;
  const activeTypes = (allTypes.data ?? []).filter((type) => type.is_active);

  return (
    <DocumentsFrame
      actions={
        <Button icon={Upload} disabled={!allTypes.data} onClick={() => uploading.start(true)}>
          Upload document
        </Button>
      }
    >
      <SuccessBanner message={uploading.done} onDismiss={() => uploading.setDone(null)} />
      <ErrorBanner
        message={allTypes.isError ? errorMessage(allTypes.error, 'Failed to load document types') : null}
      />
      <FilterBar columns={3} className="">
        <EmployeeFilter
          value={filters.employee_id}
          chosenLabel={chosen ? employeeOptionLabel(chosen) : null}
          onChange={(employee_id) => setFilters({ employee_id })}
        />
        <SelectField
          label="Type"
          placeholder={allTypes.isPending ? 'Loading types...' : 'All types'}
          value={allTypes.data ? filters.document_type_id : ''}
          onChange={(event) => setFilters({ document_type_id: event.target.value })}
          options={(allTypes.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
        />
      </FilterBar>
      <DocumentsTable
        caption="Employees’ documents"
        query={documents}
        show={{ employee: true, visibility: true }}
        mayDelete={() => true}
        empty={
          <EmptyState
            icon={FolderOpen}
            title="No documents found"
            hint="Use Upload document to file an employee’s document, or ask employees for theirs under Requests."
            filters={{
              active: hasActiveFilters(filters),
              hint: 'No document matches these filters.',
              onClear: () => setFilters({ employee_id: '', document_type_id: '' }),
            }}
          />
        }
        onPageChange={(page) => setFilters({ page: String(page) })}
        onDeleted={uploading.setDone}
      />
      {uploading.open ? (
        <UploadDocumentDialog
          uploadFor={{ kind: 'any' }}
          types={activeTypes}
          onClose={uploading.close}
          onUploaded={uploading.finished}
        />
      ) : null}
    </DocumentsFrame>
  );
}
