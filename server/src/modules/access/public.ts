// The access module's public door: what other modules may use. Everything else in the folder is private.

export { companyRolesNamed } from './roles-queries';
export type { SignInOrigin } from './users-queries';
export {
  findUserByEmail,
  findUserById,
  insertUser,
  recordLogin,
  setUserRolesByName,
} from './users-queries';
export {
  CREATE_ACCOUNTS_NEEDS,
  createEmployeeAccounts,
  createUser,
  type EmployeeAccount,
  managedUser,
} from './users-service';
