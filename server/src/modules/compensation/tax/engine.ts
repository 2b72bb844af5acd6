/**
 * Annual income tax from a regime's data, in integer paise: slabs (by age where the regime has age slabs),
 * standard deduction, the section 87A rebate (with marginal relief at its threshold where the regime grants
 * it), surcharge bands with marginal relief, and health and education cess. Pure: no database, no dates.
 *
 * Rounding happens on the two final figures only (never on a minor head):
 *  - s.288A: the total income is rounded to the nearest multiple of `rounding.totalIncome` rupees — paise
 *    ignored first, then a remainder of half the multiple or more (a last digit of 5 or more for ten) rounds
 *    up — and the tax is computed on the rounded income;
 *  - s.288B: the tax payable (after rebate, surcharge and its relief, and cess) is rounded the same way to
 *    `rounding.tax` rupees.
 * Rates are percentages with up to two decimals. Intermediate products are kept exact (BigInt, in
 * ten-thousandths of a paisa) until the tax payable.
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
  /**
   * Slabs for residents who reach `minAge` during the year (old regime: 60 and 80, First Schedule Part III):
   * the entry with the highest `minAge` not above the age replaces `slabs`.
   */
  ageSlabs: { minAge: number; slabs: TaxSlab[] }[];
  /** s.288A / s.288B: the multiples of rupees the total income and the tax payable are rounded to. */
  rounding: { totalIncome: number; tax: number };
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
  /** Total income before and after s.288A; `incomeRounding` is the signed difference. */
  taxableIncomeUnrounded: number;
  incomeRounding: number;
  taxableIncome: number;
  slabTax: number;
  rebate87a: number;
  /** Marginal relief in all, and its two parts: at the 87A threshold and on the surcharge. */
  marginalRelief: number;
  rebateRelief: number;
  surchargeRelief: number;
  /** Surcharge after its marginal relief. */
  surcharge: number;
  cess: number;
  /** Tax payable before and after s.288B (paise); `taxRounding` is the signed difference. */
  taxBeforeRounding: number;
  taxRounding: number;
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

/**
 * s.288A / s.288B in paise: "any part of a rupee consisting of paise shall first be ignored and thereafter if
 * such amount is not a multiple of ten, then, if the last figure in that amount is five or more, the amount
 * shall be increased to the next higher amount which is a multiple of ten and if the last figure is less than
 * five, the amount shall be reduced to the next lower amount which is a multiple of ten". For a multiple other
 * than ten, half of it or more rounds up.
 */
export function roundToMultiple(paise: number, multipleRupees: number): number {
  const rupees = Math.floor(Math.max(0, paise) / 100);
  const remainder = rupees % multipleRupees;
  const down = rupees - remainder;
  return (remainder * 2 >= multipleRupees && remainder > 0 ? down + multipleRupees : down) * 100;
}

/** The slabs for a resident of `age`: the age slabs with the highest minimum age reached, else the regime's. */
export function slabsForAge(rules: TaxRules, age: number): TaxSlab[] {
  let chosen: { minAge: number; slabs: TaxSlab[] } | null = null;
  for (const entry of rules.ageSlabs) {
    if (age >= entry.minAge && (!chosen || entry.minAge > chosen.minAge)) chosen = entry;
  }
  return chosen ? chosen.slabs : rules.slabs;
}

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

function taxBeforeCess(rules: TaxRules, slabs: TaxSlab[], taxable: number): bigint {
  const { exact } = slabTaxOf(slabs, taxable);
  return afterRebate(rules, taxable, exact).exact;
}

/**
 * The year's tax on an income (paise) for a resident who reaches `age` during the year (below 60 when
 * omitted). The standard deduction comes off `annualIncome` first; a caller that has already computed the
 * total income passes rules with a zero standard deduction.
 */
export function computeAnnualTax(rules: TaxRules, annualIncome: number, age = 0): TaxBreakdown {
  const standardDeduction = Math.min(rules.standardDeduction, Math.max(0, annualIncome));
  const unrounded = Math.max(0, annualIncome - standardDeduction);
  const taxable = roundToMultiple(unrounded, rules.rounding.totalIncome);
  const slabs = slabsForAge(rules, age);
  const slab = slabTaxOf(slabs, taxable);
  const rebated = afterRebate(rules, taxable, slab.exact);

  let surchargeExact = 0n;
  let surchargeRelief = 0n;
  const band = surchargeBand(rules, taxable);
  if (band) {
    surchargeExact = (rebated.exact * basisPoints(band.rate)) / SCALE;
    // The extra tax and surcharge over the threshold may not exceed the income over it.
    const atThreshold = withSurcharge(taxBeforeCess(rules, slabs, band.above), band.previousRate);
    const limit = atThreshold + BigInt(taxable - band.above) * SCALE;
    const charged = rebated.exact + surchargeExact;
    if (charged > limit)
      surchargeRelief = charged - limit > surchargeExact ? surchargeExact : charged - limit;
  }
  const surcharge = surchargeExact - surchargeRelief;
  const cessExact = ((rebated.exact + surcharge) * basisPoints(rules.cessRate)) / SCALE;
  const taxBeforeRounding = toPaise(rebated.exact + surcharge + cessExact);
  const totalTax = roundToMultiple(taxBeforeRounding, rules.rounding.tax);

  return {
    annualIncome,
    standardDeduction,
    taxableIncomeUnrounded: unrounded,
    incomeRounding: taxable - unrounded,
    taxableIncome: taxable,
    slabTax: toPaise(slab.exact),
    rebate87a: toPaise(rebated.rebate),
    marginalRelief: toPaise(rebated.relief + surchargeRelief),
    rebateRelief: toPaise(rebated.relief),
    surchargeRelief: toPaise(surchargeRelief),
    surcharge: toPaise(surcharge),
    cess: toPaise(cessExact),
    taxBeforeRounding,
    taxRounding: totalTax - taxBeforeRounding,
    totalTax,
    monthlyTax: toRupee(Math.round(totalTax / 12)),
    slabs: slab.bands,
  };
}
