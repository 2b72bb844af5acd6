import { Copy, Pencil } from 'lucide-react';
import { Badge } from './Badge';
import { Button, ButtonLink } from './Button';
import type { Column } from './DataTable';

/** "Yes" or "No", for a catalogue's yes-or-no column. */
export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * The name of a catalogue's row (document types, letter templates), marked Shared when it is one every
 * company has (company_id null) rather than the company's own.
 */
export function sharedNameColumn<T extends { name: string; company_id: number | null }>(): Column<T> {
  return {
    key: 'name',
    header: 'Name',
    cell: (row) => (
      <span className="inline-flex flex-wrap items-center justify-end gap-2 font-medium whitespace-normal text-slate-900 md:justify-start">
        {row.name}
        {row.company_id === null ? <Badge tone="indigo">Shared</Badge> : null}
      </span>
    ),
  };
}

/** Whether the row is in use: Active or Inactive. */
export function activeColumn<T extends { is_active: boolean }>(): Column<T> {
  return {
    key: 'status',
    header: 'Status',
    cell: (row) => (
      <Badge tone={row.is_active ? 'green' : 'gray'}>{row.is_active ? 'Active' : 'Inactive'}</Badge>
    ),
  };
}

/** Whether the caller may change a catalogue's row: a company's own, or (for a super admin) a shared one too. */
export const mayEditShared = (row: { company_id: number | null }, isSuperAdmin: boolean) =>
  row.company_id !== null || isSuperAdmin;

/**
 * A template catalogue's row actions (letter and checklist templates): Customise on a shared one (the
 * company's own copy, made for `companyId`), and Edit, or View where the caller may not change it.
 */
export function templateActionsColumn<T extends { id: number; name: string; company_id: number | null }>({
  editorOf,
  superAdmin,
  companyId,
  customising,
  onCustomise,
}: {
  editorOf: (row: T) => string;
  superAdmin: boolean;
  /** The company a copy is made for; Customise waits for it. */
  companyId: number | null;
  /** The row whose copy is being made, if any. */
  customising: number | null;
  onCustomise: (row: T, companyId: number) => void;
}): Column<T> {
  return {
    key: 'actions',
    header: 'Actions',
    srOnlyHeader: true,
    align: 'right',
    cell: (row) => {
      const verb = mayEditShared(row, superAdmin) ? 'Edit' : 'View';
      return (
        <div className="flex flex-wrap justify-end gap-2">
          {row.company_id === null ? (
            <Button
              size="sm"
              variant="secondary"
              icon={Copy}
              loading={customising === row.id}
              disabled={!companyId}
              onClick={() => companyId && onCustomise(row, companyId)}
              aria-label={`Customise ${row.name}`}
            >
              Customise
            </Button>
          ) : null}
          <ButtonLink
            to={editorOf(row)}
            size="sm"
            variant="ghost"
            icon={Pencil}
            aria-label={`${verb} ${row.name}`}
          >
            {verb}
          </ButtonLink>
        </div>
      );
    },
  };
}
