import { Badge } from '@/components/ui/Badge';
import { cx } from '@/components/ui/cx';
import { subsectionTitle } from '@/components/ui/typography';
import { groupPermissions } from '../permissionGroups';

/** A read-only list of permissions under their group headings (role and user detail pages). */
export function GroupedPermissions({ permissions }: { permissions: readonly { name: string }[] }) {
  const groups = groupPermissions(permissions);
  if (!groups.length) return <p className="text-sm text-slate-500">No permissions available</p>;
  return (
    <div className="gap-4 sm:columns-2 xl:columns-3">
      {groups.map((group) => (
        <section
          key={group.group}
          aria-label={group.label}
          className="mb-4 break-inside-avoid rounded-lg border border-slate-200 p-4"
        >
          <h3 className={cx('flex items-center justify-between gap-2', subsectionTitle)}>
            {group.label}
            <span className="text-xs font-normal text-slate-500">{group.permissions.length}</span>
          </h3>
          <ul className="mt-3 flex flex-wrap gap-1.5">
            {group.permissions.map((permission) => (
              <li key={permission.name}>
                <Badge tone="gray" className="font-mono">
                  {permission.name}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
