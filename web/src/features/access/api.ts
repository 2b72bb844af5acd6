import type {
  PermissionItem,
  RoleItem,
  RoleStats,
  UserActivity,
  UserDetail,
  UserStats,
  UserSummary,
} from '@hrms/contracts/access';
import type { Paged } from '@hrms/contracts/common';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@hrms/contracts/constants';
import type { EmployeeListItem } from '@hrms/contracts/employees';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { accessKeys } from './keys';

// ---- users

export type UserFilters = { page: number; search: string; role: string; is_active: '' | 'true' | 'false' };
export type UserListAnswer = Paged<UserSummary> & { summary: UserStats };

export function useUsers(filters: UserFilters, enabled = true) {
  return useQuery({
    queryKey: accessKeys.userList(filters),
    queryFn: ({ signal }) =>
      api.get<UserListAnswer>('/users', {
        query: { ...filters, per_page: PAGE_SIZE_DEFAULT },
        fallbackMessage: 'Failed to load users',
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useUser(id: number, options: { fallbackMessage?: string; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: accessKeys.user(id),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ user: UserDetail }>(`/users/${id}`, {
          fallbackMessage: options.fallbackMessage ?? 'Failed to load user data',
          signal,
        })
      ).user,
    enabled: (options.enabled ?? true) && Number.isInteger(id) && id > 0,
  });
}

/** GET /users/{id}/activity: the user's latest actions (null without view-audit-trail) and sign-ins. */
export function useUserActivity(id: number) {
  return useQuery({
    queryKey: accessKeys.userActivity(id),
    queryFn: ({ signal }) =>
      api.get<UserActivity>(`/users/${id}/activity`, {
        fallbackMessage: 'Failed to load recent activity',
        signal,
      }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** The employee pick list of the create form: employees with no sign-in account yet. */
export function useEmployeesWithoutUser() {
  return useQuery({
    queryKey: accessKeys.employeesWithoutUser,
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<EmployeeListItem>>('/employees', {
          query: { without_user: true, per_page: PAGE_SIZE_MAX },
          fallbackMessage: 'Failed to load required data',
          signal,
        })
      ).data,
  });
}

export type NewUser = {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  employee_id: number | null;
  is_active: boolean;
};

/**
 * Creates the account, then (only when roles were ticked) assigns them by id in a second call
 * (spec 2 §7). A failure of the second call is reported as a RoleAssignmentError carrying the new id.
 */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ user, roleIds }: { user: NewUser; roleIds: string[] }) => {
      const created = await api.post<{ message: string; user: UserDetail }>('/users', user, {
        fallbackMessage: 'Failed to create user',
      });
      if (roleIds.length) {
        try {
          await api.post(
            `/users/${created.user.id}/assign-roles`,
            { roles: roleIds },
            { fallbackMessage: 'Failed to update user roles' },
          );
        } catch (cause) {
          throw new RoleAssignmentError(created.user.id, cause);
        }
      }
      return created;
    },
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: accessKeys.users });
      queryClient.invalidateQueries({ queryKey: accessKeys.employeesWithoutUser });
      queryClient.invalidateQueries({ queryKey: accessKeys.roles });
    },
  });
}

/** The account was created but its roles could not be assigned. */
export class RoleAssignmentError extends Error {
  readonly userId: number;
  override readonly cause: unknown;
  constructor(userId: number, cause: unknown) {
    super('The user was created, but the roles could not be assigned');
    this.name = 'RoleAssignmentError';
    this.userId = userId;
    this.cause = cause;
  }
}

export function useToggleUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.patch<{ message: string; user: UserDetail }>(`/users/${id}/toggle-status`, undefined, {
        fallbackMessage: 'Failed to update user status',
      }),
    onSuccess: ({ user }) => queryClient.setQueryData(accessKeys.user(user.id), user),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessKeys.users }),
  });
}

/**
 * POST /users/{id}/invitation: mails the user a new link to choose their password (an invitation while they
 * have none, else a password link); 409 for an inactive account.
 */
export function useSendPasswordLink(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ message: string }>(`/users/${id}/invitation`, undefined, {
        fallbackMessage: 'Failed to send the link',
      }),
    // A 409 means the account changed (deactivated) since the page loaded: show it as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: accessKeys.user(id) }),
  });
}

