import { z } from 'zod';
import type { NewRole } from './api';

/** The role create and edit forms as typed in (spec 2 §5 "Role create", "Role edit"). */
export const roleForm = z.object({
  name: z.string().trim().min(1, 'Role name is required').max(100),
  description: z.string().trim().max(1000),
  permissions: z.array(z.string()),
});

export type RoleFormValues = z.input<typeof roleForm>;

/** The POST /api/roles body: description and permissions are sent only when not empty. */
export function toNewRole(values: RoleFormValues): NewRole {
  const name = values.name.trim();
  const description = values.description.trim();
  return {
    name,
    ...(description ? { description } : {}),
    ...(values.permissions.length ? { permissions: values.permissions } : {}),
  };
}
