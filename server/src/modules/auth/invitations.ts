import type { PasswordLinkConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { createEmployeeAccounts, type EmployeeAccount } from '../access/public';
import { mailPasswordLinks } from './password-links';

/**
 * Sign-in accounts for employees (the employees import's sign_in_account), each mailed an invitation to choose
 * its password, in the caller's transaction: an import that is validated or rolls back makes and sends none.
 */
export async function inviteEmployees(
  tx: DbOrTx,
  principal: Principal,
  people: readonly EmployeeAccount[],
  links: PasswordLinkConfig,
) {
  const userIds = await createEmployeeAccounts(tx, principal, people);
  await mailPasswordLinks(tx, 'invite', userIds, links);
}
