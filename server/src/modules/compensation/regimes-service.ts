import type {
  TaxCalculation,
  TaxRegime,
  TaxRegimeMetadata,
  TaxRegimeRequest,
  TaxSlabInput,
} from '@hrms/contracts/compensation';
import { taxRegimeMetadata } from '@hrms/contracts/compensation';
import type { Db, DbOrTx } from '../../db/client';
import { iso } from '../../platform/dates';
import { conflict, fieldError, notFound, validationFailed } from '../../platform/errors';
import { paise, rupees } from '../../platform/money';
import { paged } from '../../platform/pagination';
import { findCountry } from '../organisation/public';
import { firstFreeCode, regimeCodeBase } from './engine/regime-code';
import {
  clearOtherDefaults,
  companiesDefaultingTo,
  deleteRegimeRow,
  findRegime,
  insertRegime,
  listRegimes,
  type RegimeFilters,
  type RegimeRow,
  regimeCodeTaken,
  replaceSlabs,
  slabsOf,
  updateRegimeRow,
} from './regimes-queries';
import { computeAnnualTax } from './tax/engine';
import { taxRulesFrom } from './tax/rules';
import { slabErrors } from './tax/slabs';

type SlabRow = Awaited<ReturnType<typeof slabsOf>>[number];

const slabInput = (s: SlabRow): TaxSlabInput => ({
  min_income: Number(s.min_income),
  max_income: s.max_income === null ? null : Number(s.max_income),
  rate: Number(s.rate),
  tax_amount: Number(s.tax_amount),
});

function toRegime({ regime: r, country }: RegimeRow, slabs: SlabRow[]): TaxRegime {
  return {
    ...r,
    country,
    // Stored metadata is read through the schema so older rows gain new settings' defaults.
    metadata: taxRegimeMetadata.parse(r.metadata),
    tax_slabs: slabs.map((s) => {
      const input = slabInput(s);
      return { id: s.id, ...input, tax_rate: input.rate };
    }),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

export async function listRegimesPage(db: Db, q: RegimeFilters & { page: number; per_page: number }) {
  const { rows, stats } = await listRegimes(db, q, q.page, q.per_page);
  const slabs = await slabsOf(
    db,
    rows.map((r) => r.regime.id),
  );
  const data = rows.map((r) =>
    toRegime(
      r,
      slabs.filter((s) => s.tax_regime_id === r.regime.id),
    ),
  );
  return { ...paged(data, stats.total, q.page, q.per_page), summary: stats };
}

export async function loadRegime(db: DbOrTx, id: number): Promise<TaxRegime> {
  const row = await findRegime(db, id);
  if (!row) throw notFound('Tax regime');
  return toRegime(row, await slabsOf(db, [id]));
}

/**
 * Checks the input and settles the code: the one typed, else the edited regime's own, else one derived from
 * the country, name and year (spec 2 §5 asks only for name, financial year and country).
 */
async function validCode(db: DbOrTx, input: TaxRegimeRequest, before?: TaxRegime): Promise<string> {
  const country = await findCountry(db, input.country_id);
  if (!country) throw fieldError('country_id', 'The selected country id is invalid.');
  if (input.effective_from && input.effective_to && input.effective_to < input.effective_from) {
    throw fieldError('effective_to', 'The end date must not be before the start date.');
  }
  if (input.code) {
    if (await regimeCodeTaken(db, input.code, before?.id)) {
      throw fieldError('code', 'The code has already been taken.');
    }
    return input.code;
  }
  if (before) return before.code;
  return firstFreeCode(regimeCodeBase(country.currency_code, input.name, input.financial_year), (code) =>
    regimeCodeTaken(db, code),
  );
}

/** Saves the regime's fields; a regime made default takes the flag from its country's others of that year. */
async function save(db: DbOrTx, input: TaxRegimeRequest, before?: TaxRegime): Promise<number> {
  const values = {
    ...input,
    code: await validCode(db, input, before),
    effective_from: input.effective_from ?? null,
    effective_to: input.effective_to ?? null,
  };
  const regimeId = before?.id ?? (await insertRegime(db, { ...values, is_default: false }));
  if (input.is_default) await clearOtherDefaults(db, input.country_id, input.financial_year, regimeId);
  await updateRegimeRow(db, regimeId, values);
  return regimeId;
}

export async function createRegime(db: Db, input: TaxRegimeRequest): Promise<TaxRegime> {
  return db.transaction(async (tx) => loadRegime(tx, await save(tx, input)));
}

export async function updateRegime(db: Db, id: number, input: TaxRegimeRequest): Promise<TaxRegime> {
  return db.transaction(async (tx) => loadRegime(tx, await save(tx, input, await loadRegime(tx, id))));
}

export async function deleteRegime(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await loadRegime(tx, id);
    const users = await companiesDefaultingTo(tx, id);
    if (users > 0) {
      throw conflict(
        `This regime is the default of ${users} compan${users === 1 ? 'y' : 'ies'} and cannot be deleted`,
      );
    }
    await deleteRegimeRow(tx, id);
  });
}

export async function setSlabs(db: Db, id: number, slabs: TaxSlabInput[]): Promise<TaxRegime> {
  const errors = slabErrors(slabs);
  if (errors) throw validationFailed(errors);
  return db.transaction(async (tx) => {
    await loadRegime(tx, id);
    await replaceSlabs(
      tx,
      id,
      slabs.map((s, position) => ({
        position,
        min_income: s.min_income.toFixed(2),
        max_income: s.max_income === null ? null : s.max_income.toFixed(2),
        rate: s.rate.toFixed(2),
        tax_amount: s.tax_amount.toFixed(2),
      })),
    );
    return loadRegime(tx, id);
  });
}

/**
 * The tax engine's breakdown for a gross annual income under a stored regime, in rupees: standard deduction,
 * s.288A rounding of the total income, slabs (by `age` where the regime has age slabs; below 60 when
 * omitted), rebate, surcharge, cess and s.288B rounding of the tax.
 */
export function taxUnder(
  metadata: TaxRegimeMetadata,
  slabs: TaxSlabInput[],
  annualIncome: number,
  age?: number,
): TaxCalculation {
  if (!slabs.length) throw conflict('This regime has no tax slabs yet');
  const r = computeAnnualTax(taxRulesFrom(metadata, slabs), paise(annualIncome), age ?? 0);
  return {
    annual_income: rupees(r.annualIncome),
    standard_deduction: rupees(r.standardDeduction),
    taxable_income: rupees(r.taxableIncome),
    income_rounding: rupees(r.incomeRounding),
    slab_tax: rupees(r.slabTax),
    rebate_87a: rupees(r.rebate87a),
    marginal_relief: rupees(r.marginalRelief),
    surcharge: rupees(r.surcharge),
    cess: rupees(r.cess),
    tax_before_rounding: rupees(r.taxBeforeRounding),
    tax_rounding: rupees(r.taxRounding),
    total_tax: rupees(r.totalTax),
    monthly_tax: rupees(r.monthlyTax),
    slabs: r.slabs.map((s) => ({
      min_income: rupees(s.min),
      max_income: s.max === null ? null : rupees(s.max),
      rate: s.rate,
      taxable_amount: rupees(s.taxableAmount),
      tax: rupees(s.tax),
    })),
  };
}

export async function calculateTax(
  db: Db,
  id: number,
  input: { annual_income: number; age?: number | undefined },
): Promise<TaxCalculation> {
  const regime = await loadRegime(db, id);
  return taxUnder(regime.metadata, regime.tax_slabs, input.annual_income, input.age);
}
