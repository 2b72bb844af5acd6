import { LETTER_KIND_LABELS, type LetterTemplate } from '@hrms/contracts/letters';
import { Copy, FileSignature, Pencil, Plus } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/Button';
import { activeColumn, sharedNameColumn, yesNo } from '@/components/ui/catalogueColumns';
import type { Column } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { errorMessage } from '@/lib/api';
import { useLetterTemplates } from '../api';
import { LettersFrame } from '../components/LettersFrame';
import { useCustomiseAndEdit } from '../components/useCustomiseAndEdit';
import { useLetterCompany } from '../components/useLetterCompany';
import { mayEditTemplate } from '../templateForm';

/**
 * /letters/templates (manage-letters): the company's templates — its own, and the shared starting points it
 * has not customised. A shared one is customised into the company's own copy (then edited); only a super
 * admin edits a shared one itself.
 */
export function TemplatesPage() {
  const { superAdmin, companyId, ready, picker } = useLetterCompany();
  const templates = useLetterTemplates(companyId, { active: false }, ready);
  const { customise, start } = useCustomiseAndEdit();
  // A super admin's chosen company goes with the editor's address (a new template is for it).
  const company = superAdmin && companyId ? `?company_id=${companyId}` : '';

  const columns: Column<LetterTemplate>[] = [
    sharedNameColumn(),
    { key: 'kind', header: 'Kind', cell: (t) => LETTER_KIND_LABELS[t.kind] },
    { key: 'approval', header: 'Approval needed', cell: (t) => yesNo(t.requires_approval) },
    activeColumn(),
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (t) => (
        <div className="flex flex-wrap justify-end gap-2">
          {t.company_id === null ? (
            <Button
              size="sm"
              variant="secondary"
              icon={Copy}
              loading={customise.isPending && customise.variables?.id === t.id}
              disabled={!companyId}
              onClick={() => companyId && start(t, companyId)}
              aria-label={`Customise ${t.name}`}
            >
              Customise
            </Button>
          ) : null}
          <ButtonLink
            to={`/letters/templates/${t.id}${company}`}
            size="sm"
            variant="ghost"
            icon={Pencil}
            aria-label={`${mayEditTemplate(t, superAdmin) ? 'Edit' : 'View'} ${t.name}`}
          >
            {mayEditTemplate(t, superAdmin) ? 'Edit' : 'View'}
          </ButtonLink>
        </div>
      ),
    },
  ];

  return (
    <LettersFrame
      actions={
        <ButtonLink to={`/letters/templates/new${company}`} icon={Plus}>
          New template
        </ButtonLink>
      }
    >
      {picker}
      <ErrorBanner
        message={customise.isError ? errorMessage(customise.error, 'Failed to customise the template') : null}
        onDismiss={customise.reset}
      />
      <p className="text-sm text-slate-500">
        Shared templates are every company’s starting points: Customise makes your company’s own copy to edit,
        which then replaces the shared one in your list.
      </p>
      <QueryFrame
        query={templates}
        failure="Failed to load letter templates"
        loadingLabel="Loading templates..."
        card
      >
        {(rows) => (
          <ResponsiveTable
            caption="Letter templates"
            columns={columns}
            rows={rows}
            rowKey={(t) => t.id}
            empty={
              <EmptyState
                icon={FileSignature}
                title="No letter templates"
                hint="Use New template to write your company’s first letter."
              />
            }
          />
        )}
      </QueryFrame>
    </LettersFrame>
  );
}
