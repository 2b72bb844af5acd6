import { LETTER_KIND_LABELS, type LetterTemplate } from '@hrms/contracts/letters';
import { FileSignature } from 'lucide-react';
import { NewTemplateButton, TemplateCatalogue } from '@/components/templates/TemplateCatalogue';
import { yesNo } from '@/components/ui/catalogueColumns';
import { EmptyState } from '@/components/ui/EmptyState';
import { useChosenOrOwnCompany } from '@/features/organisation';
import { useLetterTemplates } from '../api';
import { LettersFrame } from '../components/LettersFrame';
import { useCustomiseAndEdit } from '../components/useCustomiseAndEdit';

const BASE = '/letters/templates';

/**
 * /letters/templates (manage-letters): the company's templates — its own, and the shared starting points it
 * has not customised. A shared one is customised into the company's own copy (then edited); only a super
 * admin edits a shared one itself.
 */
export function TemplatesPage() {
  const { superAdmin, companyId, ready, picker } = useChosenOrOwnCompany();
  const templates = useLetterTemplates(companyId, { active: false }, ready);
  const customising = useCustomiseAndEdit();
  const scope = { superAdmin, companyId };

  return (
    <LettersFrame actions={<NewTemplateButton base={BASE} scope={scope} />}>
      <TemplateCatalogue<LetterTemplate>
        base={BASE}
        scope={scope}
        picker={picker}
        intro="Shared templates are every company’s starting points: Customise makes your company’s own copy to edit, which then replaces the shared one in your list."
        caption="Letter templates"
        query={templates}
        failure="Failed to load letter templates"
        columns={[
          { key: 'kind', header: 'Kind', cell: (t) => LETTER_KIND_LABELS[t.kind] },
          { key: 'approval', header: 'Approval needed', cell: (t) => yesNo(t.requires_approval) },
        ]}
        empty={
          <EmptyState
            icon={FileSignature}
            title="No letter templates"
            hint="Use New template to write your company’s first letter."
          />
        }
        customising={customising}
      />
    </LettersFrame>
  );
}
