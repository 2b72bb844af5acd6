import type { PasswordTokenPurpose } from '@hrms/contracts/auth';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordTokens, users } from '../../db/schema/access';
import { employees } from '../../db/schema/employees';
import { companies } from '../../db/schema/organisation';

export type NewPasswordToken = {
  user_id: number;
  purpose: PasswordTokenPurpose;
  token_hash: string;
  expires_at: Date;
};

/** A user's links not yet used end: a new link, or a password set, leaves only the newest usable (none). */
export async function voidUnusedTokens(db: DbOrTx, userIds: readonly number[]) {
  if (!userIds.length) return;
  await db
    .update(passwordTokens)
    .set({ used_at: sql`now()` })
    .where(and(inArray(passwordTokens.user_id, [...userIds]), isNull(passwordTokens.used_at)));
}

export async function insertPasswordTokens(db: DbOrTx, rows: readonly NewPasswordToken[]) {
  if (rows.length) await db.insert(passwordTokens).values([...rows]);
}

/**
 * Takes a link once: the one statement that marks it used answers its user only if it was unused and unexpired,
 * so of two requests with the same link at most one gets it.
 */
export async function takePasswordToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .update(passwordTokens)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(passwordTokens.token_hash, tokenHash),
        isNull(passwordTokens.used_at),
        gt(passwordTokens.expires_at, sql`now()`),
      ),
    )
    .returning({ user_id: passwordTokens.user_id, purpose: passwordTokens.purpose });
  return row ?? null;
}

/** Who a link is mailed to: the account, and the company of its employee for the invitation's words. */
export async function linkHolders(db: DbOrTx, userIds: readonly number[]) {
  if (!userIds.length) return [];
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      company_id: employees.company_id,
      company_name: companies.name,
    })
    .from(users)
    .leftJoin(employees, eq(employees.id, users.employee_id))
    .leftJoin(companies, eq(companies.id, employees.company_id))
    .where(inArray(users.id, [...userIds]));
}
