import { type Control, Controller } from 'react-hook-form';
import { ErrorBanner } from '../../../components/ui/ErrorBanner';
import { LoadingState } from '../../../components/ui/LoadingState';
import { errorMessage } from '../../../lib/api';
import type { usePermissions } from '../api';
import type { RoleFormValues } from '../roleForm';
import { PermissionPicker } from './PermissionPicker';

type RolePermissionsFieldProps = {
  control: Control<RoleFormValues>;
  /** The permission catalogue. */
  permissions: ReturnType<typeof usePermissions>;
  disabled: boolean;
};

/** The permissions of a role form: the catalogue's checkboxes once it has loaded. */
export function RolePermissionsField({ control, permissions, disabled }: RolePermissionsFieldProps) {
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
            />
          )}
        />
      ) : null}
    </>
  );
}