/** Replaces a user's roles; the per-user screen sends role names (spec 2 §5). */
export function useAssignUserRoles(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roleNames: string[]) =>
      api.post<{ message: string; user: UserDetail }>(
        `/users/${id}/assign-roles`,
        { roles: roleNames },
        { fallbackMessage: 'Failed to update user roles' },
      ),
    onSuccess: ({ user }) => queryClient.setQueryData(accessKeys.user(id), user),
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: accessKeys.users });
      // users_count on the role cards changes too.
      queryClient.invalidateQueries({ queryKey: accessKeys.roles });
    },
  });
}

// ---- roles and permissions

export type RoleFilters = { page: number; search: string };
export type RoleListAnswer = Paged<RoleItem> & { summary: RoleStats };

export function useRoles(filters: RoleFilters, enabled = true) {
  return useQuery({
    queryKey: accessKeys.roleList(filters),
    queryFn: ({ signal }) =>
      api.get<RoleListAnswer>('/roles', {
        query: { ...filters, per_page: PAGE_SIZE_DEFAULT },
        fallbackMessage: 'Failed to load roles',
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every role (up to the API's page limit), for the role checkboxes and the role filter. */
export function useRoleOptions(options: { enabled?: boolean; fallbackMessage?: string } = {}) {
  return useQuery({
    queryKey: accessKeys.roleOptions,
    queryFn: async ({ signal }) =>
      (
        await api.get<RoleListAnswer>('/roles', {
          query: { per_page: PAGE_SIZE_MAX },
          fallbackMessage: options.fallbackMessage ?? 'Failed to load available roles',
          signal,
        })
      ).data,
    enabled: options.enabled ?? true,
  });
}

export function useRole(id: number, fallbackMessage = 'Failed to fetch role details') {
  return useQuery({
    queryKey: accessKeys.role(id),
    queryFn: async ({ signal }) =>
      (await api.get<{ role: RoleItem }>(`/roles/${id}`, { fallbackMessage, signal })).role,
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function usePermissions(enabled = true) {
  return useQuery({
    queryKey: accessKeys.permissions,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: PermissionItem[] }>('/permissions', {
          fallbackMessage: 'Failed to load permissions',
          signal,
        })
      ).data,
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** A role's change alters what its holders may do, so user details are refreshed as well. */
function useInvalidateRolesAndUsers() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.invalidateQueries({ queryKey: accessKeys.roles });
    queryClient.invalidateQueries({ queryKey: accessKeys.users });
  };
}

export type NewRole = { name: string; description?: string; permissions?: string[] };

export function useCreateRole() {
  const invalidate = useInvalidateRolesAndUsers();
  return useMutation({
    mutationFn: (role: NewRole) =>
      api.post<{ message: string; role: RoleItem }>('/roles', role, {
        fallbackMessage: 'Failed to create role',
      }),
    onSettled: invalidate,
  });
}

export type RoleChanges = {
  name: string;
  description: string | null;
  guard_name: string;
  /** Left out for super_admin, whose permissions cannot be edited. */
  permissions?: string[];
};

/** Saves the role's name and description, then its permissions (two calls, spec 2 §7). */
export function useUpdateRole(id: number) {
  const invalidate = useInvalidateRolesAndUsers();
  return useMutation({
    mutationFn: async ({ permissions, ...role }: RoleChanges) => {
      const updated = await api.put<{ message: string; role: RoleItem }>(`/roles/${id}`, role, {
        fallbackMessage: 'Failed to update role',
      });
      if (!permissions) return updated;
      return api.post<{ message: string; role: RoleItem }>(
        `/roles/${id}/assign-permissions`,
        { permissions },
        { fallbackMessage: 'Failed to update role' },
      );
    },
    onSettled: invalidate,
  });
}

export function useDeleteRole() {
  const invalidate = useInvalidateRolesAndUsers();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ message: string }>(`/roles/${id}`, { fallbackMessage: 'Failed to delete role' }),
    onSettled: invalidate,
  });
}

// ---- sign-in of a user

/** DELETE /users/{id}/two-factor: turns a user's two-factor off (a lost phone); they are told by mail. */
export function useResetUserTwoFactor(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.delete<{ message: string }>(`/users/${id}/two-factor`, {
        fallbackMessage: 'Failed to reset two-factor authentication',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessKeys.user(id) }),
  });
}

/** DELETE /users/{id}/sessions: signs the user out everywhere. */
export function useEndUserSessions(id: number) {
  return useMutation({
    mutationFn: () =>
      api.delete<{ message: string }>(`/users/${id}/sessions`, {
        fallbackMessage: 'Failed to end the sessions',
      }),
  });
}
