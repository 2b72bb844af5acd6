import type { UseMutationResult } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Crumb } from '@/components/ui/Breadcrumbs';
import { Button } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { RecordPageHeader } from '@/components/ui/RecordPageHeader';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { formFailure } from '@/lib/formFailure';
import type { Customising } from './useCustomiseAndEdit';

type EditedTemplate = { id: number; name: string; company_id: number | null };

/**
 * The head of a template's editor (letters, checklists): its name, Back to the list at `base`, Customise on
 * a shared one and the editor's own `links`, and Delete (after confirming) for whoever may change it.
 */
export function TemplateEditorHeader({
  template,
  description,
  area,
  base,
  editable,
  companyId,
  customising: { customise, start },
  remove,
  deleteNote,
  links,
}: {
  /** null: a new template. */
  template: EditedTemplate | null;
  /** What the company's own templates are; a shared one says it is shared. */
  description: string;
  /** The list the templates belong to (Letters), first in the breadcrumbs. */
  area: Crumb;
  base: string;
  editable: boolean;
  /** The company a shared template's copy is for; without one Customise is not offered. */
  companyId: number | null;
  customising: Customising;
  remove: UseMutationResult<{ message: string }, Error, number>;
  /** What deleting leaves as it is, for the confirmation. */
  deleteNote?: string;
  links?: ReactNode;
}) {
  const shared = template?.company_id === null;
  return (
    <RecordPageHeader
      title={template ? template.name : 'New template'}
      description={shared ? 'A shared template: every company starts from it.' : description}
      backTo={base}
      backLabel="Back to templates"
      breadcrumbs={[
        area,
        { label: 'Templates', to: base },
        { label: template ? template.name : 'New template' },
      ]}
      links={
        <>
          {template && shared && companyId ? (
            <Button
              variant="secondary"
              icon={Copy}
              loading={customise.isPending}
              onClick={() => start(template, companyId)}
            >
              Customise
            </Button>
          ) : null}
          {links}
        </>
      }
      deletion={
        template && editable
          ? {
              thing: 'template',
              record: template,
              note: deleteNote,
              mutation: remove,
              returnTo: base,
              replace: true,
              failureFallback: 'Failed to delete the template',
            }
          : null
      }
    />
  );
}

/**
 * The top of a template editor's form: the word that it saved, the failures of customising and of saving
 * (a 422's messages go under the `fields` they name), and a shared template's notice that it is read-only.
 */
export function TemplateEditorBanners({
  done,
  onDismissDone,
  customising: { customise },
  save,
  fields,
  adding,
  editable,
}: {
  done: string | null;
  onDismissDone: () => void;
  customising: Customising;
  save: { error: unknown; reset: () => void };
  fields: readonly string[];
  /** A new template: its failure says adding. */
  adding: boolean;
  editable: boolean;
}) {
  return (
    <>
      <SuccessBanner message={done} onDismiss={onDismissDone} />
      <ErrorBanner
        message={customise.isError ? errorMessage(customise.error, 'Failed to customise the template') : null}
        onDismiss={customise.reset}
      />
      <ErrorBanner
        message={formFailure(
          save.error,
          fields,
          adding ? 'Failed to add the template' : 'Failed to save the template',
        )}
        onDismiss={save.reset}
      />
      {editable ? null : (
        <p className="rounded-lg border border-indigo-100 bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
          Only a super admin changes a shared template. Customise it to make your company’s own copy, which
          you can edit and which replaces this one in your list.
        </p>
      )}
    </>
  );
}
