import { SETUP_STEPS, type SetupAnswer } from '@hrms/contracts/setup';
import { financialYearOf } from '@hrms/contracts/tax-year';
import type { DbOrTx } from '../../db/client';
import { targetCompany } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import { firstCompany, stepsDone } from './queries';

/**
 * GET /api/setup: the first-run checklist of a company (the caller's, the one asked for, or for a super admin
 * without a company of their own the first one); every step undone on an install with no company yet.
 */
export async function setupOf(db: DbOrTx, principal: Principal, companyId?: number): Promise<SetupAnswer> {
  // Only a super admin may be without a company of their own (and sees every company): anyone else's
  // checklist is their company's, as targetCompany decides.
  const company =
    companyId === undefined && principal.companyId === null && principal.isSuperAdmin
      ? await firstCompany(db)
      : targetCompany(principal, companyId);
  const done = company === null ? null : await stepsDone(db, company, financialYearOf(todayIn()));
  return {
    company_id: company,
    steps: SETUP_STEPS.map((s) => ({ ...s, done: done?.[s.key] ?? false })),
  };
}
