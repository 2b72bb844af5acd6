import type { Db } from '../../db/client';
import { hashPassword } from '../../platform/auth/password';
import { fieldError } from '../../platform/errors';
import { findUserByEmail, insertUser, setUserRolesByName } from './queries';

export type CreateUserInput = {
  name: string;
  email: string;
  password: string;
  employee_id?: number | null;
  is_active?: boolean;
};

/** Creates a sign-in account with the given roles, in one transaction. */
export async function createUser(db: Db, input: CreateUserInput, roleNames: readonly string[]) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    if (await findUserByEmail(tx, input.email))
      throw fieldError('email', 'The email has already been taken.');
    const user = await insertUser(tx, {
      name: input.name.trim(),
      email: input.email.trim().toLowerCase(),
      password_hash: passwordHash,
      employee_id: input.employee_id ?? null,
      is_active: input.is_active ?? true,
    });
    const unknown = await setUserRolesByName(tx, user.id, roleNames);
    if (unknown.length) throw fieldError('roles', `Unknown role: ${unknown.join(', ')}`);
    return user;
  });
}
