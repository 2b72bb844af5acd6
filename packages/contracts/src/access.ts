import { z } from 'zod';
import { booleanParam, emailField, optionalId, pageQuery, recordId, searchParam } from './common';
import { newPassword, passwordIsNotEmail, passwordIsNotEmailMessage } from './password';

export const permissionItem = z.object({ id: z.number(), name: z.string(), group: z.string() });
export type PermissionItem = z.infer<typeof permissionItem>;

// ---- users

export const userListQuery = pageQuery.extend({
  search: searchParam,
  role: searchParam,
  is_active: booleanParam.optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const userEmployee = z.object({
  id: z.number(),
  employee_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  job_title: z.string().nullable(),
  company: z.object({ id: z.number(), name: z.string() }),
});

export const roleRef = z.object({ id: z.number(), name: z.string() });

export const userSummary = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  employee_id: z.number().nullable(),
  employee: userEmployee.nullable(),
  roles: z.array(roleRef),
  last_login_at: z.string().nullable(),
  /** False for an invited account whose holder has not chosen a password yet (it cannot sign in). */
  password_set: z.boolean(),
  /** Whether the user signs in with a second factor (an administrator can reset it). */
  two_factor_enabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserSummary = z.infer<typeof userSummary>;

export const userDetail = userSummary.extend({ permissions: z.array(z.string()) });
export type UserDetail = z.infer<typeof userDetail>;

/** How many of a user's latest actions and sign-ins their page shows. */
export const USER_ACTIVITY_LIMIT = 20;

/**
 * A user's recent activity (spec 2 §2, /users/{id}): what they did, from the audit trail of which they are the
 * actor, and their sign-ins, each the latest USER_ACTIVITY_LIMIT, newest first. `actions` is null for a
 * caller who may not read the audit trail (view-audit-trail); only the caller's company's events are listed.
 */
export const userActivity = z.object({
  actions: z
    .array(
      z.object({
        id: z.number(),
        action: z.string(),
        entity_type: z.string(),
        entity_id: z.number().nullable(),
        summary: z.string(),
        at: z.string(),
      }),
    )
    .nullable(),
  sign_ins: z.array(
    z.object({
      id: z.number(),
      at: z.string(),
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
    }),
  ),
});
export type UserActivity = z.infer<typeof userActivity>;

export const userStats = z.object({
  total_users: z.number(),
  active_users: z.number(),
  with_employee_records: z.number(),
  super_admins: z.number(),
});
export type UserStats = z.infer<typeof userStats>;

const confirmed = (v: { password?: string; password_confirmation?: string }) =>
  v.password === undefined || v.password === v.password_confirmation;
const confirmedMessage = { message: 'Passwords do not match', path: ['password_confirmation'] };

export const createUserRequest = z
  .object({
    name: z.string().trim().min(1).max(255),
    email: emailField,
    password: newPassword,
    password_confirmation: z.string(),
    employee_id: recordId().nullable().optional(),
    is_active: z.boolean().optional().default(true),
  })
  .refine(confirmed, confirmedMessage)
  .refine(passwordIsNotEmail, passwordIsNotEmailMessage);
export type CreateUserRequest = z.infer<typeof createUserRequest>;

export const updateUserRequest = z
  .object({
    name: z.string().trim().min(1).max(255),
    email: emailField,
    password: newPassword.optional(),
    password_confirmation: z.string().optional(),
    employee_id: recordId().nullable().optional(),
    is_active: z.boolean().optional(),
  })
  .refine(confirmed, confirmedMessage)
  .refine(passwordIsNotEmail, passwordIsNotEmailMessage);
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;

/** Role ids (numbers or numeric strings, from the create screen) or role names (from the per-user screen). */
export const assignRolesRequest = z.object({
  roles: z.array(z.union([recordId(), z.string().trim().min(1)])).max(100),
});
export type AssignRolesRequest = z.infer<typeof assignRolesRequest>;

// ---- roles

export const roleListQuery = pageQuery.extend({ search: searchParam });

export const roleItem = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  guard_name: z.string(),
  is_system: z.boolean(),
  /** The company a custom role belongs to; null for built-in (global) roles. */
  company_id: z.number().nullable(),
  permissions: z.array(roleRef),
  permissions_count: z.number(),
  users_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RoleItem = z.infer<typeof roleItem>;

export const roleStats = z.object({
  total_roles: z.number(),
  system_roles: z.number(),
  custom_roles: z.number(),
  avg_permissions: z.number(),
});
export type RoleStats = z.infer<typeof roleStats>;

const roleName = z.string().trim().min(1, 'Role name is required').max(100);

export const createRoleRequest = z.object({
  name: roleName,
  /** A super admin may choose the company (or none: a global role); anyone else creates roles of their own company. */
  company_id: optionalId,
  description: z.string().trim().max(1000).nullable().optional(),
  permissions: z.array(z.string().trim().min(1)).max(500).optional(),
});
export type CreateRoleRequest = z.infer<typeof createRoleRequest>;

export const updateRoleRequest = z.object({
  name: roleName,
  description: z.string().trim().max(1000).nullable().optional(),
  guard_name: z.string().optional(),
});
export type UpdateRoleRequest = z.infer<typeof updateRoleRequest>;

export const assignPermissionsRequest = z.object({
  permissions: z.array(z.string().trim().min(1)).max(500),
});
