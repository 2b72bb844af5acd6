// The reports module's public door: what other modules may use. Everything else in the folder is private.

import { REPORTS, type ReportKey, reportCommonQuery, reportFilters } from '@hrms/contracts/reports';
import type { TdsStatementForm } from '@hrms/contracts/tax-year';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { type ReportQuery, reportPortalFile } from './service';

/**
 * A quarter's statement text file (Form 24Q to 2025-26, Form 138 after) for the company, exactly as HR
 * downloads it: the tds module keeps it as filed when HR records the receipt and writes corrections against
 * it. Refused (422, listing what to fix) as the download is.
 */
export async function statementText(
  db: Db,
  principal: Principal,
  s: { companyId: number; taxYear: string; quarter: number; form: TdsStatementForm },
): Promise<string> {
  const key: ReportKey = s.form === '138' ? 'form-138' : 'form-24q';
  const year = s.form === '138' ? { tax_year: s.taxYear } : { financial_year: s.taxYear };
  const query = reportCommonQuery
    .and(reportFilters[REPORTS[key].filters])
    .parse({ company_id: s.companyId, quarter: s.quarter, format: 'txt', ...year }) as ReportQuery;
  const file = await reportPortalFile(db, principal, key, { ...query, format: 'txt' });
  return String(file.body);
}
