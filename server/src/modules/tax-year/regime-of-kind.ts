import { taxRegimeMetadata } from '@hrms/contracts/compensation';
import type { TaxRegimeKind } from '@hrms/contracts/tax-year';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { taxRegimes, taxSlabs } from '../../db/schema/compensation';
import { regimeRulesFrom } from './engine/rules';
import type { RegimeRules } from './engine/types';

/** A financial year's regime as TDS and the year's position use it. */
export type YearRegime = {
  id: number;
  code: string;
  kind: TaxRegimeKind | null;
  isDefault: boolean;
  hasSlabs: boolean;
  rules: RegimeRules;
};

/**
 * Every regime of these countries for a financial year with its rules, in two queries; each country's list
 * has the year's default first, then active before inactive.
 */
export async function regimesOfYear(
  db: DbOrTx,
  countryIds: number[],
  financialYear: string,
): Promise<Map<number, YearRegime[]>> {
  const byCountry = new Map<number, YearRegime[]>();
  if (!countryIds.length) return byCountry;
  const rows = await db
    .select()
    .from(taxRegimes)
    .where(and(inArray(taxRegimes.country_id, countryIds), eq(taxRegimes.financial_year, financialYear)))
    .orderBy(desc(taxRegimes.is_default), desc(taxRegimes.is_active), asc(taxRegimes.id));
  const slabs = rows.length
    ? await db
        .select()
        .from(taxSlabs)
        .where(
          inArray(
            taxSlabs.tax_regime_id,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(taxSlabs.tax_regime_id, taxSlabs.position)
    : [];
  for (const row of rows) {
    const own = slabs
      .filter((s) => s.tax_regime_id === row.id)
      .map((s) => ({
        min_income: Number(s.min_income),
        max_income: s.max_income === null ? null : Number(s.max_income),
        rate: Number(s.rate),
        tax_amount: Number(s.tax_amount),
      }));
    const metadata = taxRegimeMetadata.parse(row.metadata);
    const list = byCountry.get(row.country_id) ?? [];
    list.push({
      id: row.id,
      code: row.code,
      kind: metadata.kind,
      isDefault: row.is_default,
      hasSlabs: own.length > 0,
      rules: regimeRulesFrom(metadata, own),
    });
    byCountry.set(row.country_id, list);
  }
  return byCountry;
}

/**
 * The regime an employee's choice of kind means for the year: the year's regime of that kind (the company's
 * default among several, else the year's default, else the first); where no regime says its kind, the
 * company's default regime when it is for the year, else the year's default, as payroll chose before
 * employees chose a kind (docs/decisions/income-tax.md, "The regime of an employee's choice").
 */
export function regimeOfKind(
  regimes: readonly YearRegime[],
  kind: TaxRegimeKind,
  companyDefaultId: number | null,
): YearRegime | null {
  const ofKind = regimes.filter((r) => r.kind === kind);
  const among = ofKind.length ? ofKind : regimes;
  return among.find((r) => r.id === companyDefaultId) ?? among[0] ?? null;
}
