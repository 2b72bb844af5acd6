import type { Permission } from '@hrms/contracts/permissions';
import { holdsPermission } from '@hrms/contracts/permissions';

/** Who is calling: the signed-in user with everything access checks need, loaded once per request. */
export type Principal = {
  userId: number;
  tokenId: number;
  name: string;
  email: string;
  employeeId: number | null;
  /** The company of the user's employee record; null for a user without one. */
  companyId: number | null;
  roles: string[];
  permissions: string[];
  isSuperAdmin: boolean;
  /**
   * Signed in with a token good only for setting up the second factor the user's role requires: only routes
   * that say so (Access `setup: true`) accept it.
   */
  setupOnly?: boolean;
  /**
   * Calling with an API key: its id and the permissions it carries. Every check (`can`) then needs the permission
   * in both the user's roles and the key; `permissions` above is already the two together.
   */
  apiKey?: { id: number; permissions: readonly string[] };
  /** Where the request came from (the audit trail records it); absent outside a request. */
  ip?: string;
};

export const can = (principal: Principal, permission: Permission) =>
  holdsPermission(principal, permission) &&
  (!principal.apiKey || principal.apiKey.permissions.includes(permission));
