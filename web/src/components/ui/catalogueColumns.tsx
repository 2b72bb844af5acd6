import { Badge } from './Badge';
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
