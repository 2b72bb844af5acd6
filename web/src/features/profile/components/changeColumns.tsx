import type { ProfileChangeRequest } from '@hrms/contracts/profile';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { actionsColumn, employeeColumn, statusColumn } from '@/components/requests/requestColumns';
import type { Column } from '@/components/ui/DataTable';
import { recordLink } from '@/components/ui/links';
import { formatDate } from '@/lib/format';
import { changedFields } from '../labels';

/** The list's columns: whose (the company's list), the fields changed (the link to it), when, where it stands, actions. */
export function changeColumns({
  showEmployee,
  actions,
}: {
  showEmployee: boolean;
  /** The row's actions (HR's Approve and Reject), or none. */
  actions?: (request: ProfileChangeRequest) => ReactNode;
}): Column<ProfileChangeRequest>[] {
  return [
    ...(showEmployee ? [employeeColumn<ProfileChangeRequest>()] : []),
    {
      key: 'fields',
      header: 'Fields changed',
      cell: (request) => (
        <Link to={`/profile-changes/${request.id}`} className={`${recordLink} whitespace-normal`}>
          {changedFields(request)}
        </Link>
      ),
    },
    { key: 'requested', header: 'Requested on', cell: (request) => formatDate(request.requested_at) },
    statusColumn<ProfileChangeRequest>(),
    ...(actions ? [actionsColumn(actions)] : []),
  ];
}
