import type { RoleFilters, UserFilters } from './api';

/** Query keys of the access area; every key starts with 'access' so one prefix refreshes it all. */
export const accessKeys = {
  all: ['access'] as const,
  users: ['access', 'users'] as const,
  userList: (filters: UserFilters) => ['access', 'users', 'list', filters] as const,
  user: (id: number) => ['access', 'users', 'detail', id] as const,
  userActivity: (id: number) => ['access', 'users', 'activity', id] as const,
  employeesWithoutUser: ['access', 'employees-without-user'] as const,
  roles: ['access', 'roles'] as const,
  roleList: (filters: RoleFilters) => ['access', 'roles', 'list', filters] as const,
  roleOptions: ['access', 'roles', 'options'] as const,
  role: (id: number) => ['access', 'roles', 'detail', id] as const,
  permissions: ['access', 'permissions'] as const,
};
