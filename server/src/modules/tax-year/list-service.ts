import type { TaxDeclarationListQuery, TaxDeclarationListRow } from '@hrms/contracts/tax-year';
import type { Db } from '../../db/client';
import { type CompanyScope, companyScope, isInCompanyScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { isoOrNull } from '../../platform/dates';
import { fieldError } from '../../platform/errors';
import { paise, rupees } from '../../platform/money';
import { paged } from '../../platform/pagination';
import { financialYearOrCurrent } from './declarations-service';
import { declarationListPage, declarationListSummary } from './list-queries';

/** The caller's companies, narrowed to the one asked for (a super admin's filter, or one's own). */
function scopeOf(principal: Principal, companyId?: number): CompanyScope {
  const scope = companyScope(principal);
  if (companyId === undefined) return scope;
  if (!isInCompanyScope(scope, companyId))
    throw fieldError('company_id', 'The selected company id is invalid.');
  return { kind: 'company', companyId };
}

/**
 * HR's list of who chose which regime and where their proofs stand: every employee on the payroll of the
 * companies in scope, those who never saved anything on the default new regime.
 */
export async function listTaxDeclarations(db: Db, principal: Principal, q: TaxDeclarationListQuery) {
  const scope = scopeOf(principal, q.company_id);
  const financialYear = financialYearOrCurrent(q.financial_year);
  const filters = { scope, financialYear, regime: q.regime, status: q.status, search: q.search };
  const [{ rows, total }, summary] = await Promise.all([
    declarationListPage(db, filters, { page: q.page, perPage: q.per_page }),
    declarationListSummary(db, scope, financialYear),
  ]);
  const data: TaxDeclarationListRow[] = rows.map((r) => ({
    employee_id: r.employee_id,
    employee_code: r.employee_code,
    employee_name: `${r.first_name} ${r.last_name}`,
    company_id: r.company_id,
    regime: r.regime,
    regime_chosen_at: isoOrNull(r.regime_chosen_at),
    declared_total: rupees(paise(r.declared_total)),
    pending: r.pending,
    accepted: r.accepted,
    rejected: r.rejected,
  }));
  return { ...paged(data, total, q.page, q.per_page), financial_year: financialYear, summary };
}
