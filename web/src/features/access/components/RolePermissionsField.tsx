import { type Control, Controller } from 'react-hook-form';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { errorMessage } from '@/lib/api';
import type { usePermissions } from '../api';
import { useRoleAccess } from '../roleAccess';
import type { RoleFormValues } from '../roleForm';
import { PermissionPicker } from './PermissionPicker';

type RolePermissionsFieldProps = {
  control: Control<RoleFormValues>;
  /** The permission catalogue. */
  permissions: ReturnType<typeof usePermissions>;
  disabled: boolean;
  /** The permissions the role holds now: keeping them is no grant, so they are never locked. */
  held?: readonly string[];
};

/** The permissions of a role form: the catalogue's checkboxes once it has loaded. */
export function RolePermissionsField({
  control,
  permissions,
  disabled,
  held = [],
}: RolePermissionsFieldProps) {
  const { ungrantable } = useRoleAccess();
  const locked = ungrantable((permissions.data ?? []).map((p) => p.name).filter((n) => !held.includes(n)));
  return (
    <>
      <ErrorBanner
        message={permissions.isError ? errorMessage(permissions.error, 'Failed to load permissions') : null}
      />
      {permissions.isPending ? (
        <LoadingState label="Loading permissions..." className="py-6" />
      ) : permissions.data ? (
        <Controller
          control={control}
          name="permissions"
          render={({ field }) => (
            <PermissionPicker
              permissions={permissions.data}
              value={field.value}
              onChange={field.onChange}
              disabled={disabled}
              locked={locked}
            />
          )}
        />
      ) : null}
    </>
  );
}
