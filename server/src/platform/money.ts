/** Money columns are numeric(14,2): 14 digits, 2 of them paise. */
export const MONEY_PRECISION = 14;
/** The largest amount a money column holds, in paise (999,999,999,999.99 rupees). */
export const MAX_MONEY_PAISE = 10 ** MONEY_PRECISION - 1;

/**
 * Money crosses the API as rupees with two decimals and lives in the engines as integer paise.
 * numeric(14,2) columns arrive from the database as strings ("1234.50").
 */
export function paise(rupees: number | string): number {
  const text = typeof rupees === 'number' ? rupees.toFixed(2) : rupees.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?\d*$/.exec(text);
  if (!match) throw new Error(`not an amount: ${rupees}`);
  const [, sign, whole, fraction = ''] = match;
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -value : value;
}

/** Paise back to rupees for JSON (a number with at most two decimals). */
export const rupees = (p: number) => Math.round(p) / 100;
/** Paise to the nearest whole rupee, 50 paise and more up (paise in, paise out). */
export const nearestRupee = (p: number) => Math.round(p / 100) * 100;

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const wholeInr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
/** Rupees as an Indian reader writes them: ₹1,23,456.00 (₹1,23,456 with `whole`, for limits in a sentence). */
export const formatRupees = (amount: number, { whole = false } = {}) =>
  // -0 (a nil amount negated, or a tiny difference rounded) is printed as ₹0.00, never "-₹0.00".
  (whole ? wholeInr : inr).format(Object.is(amount, -0) || Math.abs(amount) < 0.005 ? 0 : amount);

/** A rupee amount as the database's numeric text. */
export const numericText = (p: number) => (p / 100).toFixed(2);
