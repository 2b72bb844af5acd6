import type { PayBasis, WageDefinition } from '@hrms/contracts/enums';
import type { DbOrTx } from '../../db/client';
import { inForceOn } from '../../platform/period';
import { payLinesOf } from '../compensation/public';
import {
  linesByVersion,
  structureEncashmentPay,
  structureVersionsUpTo,
  wageBasisOf,
} from '../payroll/public';
import { payrollSettingsOf } from '../payroll-settings/public';
import { ratesInForce } from '../statutory/public';
import { employeesCountries } from './queries';

/**
 * Each employee's monthly pay leave is encashed on and the day divisor, on a date (paise), from the structure in force then
 * and the company's settings: the rule the month that pays it follows (payroll's engine, encashment.ts), so
 * what a request shows is what payroll would pay at today's structure. No structure, no rate.
 */
export type EncashmentRate = { monthlyPay: number; dayDivisor: number };

export async function dayRatesOn(
  db: DbOrTx,
  employeeIds: number[],
  date: string,
): Promise<Map<number, EncashmentRate>> {
  const people = await employeesCountries(db, [...new Set(employeeIds)]);
  const versions = await structureVersionsUpTo(
    db,
    people.map((p) => p.id),
    date,
  );
  const versionOf = new Map<number, number>();
  for (const p of people) {
    const version = inForceOn(
      versions.filter((v) => v.employee_id === p.id),
      date,
    );
    if (version) versionOf.set(p.id, version.id);
  }
  const lines = linesByVersion(await payLinesOf(db, [...versionOf.values()]));
  const settings = await payrollSettingsOf(
    db,
    people.map((p) => p.company_id),
  );
  const codeWages = new Map<number, Awaited<ReturnType<typeof ratesInForce>>['codeWages']>();
  for (const countryId of new Set(people.map((p) => p.country_id))) {
    codeWages.set(countryId, (await ratesInForce(db, countryId, date)).codeWages);
  }
  const rates = new Map<number, EncashmentRate>();
  for (const p of people) {
    const structure = lines.get(versionOf.get(p.id) ?? -1);
    const set = settings.get(p.company_id);
    if (!structure?.length || !set) continue;
    const wageBasis = wageBasisOf(codeWages.get(p.country_id), set.wage_definition as WageDefinition);
    const monthly = structureEncashmentPay(structure, wageBasis, set.encashment_basis as PayBasis);
    rates.set(p.id, { monthlyPay: monthly, dayDivisor: set.encashment_day_divisor });
  }
  return rates;
}
