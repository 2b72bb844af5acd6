import type { ChecklistTemplate } from '@hrms/contracts/checklists';
import { useParams } from 'react-router';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { useRoleOptions } from '@/features/access';
import { useDocumentTypes } from '@/features/documents';
import { useAddressedCompany } from '@/features/organisation';
import { errorMessage } from '@/lib/api';
import { routeId } from '@/lib/routeId';
import { useChecklistTemplate } from '../api';
import { TemplateEditor } from '../components/TemplateEditor';
import { roleChoice, savedChoices, withSaved } from '../templateForm';

const ROLES_FAILED = 'Failed to load roles';

/**
 * The editor with the roles a task may name (the company's and the built-in ones) and the active document
 * types it may collect, each offered as it arrives: the template's own choices show at once (GET /roles
 * answers holders of manage-checklists too).
 */
function EditorWithChoices({
  template,
  companyId,
}: {
  template: ChecklistTemplate | null;
  companyId: number | null;
}) {
  const roles = useRoleOptions({ fallbackMessage: ROLES_FAILED });
  const types = useDocumentTypes(companyId, { active: true });
  const saved = savedChoices(template);
  const companyRoles = (roles.data ?? []).filter((r) => r.company_id === null || r.company_id === companyId);
  return (
    <TemplateEditor
      key={template?.id ?? 'new'}
      template={template}
      companyId={companyId}
      roles={{
        options: withSaved(companyRoles.map(roleChoice), saved.roles),
        loading: roles.isPending,
        failure: roles.isError ? errorMessage(roles.error, ROLES_FAILED) : null,
      }}
      documentTypes={{
        options: withSaved(
          (types.data ?? []).map((t) => ({ value: String(t.id), label: t.name })),
          saved.documentTypes,
        ),
        loading: types.isPending,
        failure: types.isError ? errorMessage(types.error, 'Failed to load document types') : null,
      }}
    />
  );
}

/** /checklists/templates/new (manage-checklists): a new template for the company. */
export function NewTemplatePage() {
  return <EditorWithChoices template={null} companyId={useAddressedCompany()} />;
}

/** /checklists/templates/{id} (manage-checklists): a template to edit, or a shared one to read and customise. */
export function TemplatePage() {
  const { id, valid } = routeId(useParams().id);
  const addressed = useAddressedCompany();
  const template = useChecklistTemplate(valid ? id : null);
  return (
    <RecordLoader
      query={template}
      validId={valid}
      title="Checklist template"
      notFoundTitle="Template not found"
      backTo="/checklists/templates"
      backLabel="Back to templates"
      errorFallback="Failed to load the checklist template"
      loadingLabel="Loading the template..."
    >
      {(shown) => <EditorWithChoices template={shown} companyId={shown.company_id ?? addressed} />}
    </RecordLoader>
  );
}
