import type { SessionUser } from '@hrms/contracts/auth';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/access';
import { employees } from '../../db/schema/employees';
import { companies } from '../../db/schema/organisation';

/** The user as the session carries it: with their employee record and its company. */
export async function sessionUserById(db: DbOrTx, userId: number): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      user: {
        id: users.id,
        name: users.name,
        email: users.email,
        is_active: users.is_active,
        employee_id: users.employee_id,
      },
      employee: {
        id: employees.id,
        employee_id: employees.employee_id,
        first_name: employees.first_name,
        last_name: employees.last_name,
        job_title: employees.job_title,
        company_id: employees.company_id,
      },
      company: { id: companies.id, name: companies.name },
    })
    .from(users)
    .leftJoin(employees, eq(employees.id, users.employee_id))
    .leftJoin(companies, eq(companies.id, employees.company_id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const employee = row.employee && row.company ? { ...row.employee, company: row.company } : null;
  return { ...row.user, employee };
}

/** The user's password hash, to check a current password against. */
export async function passwordHashOf(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ hash: users.password_hash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.hash ?? null;
}

export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ password_hash: passwordHash }).where(eq(users.id, userId));
}
