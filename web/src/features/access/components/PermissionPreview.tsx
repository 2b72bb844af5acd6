import { Badge } from '@/components/ui/Badge';
import { preview } from '../permissionGroups';

/** The first `limit` permission names as badges and "+N more" (role cards: 6, per-user page: 8). */
export function PermissionPreview({
  permissions,
  limit,
  label = 'Permissions',
}: {
  permissions: readonly { id: number; name: string }[];
  limit: number;
  label?: string;
}) {
  if (!permissions.length) return <p className="text-sm text-slate-500">No permissions available</p>;
  const { shown, more } = preview(permissions, limit);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {shown.map((permission) => (
        <li key={permission.id}>
          <Badge tone="gray" className="font-mono">
            {permission.name}
          </Badge>
        </li>
      ))}
      {more > 0 ? (
        <li>
          <Badge tone="indigo">+{more} more</Badge>
        </li>
      ) : null}
    </ul>
  );
}
