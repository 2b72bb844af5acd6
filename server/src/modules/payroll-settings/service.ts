import type { PayrollSettings, PayrollSettingsRequest } from '@hrms/contracts/payroll-settings';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/organisation';
import { companyPayrollSettings } from '../../db/schema/payroll';
import { companyScope, isInCompanyScope } from '../../platform/access';
import { changedFields, recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import { fieldError, notFound, validationFailed } from '../../platform/errors';
import { ratesInForce } from '../statutory/public';
import { type PayrollSettingsRow, payrollSettingsOf } from './queries';

/** The company whose settings are read or written: the one given (a super admin) or the caller's own. */
function companyFor(principal: Principal, given?: number): number {
  const companyId = given ?? principal.companyId;
  if (companyId == null) throw fieldError('company_id', 'Choose a company.');
  // Another company's settings answer as if it did not exist.
  if (!isInCompanyScope(companyScope(principal), companyId)) throw notFound('Company');
  return companyId;
}

/**
 * The statutory bounds in force today for the company's country: the BONUS rules' rate range (null when none
 * is recorded) and the least overtime multiplier the hours-of-work rules allow.
 */
async function statutoryBounds(db: Db, companyId: number) {
  const [company] = await db
    .select({ country_id: companies.country_id })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound('Company');
  const rates = await ratesInForce(db, company.country_id, todayIn());
  return {
    bonus: rates.bonus ? { min: rates.bonus.min_rate, max: rates.bonus.max_rate } : null,
    minOvertimeMultiplier: rates.hours?.min_overtime_multiplier ?? null,
  };
}

const toSettings = (
  row: PayrollSettingsRow,
  range: PayrollSettings['bonus_rate_range'],
): PayrollSettings => ({
  company_id: row.company_id,
  overtime_multiplier: Number(row.overtime_multiplier),
  overtime_day_divisor: row.overtime_day_divisor,
  overtime_hours_per_day: Number(row.overtime_hours_per_day),
  encashment_basis: row.encashment_basis as PayrollSettings['encashment_basis'],
  encashment_day_divisor: row.encashment_day_divisor,
  notice_period_days: row.notice_period_days,
  notice_pay_basis: row.notice_pay_basis as PayrollSettings['notice_pay_basis'],
  notice_pay_day_divisor: row.notice_pay_day_divisor,
  bonus_rate: Number(row.bonus_rate),
  bonus_rate_range: range,
  payslip_protection: row.payslip_protection as PayrollSettings['payslip_protection'],
  wage_definition: row.wage_definition as PayrollSettings['wage_definition'],
  pay_basis: row.pay_basis as PayrollSettings['pay_basis'],
  pay_date_rule: row.pay_date_rule as PayrollSettings['pay_date_rule'],
  pay_day: row.pay_day,
  tds_signatory: {
    name: row.tds_signatory_name,
    parent_name: row.tds_signatory_parent_name,
    designation: row.tds_signatory_designation,
    place: row.tds_signatory_place,
    pan: row.tds_signatory_pan,
    mobile: row.tds_signatory_mobile,
    email: row.tds_signatory_email,
  },
  updated_at: row.updated_at ? row.updated_at.toISOString() : null,
});

/** The signatory's columns a request sets: each line given (blank clears it); none when left out. */
function signatoryValues(given: PayrollSettingsRequest['tds_signatory']) {
  if (!given) return {};
  const value = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() || null);
  const columns = {
    tds_signatory_name: value(given.name),
    tds_signatory_parent_name: value(given.parent_name),
    tds_signatory_designation: value(given.designation),
    tds_signatory_place: value(given.place),
    tds_signatory_pan: value(given.pan),
    tds_signatory_mobile: value(given.mobile),
    tds_signatory_email: value(given.email),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

/** A company's settings, created with the schema's defaults on first read. */
export async function getPayrollSettings(db: Db, principal: Principal, given?: number) {
  const companyId = companyFor(principal, given);
  const range = (await statutoryBounds(db, companyId)).bonus;
  const row = (await payrollSettingsOf(db, [companyId])).get(companyId);
  if (!row) throw notFound('Company');
  return toSettings(row, range);
}

/** Saves a company's settings (the bonus rate within the BONUS rules in force); audited with what changed. */
export async function updatePayrollSettings(db: Db, principal: Principal, input: PayrollSettingsRequest) {
  const companyId = companyFor(principal, input.company_id);
  const bounds = await statutoryBounds(db, companyId);
  const range = bounds.bonus;
  const problems: Record<string, string[]> = {};
  // The Payment of Bonus Act's minimum (s.10) and maximum (s.11) rates, as data.
  if (range && (input.bonus_rate < range.min || input.bonus_rate > range.max)) {
    problems.bonus_rate = [
      `The bonus rate must be between ${range.min}% and ${range.max}% (Payment of Bonus Act).`,
    ];
  }
  // Overtime at not less than twice the ordinary rate (Code on Wages s.14, OSH Code s.27), as data.
  const least = bounds.minOvertimeMultiplier;
  if (least !== null && input.overtime_multiplier < least) {
    problems.overtime_multiplier = [
      `The overtime multiplier must be at least ${least}: overtime is paid at no less than ${least} times the ordinary rate (Code on Wages s.14).`,
    ];
  }
  // A fixed pay day needs its day; the last working day has none.
  if (input.pay_date_rule && input.pay_date_rule !== 'last_working_day' && !input.pay_day)
    problems.pay_day = ['Give the day of the month the salary is paid.'];
  if (Object.keys(problems).length) throw validationFailed(problems);
  const { company_id: _c, ...fields } = input;
  const values = {
    overtime_multiplier: fields.overtime_multiplier.toFixed(2),
    overtime_day_divisor: fields.overtime_day_divisor,
    overtime_hours_per_day: fields.overtime_hours_per_day.toFixed(2),
    encashment_basis: fields.encashment_basis,
    encashment_day_divisor: fields.encashment_day_divisor,
    notice_period_days: fields.notice_period_days,
    notice_pay_basis: fields.notice_pay_basis,
    notice_pay_day_divisor: fields.notice_pay_day_divisor,
    bonus_rate: fields.bonus_rate.toFixed(2),
    // Left out by a client written before the field existed: kept as it is.
    ...(fields.payslip_protection ? { payslip_protection: fields.payslip_protection } : {}),
    ...(fields.wage_definition ? { wage_definition: fields.wage_definition } : {}),
    ...(fields.pay_basis ? { pay_basis: fields.pay_basis } : {}),
    ...signatoryValues(fields.tds_signatory),
    ...(fields.pay_date_rule
      ? {
          pay_date_rule: fields.pay_date_rule,
          pay_day: fields.pay_date_rule === 'last_working_day' ? null : (fields.pay_day ?? null),
        }
      : {}),
  };
  return db.transaction(async (tx) => {
    const before = (await payrollSettingsOf(tx, [companyId])).get(companyId);
    if (!before) throw notFound('Company');
    const [row] = await tx
      .update(companyPayrollSettings)
      .set({ ...values, updated_at: new Date() })
      .where(eq(companyPayrollSettings.company_id, companyId))
      .returning();
    if (!row) throw notFound('Company');
    const was = toSettings(before, range);
    const now = toSettings(row, range);
    const { updated_at: _a, bonus_rate_range: _b, tds_signatory: wasSigner, ...wasRest } = was;
    const { updated_at: _d, bonus_rate_range: _e, tds_signatory: nowSigner, ...nowRest } = now;
    // The signatory's lines compare one by one (an object never equals its copy).
    const flat = (signer: PayrollSettings['tds_signatory']) =>
      Object.fromEntries(Object.entries(signer).map(([k, v]) => [`tds_signatory.${k}`, v]));
    const wasFields = { ...wasRest, ...flat(wasSigner) };
    const nowFields = { ...nowRest, ...flat(nowSigner) };
    await recordAudit(tx, principal, {
      action: 'payroll_settings.updated',
      entity_type: 'payroll_settings',
      entity_id: companyId,
      company_id: companyId,
      summary: 'Updated the payroll settings',
      changes: changedFields(wasFields, nowFields),
    });
    return now;
  });
}
