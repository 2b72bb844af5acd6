import { CHECKLIST_KIND_LABELS, type ChecklistTemplate } from '@hrms/contracts/checklists';
import { ClipboardList } from 'lucide-react';
import { NewTemplateButton, TemplateCatalogue } from '@/components/templates/TemplateCatalogue';
import { yesNo } from '@/components/ui/catalogueColumns';
import { EmptyState } from '@/components/ui/EmptyState';
import { useChosenOrOwnCompany } from '@/features/organisation';
import { formatNumber } from '@/lib/format';
import { useChecklistTemplates } from '../api';
import { ChecklistsFrame } from '../components/ChecklistsFrame';
import { useCustomiseAndEdit } from '../components/useCustomiseAndEdit';

const BASE = '/checklists/templates';

/**
 * /checklists/templates (manage-checklists): the company's onboarding and offboarding templates — its own,
 * and the shared starting points it has not customised. A shared one is customised into the company's own
 * copy (then edited); only a super admin edits a shared one itself.
 */
export function TemplatesPage() {
  const { superAdmin, companyId, ready, picker } = useChosenOrOwnCompany();
  const templates = useChecklistTemplates(companyId, ready);
  const customising = useCustomiseAndEdit();
  const scope = { superAdmin, companyId };

  return (
    <ChecklistsFrame actions={<NewTemplateButton base={BASE} scope={scope} />}>
      <TemplateCatalogue<ChecklistTemplate>
        base={BASE}
        scope={scope}
        picker={picker}
        intro="A joiner’s or leaver’s checklist starts from the company’s default template of its kind. Shared templates are every company’s starting points: Customise makes your company’s own copy to edit."
        caption="Checklist templates"
        query={templates}
        failure="Failed to load checklist templates"
        columns={[
          { key: 'kind', header: 'Kind', cell: (t) => CHECKLIST_KIND_LABELS[t.kind] },
          { key: 'tasks', header: 'Tasks', cell: (t) => formatNumber(t.tasks.length) },
          { key: 'default', header: 'Default', cell: (t) => yesNo(t.is_default) },
        ]}
        empty={
          <EmptyState
            icon={ClipboardList}
            title="No checklist templates"
            hint="Use New template to list your company’s joining or leaving tasks."
          />
        }
        customising={customising}
      />
    </ChecklistsFrame>
  );
}
