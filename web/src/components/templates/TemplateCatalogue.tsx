import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/Button';
import { activeColumn, sharedNameColumn, templateActionsColumn } from '@/components/ui/catalogueColumns';
import type { Column } from '@/components/ui/DataTable';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { type ListQuery, QueryFrame } from '@/components/ui/QueryFrame';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { errorMessage } from '@/lib/api';
import { withCompany } from './companyAddress';
import type { Customising } from './useCustomiseAndEdit';

type Template = { id: number; name: string; company_id: number | null; is_active: boolean };

/** The company a catalogue shows and whether its caller is a super admin (their editors' addresses name it). */
type Scope = { superAdmin: boolean; companyId: number | null };

/** "New template", opening the editor (`base`/new) for the catalogue's company. */
export function NewTemplateButton({ base, scope }: { base: string; scope: Scope }) {
  return (
    <ButtonLink to={withCompany(`${base}/new`, scope.superAdmin, scope.companyId)} icon={Plus}>
      New template
    </ButtonLink>
  );
}

/**
 * A company's templates (letters, checklists): its own and the shared starting points it has not
 * customised, by name (Shared marked), `columns` of their own, whether active, and Customise, then Edit (or
 * View); with a super admin's company `picker`, a word on customising, and the list's loading, failure and
 * empty states. Editors open at `base`/{id}.
 */
export function TemplateCatalogue<T extends Template>({
  base,
  scope,
  picker,
  intro,
  caption,
  query,
  failure,
  columns,
  empty,
  customising: { customise, start },
}: {
  base: string;
  scope: Scope;
  picker: ReactNode;
  intro: ReactNode;
  caption: string;
  query: ListQuery<T[]>;
  failure: string;
  columns: Column<T>[];
  empty: ReactNode;
  customising: Customising;
}) {
  const all: Column<T>[] = [
    sharedNameColumn(),
    ...columns,
    activeColumn(),
    templateActionsColumn({
      editorOf: (t) => withCompany(`${base}/${t.id}`, scope.superAdmin, scope.companyId),
      superAdmin: scope.superAdmin,
      companyId: scope.companyId,
      customising: customise.isPending ? (customise.variables?.id ?? null) : null,
      onCustomise: start,
    }),
  ];
  return (
    <>
      {picker}
      <ErrorBanner
        message={customise.isError ? errorMessage(customise.error, 'Failed to customise the template') : null}
        onDismiss={customise.reset}
      />
      <p className="text-sm text-slate-500">{intro}</p>
      <QueryFrame query={query} failure={failure} loadingLabel="Loading templates..." card>
        {(rows) => (
          <ResponsiveTable caption={caption} columns={all} rows={rows} rowKey={(t) => t.id} empty={empty} />
        )}
      </QueryFrame>
    </>
  );
}
