import { type Statute, statementFormOf } from '@hrms/contracts/statute';
import { statementDueOn } from '@hrms/contracts/statutory';
import type { TdsStatement, TdsStatementForm, TdsStatementRequest } from '@hrms/contracts/tax-year';
import { financialYearDates, quarterMonths } from '@hrms/contracts/tax-year';
import type { Db, DbOrTx } from '../../db/client';
import { changedFields, recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import { AppError, validationFailed } from '../../platform/errors';
import { lastDayOf } from '../../platform/period';
import { slot } from '../../platform/slot';
import { ratesInForce, statuteFor } from '../statutory/public';
import { companyCountry } from './challans-queries';
import { targetCompany } from './challans-service';
import { type StatementRow, statementsOf, upsertStatement } from './statements-queries';

/** The quarter's last day: a statement is filed after it. */
const quarterEnd = (taxYear: string, quarter: number) => {
  const [year, month] = quarterMonths(taxYear, quarter)[2] as [number, number];
  return lastDayOf({ year, month });
};

/** Each quarter's statement due date from the TDS rules in force at the year's start. */
async function dueDates(db: DbOrTx, companyId: number, taxYear: string) {
  const country = (await companyCountry(db, companyId))?.country_id ?? 1;
  const tds = (await ratesInForce(db, country, financialYearDates(taxYear).from)).tds;
  return (quarter: number) => (tds ? statementDueOn(tds, taxYear, quarter) : null);
}

function view(row: StatementRow, dueOn: string | null): TdsStatement {
  return {
    id: row.id,
    company_id: row.company_id,
    tax_year: row.tax_year,
    quarter: row.quarter,
    form: row.form as TdsStatement['form'],
    receipt_number: row.receipt_number,
    filed_on: row.filed_on,
    due_on: dueOn,
    late: dueOn !== null && row.filed_on > dueOn,
    recorded_by: row.recorded_by,
    updated_at: row.updated_at.toISOString(),
  };
}

/** The company's filed statements of a tax year, each with its due date. */
export async function listStatements(
  db: DbOrTx,
  principal: Principal,
  q: { company_id?: number; tax_year: string },
): Promise<TdsStatement[]> {
  const companyId = targetCompany(principal, q.company_id);
  const [rows, due] = await Promise.all([
    statementsOf(db, companyId, q.tax_year),
    dueDates(db, companyId, q.tax_year),
  ]);
  return rows.map((r) => view(r, due(r.quarter)));
}

/**
 * The quarter's statement text as the product writes it (the reports module fills it: server/src/wiring.ts);
 * refused (422) as the download is while something blocks it.
 */
export const statementText =
  slot<
    (
      db: Db,
      principal: Principal,
      s: { companyId: number; taxYear: string; quarter: number; form: TdsStatementForm },
    ) => Promise<string>
  >('statementText');

/** The statement as filed, kept with its receipt; null when the product cannot write it now (it was filed as prepared elsewhere). */
async function filedText(
  db: Db,
  principal: Principal,
  s: Parameters<ReturnType<typeof statementText.get>>[2],
) {
  try {
    return await statementText.get()(db, principal, s);
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return null;
    throw error;
  }
}

/**
 * Records a filed quarterly statement's receipt number (or corrects it): the form must be the one the statute
 * of the year prescribes, filed after the quarter ended and not in the future. Audited with what changed. The
 * statement's text as the product writes it now is kept as what was filed (a correction repeats it).
 */
export async function recordStatement(db: Db, principal: Principal, body: TdsStatementRequest) {
  const companyId = targetCompany(principal, body.company_id);
  const statute = await statuteFor(db, body.tax_year);
  const expected = statementFormOf(statute);
  const errors: Record<string, string[]> = {};
  if (body.form !== expected)
    errors.form = [`${body.tax_year} is reported in ${statute.forms.quarterly_statement} (${statute.act}).`];
  const end = quarterEnd(body.tax_year, body.quarter);
  if (body.filed_on <= end) errors.filed_on = ['A quarter’s statement is filed after the quarter ends.'];
  else if (body.filed_on > todayIn()) errors.filed_on = ['The filing date cannot be in the future.'];
  if (Object.keys(errors).length) throw validationFailed(errors);
  const filed = await filedText(db, principal, {
    companyId,
    taxYear: body.tax_year,
    quarter: body.quarter,
    form: body.form,
  });
  const statement = await db.transaction(async (tx) => {
    const { before } = await upsertStatement(tx, {
      company_id: companyId,
      tax_year: body.tax_year,
      quarter: body.quarter,
      form: body.form,
      receipt_number: body.receipt_number,
      filed_on: body.filed_on,
      filed_text: filed,
      recorded_by: principal.userId,
    });
    const rows = await statementsOf(tx, companyId, body.tax_year);
    const row = rows.find((r) => r.quarter === body.quarter && r.form === body.form) as StatementRow;
    await recordAudit(tx, principal, {
      action: before ? 'tds_statement.corrected' : 'tds_statement.recorded',
      entity_type: 'tds_statement',
      entity_id: row.id,
      company_id: companyId,
      summary: `Recorded ${statute.forms.quarterly_statement} for Q${body.quarter} ${body.tax_year}: receipt ${body.receipt_number}`,
      changes: before
        ? changedFields(before, { receipt_number: body.receipt_number, filed_on: body.filed_on })
        : { receipt_number: body.receipt_number, filed_on: body.filed_on },
    });
    return row;
  });
  const due = await dueDates(db, companyId, body.tax_year);
  return view(statement, due(body.quarter));
}

/** Each quarter's receipt number of the statute's statement (quarter → number), for the certificate's Part A. */
export async function statementReceipts(db: DbOrTx, companyId: number, taxYear: string, statute: Statute) {
  const form = statementFormOf(statute);
  const rows = await statementsOf(db, companyId, taxYear);
  return new Map(rows.filter((r) => r.form === form).map((r) => [r.quarter, r.receipt_number]));
}

/**
 * The 15-digit token of a quarter's filed statement, when that is what HR recorded for it (the next
 * quarter's file quotes it); null when nothing, or only the 8-letter receipt, was recorded.
 */
export async function previousStatementToken(
  db: DbOrTx,
  companyId: number,
  taxYear: string,
  quarter: number,
) {
  const rows = await statementsOf(db, companyId, taxYear);
  return (
    rows.find((r) => r.quarter === quarter && /^[0-9]{15}$/.test(r.receipt_number))?.receipt_number ?? null
  );
}
