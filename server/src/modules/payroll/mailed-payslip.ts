import type { Db } from '../../db/client';
import { principalForUser } from '../../platform/auth/sessions';
import { userOfEmployee } from '../notifications/public';
import { listed } from './engine/payslip-password';
import { passwordOfRun } from './notifications';
import { payslipFor } from './service';

/**
 * The payslip of a paid run's mail (attachment kind PAYSLIP_ATTACHMENT), made as the mail is sent: the
 * payslip its employee downloads in the app (as they are now: their scope, what they see of identity
 * numbers), encrypted with their password by the company's pattern as it is now. A payslip that cannot be
 * protected now (its PAN or date of birth removed since it was paid), or whose employee has no active user
 * any more, is not made: the mail fails with the reason, and never leaves unprotected.
 */
export async function mailedPayslip(db: Db, runId: number): Promise<Buffer> {
  const password = await passwordOfRun(db, runId);
  if (!password) throw new Error(`Payroll run ${runId} no longer exists`);
  if (!('password' in password.made)) {
    throw new Error(
      `The payslip cannot be protected: the employee's ${listed(password.made.missing)} is not recorded`,
    );
  }
  const user = await userOfEmployee(db, password.facts.employee_id);
  const principal = user?.userId ? await principalForUser(db, user.userId) : null;
  if (!principal) throw new Error('The employee no longer has an active user');
  return (await payslipFor(db, principal, runId, { password: password.made.password })).pdf;
}
