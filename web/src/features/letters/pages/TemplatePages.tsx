import { useParams } from 'react-router';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { useDocumentTypes } from '@/features/documents';
import { useAddressedCompany } from '@/features/organisation';
import { routeId } from '@/lib/routeId';
import { useLetterTemplate } from '../api';
import { TemplateEditor } from '../components/TemplateEditor';

/** The editor once the document types a letter may be filed under (the company's and the shared) are known. */
function EditorWithTypes({
  template,
  companyId,
}: {
  template: Parameters<typeof TemplateEditor>[0]['template'];
  companyId: number | null;
}) {
  const types = useDocumentTypes(companyId, { active: true });
  return (
    <QueryFrame query={types} failure="Failed to load document types" loadingLabel="Loading the editor...">
      {(documentTypes) => (
        <TemplateEditor
          key={template?.id ?? 'new'}
          template={template}
          companyId={companyId}
          documentTypes={documentTypes}
        />
      )}
    </QueryFrame>
  );
}

/** /letters/templates/new (manage-letters): a new template for the company. */
export function NewTemplatePage() {
  return <EditorWithTypes template={null} companyId={useAddressedCompany()} />;
}

/** /letters/templates/{id} (manage-letters): a template to edit, or a shared one to read and customise. */
export function TemplatePage() {
  const { id, valid } = routeId(useParams().id);
  const addressed = useAddressedCompany();
  const template = useLetterTemplate(valid ? id : null);
  return (
    <RecordLoader
      query={template}
      validId={valid}
      title="Letter template"
      notFoundTitle="Template not found"
      backTo="/letters/templates"
      backLabel="Back to templates"
      errorFallback="Failed to load the letter template"
      loadingLabel="Loading the template..."
    >
      {(shown) => <EditorWithTypes template={shown} companyId={shown.company_id ?? addressed} />}
    </RecordLoader>
  );
}
