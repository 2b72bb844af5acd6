import { type Statute, statuteOfYear } from '@hrms/contracts/statute';
import { financialYearDates } from '@hrms/contracts/tax-year';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { type RatesInForce, ratesInForce } from './rates-queries';
import { INDIA_COUNTRY_ID } from './rates-service';

/** The statute of a tax year from the rates in force on its first day; null when no version covers it. */
export function statuteOfRates(rates: RatesInForce, taxYear: string): Statute | null {
  if (!rates.incomeTax || !rates.incomeTaxFrom) return null;
  return statuteOfYear(rates.incomeTax, taxYear, rates.incomeTaxFrom);
}

/**
 * The income-tax statute governing a tax year: the INCOME_TAX version in force on 1 April of it (a year is
 * governed by one Act from its first day to its last). 404 for a year no version covers.
 */
export async function statuteFor(
  db: DbOrTx,
  taxYear: string,
  countryId = INDIA_COUNTRY_ID,
): Promise<Statute> {
  const found = statuteOfRates(await ratesInForce(db, countryId, financialYearDates(taxYear).from), taxYear);
  if (!found) throw new AppError(404, `No income-tax statute is recorded for ${taxYear}`);
  return found;
}
