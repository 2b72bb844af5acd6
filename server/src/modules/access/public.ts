// The access module's public door: what other modules may use. Everything else in the folder is private.

export type { SignInOrigin } from './users-queries';
export { findUserByEmail, insertUser, recordLogin, setUserRolesByName } from './users-queries';
export { createUser } from './users-service';
