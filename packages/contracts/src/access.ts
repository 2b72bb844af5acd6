import { z } from 'zod';

export const permissionItem = z.object({ id: z.number(), name: z.string(), group: z.string() });
export type PermissionItem = z.infer<typeof permissionItem>;
