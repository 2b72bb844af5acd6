import type { PermissionItem } from '@hrms/contracts/access';
import { API_KEY_LIFETIMES, type CreateApiKeyRequest } from '@hrms/contracts/api-keys';
import { PERMISSIONS, permissionGroup, SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { z } from 'zod';

/** The new-key dialog's boxes, named as the server names them so its 422 messages land under each. */
export const API_KEY_FIELDS: readonly string[] = ['name', 'expires_in_days', 'permissions'];

/** The lifetime a new key is offered with, in days. */
export const DEFAULT_API_KEY_DAYS = 90;

/** "Expires after": each lifetime the screen offers ("30 days"). */
export const API_KEY_LIFETIME_OPTIONS = API_KEY_LIFETIMES.map((days) => ({
  value: String(days),
  label: `${days} days`,
}));

export type ApiKeyFormValues = { name: string; expires_in_days: string; permissions: string[] };

export const apiKeyFormDefaults: ApiKeyFormValues = {
  name: '',
  expires_in_days: String(DEFAULT_API_KEY_DAYS),
  permissions: [],
};

/** The dialog's schema, to the body POST /me/api-keys takes. */
export const apiKeyForm = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Give the key a name.')
      .max(100, 'The name may be at most 100 characters.'),
    expires_in_days: z.enum(
      API_KEY_LIFETIME_OPTIONS.map((o) => o.value),
      'Choose how long the key lasts.',
    ),
    permissions: z.array(z.string()).min(1, 'Choose at least one permission.'),
  })
  .transform(
    (values): CreateApiKeyRequest => ({
      name: values.name,
      expires_in_days: Number(values.expires_in_days),
      permissions: values.permissions,
    }),
  );

/**
 * The permissions a key may carry: those the user holds (every one for a super admin), as the picker's items
 * (the catalogue may be closed to them, so the ids are the names' places, good only as keys).
 */
export function grantablePermissions(held: readonly string[], roles: readonly string[]): PermissionItem[] {
  const names = roles.includes(SUPER_ADMIN_ROLE) ? [...PERMISSIONS] : [...new Set(held)];
  return names.map((name, index) => ({ id: index + 1, name, group: permissionGroup(name) }));
}

/** Whether a key's expiry has passed (the server refuses it from then on). */
export function isExpired(expiresAt: string, now: number = Date.now()): boolean {
  return new Date(expiresAt).getTime() <= now;
}
