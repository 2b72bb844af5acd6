/**
 * Annual income tax from a regime's data, in integer paise: slabs, standard deduction, the section 87A
 * rebate (with marginal relief at its threshold where the regime grants it), surcharge bands with
 * marginal relief, and health and education cess. Pure: no database, no dates.
 *
 * Rates are percentages with up to two decimals. Intermediate products are kept exact (BigInt, in
 * ten-thousandths of a paisa) and rounded once, to whole rupees, at the end.
 */

export type TaxSlab = {
  /** Lower bound of the band, in paise. */
  min: number;
  /** Upper bound, or null for the open-ended top band. */
  max: number | null;
  /** Percentage, e.g. 5 or 12.5. */
  rate: number;
  /** A fixed amount (paise) charged once income enters the band, on top of the rate. Usually 0. */
  fixed: number;
};

export type TaxRules = {
  slabs: TaxSlab[];
  standardDeduction: number;
  rebate87a: { maxIncome: number; maxRebate: number; marginalRelief: boolean } | null;
  /** Surcharge rate applying when taxable income exceeds `above` (paise); highest band wins. */
  surcharge: { above: number; rate: number }[];
  cessRate: number;
};

export type SlabTax = { min: number; max: number | null; rate: number; taxableAmount: number; tax: number };

export type TaxBreakdown = {
  annualIncome: number;
  standardDeduction: number;
  taxableIncome: number;
  slabTax: number;
  rebate87a: number;
  marginalRelief: number;
  surcharge: number;
  cess: number;
  totalTax: number;
  monthlyTax: number;
  slabs: SlabTax[];
};

const SCALE = 10_000n; // rates in basis points: 5% = 500 bp

const basisPoints = (rate: number) => BigInt(Math.round(rate * 100));

/** paise × basis points → exact value in (paise × 10 000). */
const times = (paise: number | bigint, rate: number) => BigInt(paise) * basisPoints(rate);

/** Rounds an exact (paise × 10 000) value to whole paise, half up. */
const toPaise = (exact: bigint) => Number((exact + SCALE / 2n) / SCALE);

/** Rounds paise to whole rupees, half up. */
const toRupee = (paise: number) => Math.floor((paise + 50) / 100) * 100;

/** Tax on the slabs alone for a taxable income, exact, plus the per-band detail. */
function slabTaxOf(slabs: TaxSlab[], taxable: number): { exact: bigint; bands: SlabTax[] } {
  let exact = 0n;
  const bands: SlabTax[] = [];
  for (const slab of slabs) {
    const top = slab.max === null ? taxable : Math.min(taxable, slab.max);
    const inBand = Math.max(0, top - slab.min);
    const reached = taxable > slab.min;
    const bandExact = times(inBand, slab.rate) + (reached ? BigInt(slab.fixed) * SCALE : 0n);
    exact += bandExact;
    bands.push({
      min: slab.min,
      max: slab.max,
      rate: slab.rate,
      taxableAmount: inBand,
      tax: toPaise(bandExact),
    });
  }
  return { exact, bands };
}

/** Tax after the 87A rebate and its marginal relief, exact. */
function afterRebate(rules: TaxRules, taxable: number, slabExact: bigint) {
  const rebate = rules.rebate87a;
  if (!rebate) return { exact: slabExact, rebate: 0n, relief: 0n };
  if (taxable <= rebate.maxIncome) {
    const r = slabExact < BigInt(rebate.maxRebate) * SCALE ? slabExact : BigInt(rebate.maxRebate) * SCALE;
    return { exact: slabExact - r, rebate: r, relief: 0n };
  }
  // Just above the threshold the tax may not exceed the income above it (section 87A proviso).
  const excess = BigInt(taxable - rebate.maxIncome) * SCALE;
  if (rebate.marginalRelief && slabExact > excess)
    return { exact: excess, rebate: 0n, relief: slabExact - excess };
  return { exact: slabExact, rebate: 0n, relief: 0n };
}

/** The surcharge band for an income: its rate and threshold, and the rate of the band below it. */
function surchargeBand(rules: TaxRules, taxable: number) {
  const bands = [...rules.surcharge].sort((a, b) => a.above - b.above);
  let current: { above: number; rate: number } | null = null;
  let previousRate = 0;
  for (const band of bands) {
    if (taxable > band.above) {
      previousRate = current?.rate ?? 0;
      current = band;
    }
  }
  return current ? { ...current, previousRate } : null;
}

/** Tax plus surcharge for an income, before marginal relief on the surcharge. */
function withSurcharge(taxExact: bigint, rate: number) {
  return taxExact + (taxExact * basisPoints(rate)) / SCALE;
}

function taxBeforeCess(rules: TaxRules, taxable: number): bigint {
  const { exact } = slabTaxOf(rules.slabs, taxable);
  return afterRebate(rules, taxable, exact).exact;
}

export function computeAnnualTax(rules: TaxRules, annualIncome: number): TaxBreakdown {
  const standardDeduction = Math.min(rules.standardDeduction, Math.max(0, annualIncome));
  const taxable = Math.max(0, annualIncome - standardDeduction);
  const slab = slabTaxOf(rules.slabs, taxable);
  const rebated = afterRebate(rules, taxable, slab.exact);

  let surchargeExact = 0n;
  let surchargeRelief = 0n;
  const band = surchargeBand(rules, taxable);
  if (band) {
    surchargeExact = (rebated.exact * basisPoints(band.rate)) / SCALE;
    // The extra tax and surcharge over the threshold may not exceed the income over it.
    const atThreshold = withSurcharge(taxBeforeCess(rules, band.above), band.previousRate);
    const limit = atThreshold + BigInt(taxable - band.above) * SCALE;
    const charged = rebated.exact + surchargeExact;
    if (charged > limit)
      surchargeRelief = charged - limit > surchargeExact ? surchargeExact : charged - limit;
  }
  const surcharge = surchargeExact - surchargeRelief;
  const cessExact = ((rebated.exact + surcharge) * basisPoints(rules.cessRate)) / SCALE;
  const totalTax = toRupee(toPaise(rebated.exact + surcharge + cessExact));

  return {
    annualIncome,
    standardDeduction,
    taxableIncome: taxable,
    slabTax: toPaise(slab.exact),
    rebate87a: toPaise(rebated.rebate),
    marginalRelief: toPaise(rebated.relief + surchargeRelief),
    surcharge: toPaise(surcharge),
    cess: toPaise(cessExact),
    totalTax,
    monthlyTax: toRupee(Math.round(totalTax / 12)),
    slabs: slab.bands,
  };
}
