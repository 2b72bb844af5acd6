import type { PermissionItem } from '@hrms/contracts/access';
import { useMemo } from 'react';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { groupPermissions, selectionState, toggleGroup, toggleOne } from '../permissionGroups';

type PermissionPickerProps = {
  permissions: readonly PermissionItem[];
  /** Ticked permission names. */
  value: readonly string[];
  onChange: (names: string[]) => void;
  disabled?: boolean;
  /** Names that cannot be ticked (the user may not grant them); ticked ones can still be cleared. */
  locked?: ReadonlySet<string>;
};

const NOTHING_LOCKED: ReadonlySet<string> = new Set();

/**
 * Permission checkboxes under their group headings, each group with a "select all" box (which
 * shows a dash when only some are ticked), and a count of the selected permissions.
 */
export function PermissionPicker({
  permissions,
  value,
  onChange,
  disabled,
  locked = NOTHING_LOCKED,
}: PermissionPickerProps) {
  const groups = useMemo(() => groupPermissions(permissions), [permissions]);
  const selected = useMemo(() => new Set(value), [value]);
  const selectedCount = permissions.filter((p) => selected.has(p.name)).length;
  const open = (names: readonly string[]) => names.filter((n) => !locked.has(n) || selected.has(n));
  const tickable = open(permissions.map((p) => p.name));

  if (!permissions.length) return <p className="text-sm text-slate-500">No permissions available</p>;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 px-4 py-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          <span className="font-semibold text-slate-900">{selectedCount}</span> of {permissions.length}{' '}
          permissions selected
        </p>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            disabled={disabled || tickable.every((n) => selected.has(n))}
            onClick={() => onChange([...new Set([...value, ...tickable])])}
          >
            Select all
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={disabled || selectedCount === 0}
            onClick={() => onChange([])}
          >
            Clear all
          </Button>
        </div>
      </div>

      {locked.size ? (
        <p className="text-sm text-slate-600">
          You can grant only permissions you hold yourself; platform-wide ones only a super admin grants.
        </p>
      ) : null}

      {/* Columns rather than a grid: groups differ in length, so they pack without gaps. */}
      <div className="gap-4 md:columns-2 xl:columns-3">
        {groups.map((group) => {
          const names = group.permissions.map((p) => p.name);
          const state = selectionState(names, selected);
          const ticked = names.filter((n) => selected.has(n)).length;
          return (
            <fieldset
              key={group.group}
              className="mb-4 min-w-0 break-inside-avoid rounded-lg border border-slate-200 bg-white p-4"
              disabled={disabled}
            >
              <legend className="sr-only">{group.label}</legend>
              <div className="flex items-center justify-between gap-3 border-b border-slate-100 pb-3">
                <CheckboxField
                  label={<span className="font-semibold text-slate-900">{group.label}</span>}
                  aria-label={`Select all ${group.label}`}
                  checked={state === 'all'}
                  ref={(box) => {
                    if (box) box.indeterminate = state === 'some';
                  }}
                  disabled={open(names).length === 0}
                  onChange={() => onChange(toggleGroup(value, open(names)))}
                />
                <span className="shrink-0 text-xs text-slate-500">
                  {ticked}/{names.length}
                </span>
              </div>
              <div className="mt-3 space-y-2.5">
                {group.permissions.map((permission) => (
                  <CheckboxField
                    key={permission.id}
                    label={<span className="font-mono text-[13px] font-normal">{permission.name}</span>}
                    checked={selected.has(permission.name)}
                    disabled={locked.has(permission.name) && !selected.has(permission.name)}
                    onChange={() => onChange(toggleOne(value, permission.name))}
                  />
                ))}
              </div>
            </fieldset>
          );
        })}
      </div>
    </div>
  );
}
