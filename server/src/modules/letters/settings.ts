import type { LetterSettings, LetterSettingsRequest } from '@hrms/contracts/letters';
import { financialYearOf } from '@hrms/contracts/tax-year';
import type { Db, DbOrTx } from '../../db/client';
import { assertInScope, companyScope } from '../../platform/access';
import { changedFields, recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import { notFound } from '../../platform/errors';
import { lastNumber, type SettingsRow, saveSettings, settingsOf, takeNumber } from './queries';

/** The prefix a company's letters are numbered under before anyone chooses one: its employee code prefix and HR. */
const defaultPrefix = (company: SettingsRow['company']) =>
  `${company.employee_code_prefix ?? 'HR'}/HR`.slice(0, 20);

export const prefixOf = (row: SettingsRow) => row.settings?.number_prefix ?? defaultPrefix(row.company);

/** A letter number: {prefix}/{financial year}/{sequence, four digits at least}. */
export const letterNumber = (prefix: string, financialYear: string, sequence: number) =>
  `${prefix}/${financialYear}/${String(sequence).padStart(4, '0')}`;

export async function companyLetterhead(db: DbOrTx, companyId: number): Promise<SettingsRow> {
  const row = await settingsOf(db, companyId);
  if (!row) throw notFound('Company');
  return row;
}

/** Numbers a letter issued on `date` in its company's series for that financial year (see takeNumber). */
export async function nextLetterNumber(tx: DbOrTx, company: SettingsRow, date: string) {
  const year = financialYearOf(date);
  return letterNumber(prefixOf(company), year, await takeNumber(tx, company.company.id, year));
}

async function view(db: DbOrTx, companyId: number): Promise<LetterSettings> {
  const row = await companyLetterhead(db, companyId);
  const year = financialYearOf(todayIn());
  return {
    company_id: companyId,
    number_prefix: prefixOf(row),
    signatory_name: row.settings?.signatory_name ?? null,
    signatory_designation: row.settings?.signatory_designation ?? null,
    next_number: letterNumber(prefixOf(row), year, (await lastNumber(db, companyId, year)) + 1),
  };
}

export async function letterSettingsOf(db: Db, principal: Principal, companyId: number) {
  assertInScope(companyScope(principal), companyId, 'Company');
  return view(db, companyId);
}

export async function updateLetterSettings(
  db: Db,
  principal: Principal,
  companyId: number,
  body: LetterSettingsRequest,
): Promise<LetterSettings> {
  assertInScope(companyScope(principal), companyId, 'Company');
  const before = await view(db, companyId);
  await db.transaction(async (tx) => {
    await saveSettings(tx, { company_id: companyId, ...body });
    await recordAudit(tx, principal, {
      action: 'letter_settings.updated',
      entity_type: 'letter_settings',
      entity_id: companyId,
      company_id: companyId,
      summary: 'Changed the letterhead’s signatory or the letter numbers’ prefix',
      changes: changedFields(before, body),
    });
  });
  return view(db, companyId);
}
