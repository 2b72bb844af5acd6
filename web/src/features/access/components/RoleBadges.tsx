import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { roleLabel } from '@hrms/contracts/roles';
import { Badge } from '@/components/ui/Badge';

/** A user's roles as badges, named with underscores shown as spaces; "No roles" when there are none. */
export function RoleBadges({ roles }: { roles: readonly { id: number; name: string }[] }) {
  if (!roles.length) return <span className="text-sm text-slate-500">No roles</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Roles">
      {roles.map((role) => (
        <li key={role.id}>
          <Badge tone={role.name === SUPER_ADMIN_ROLE ? 'indigo' : 'blue'}>{roleLabel(role.name)}</Badge>
        </li>
      ))}
    </ul>
  );
}
