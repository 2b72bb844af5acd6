import type { BonusRunRequest } from '@hrms/contracts/bonus';

/** The new-run form's values: text inputs and selects hold strings. */
export type BonusFormValues = { accounting_year: string; rate: string; pay_month: string };
export const BONUS_FORM_FIELDS = ['accounting_year', 'rate', 'pay_month'] as const;

/** The pay month choices: from the year's April for fifteen months (s.19: within eight months of its end). */
export function payMonthChoices(accountingYear: string, monthNames: readonly string[]) {
  const start = Number(accountingYear.slice(0, 4));
  return Array.from({ length: 20 }, (_, i) => {
    const index = start * 12 + 3 + i;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    return { value: `${year}-${String(month).padStart(2, '0')}`, label: `${monthNames[month - 1]} ${year}` };
  });
}

/**
 * The request to send, or the fields' messages: the rate as a number within the legal range when one is
 * known (the server checks it again), the pay month split into year and month.
 */
export function bonusRunRequest(
  values: BonusFormValues,
  range: { min: number; max: number } | null,
  companyId: number | null,
):
  | { ok: true; request: BonusRunRequest }
  | { ok: false; errors: Partial<Record<keyof BonusFormValues, string>> } {
  const errors: Partial<Record<keyof BonusFormValues, string>> = {};
  const rateText = values.rate.trim();
  const rate = rateText === '' ? undefined : Number(rateText);
  if (rate !== undefined && (!Number.isFinite(rate) || Math.round(rate * 100) !== rate * 100))
    errors.rate = 'Enter the rate as a percentage with at most two decimals.';
  else if (rate !== undefined && range && (rate < range.min || rate > range.max))
    errors.rate = `The bonus rate must be between ${range.min}% and ${range.max}%.`;
  const [payYear, payMonth] = values.pay_month.split('-').map(Number);
  if (!payYear || !payMonth) errors.pay_month = 'Choose the month whose payroll pays the bonus.';
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    request: {
      ...(companyId ? { company_id: companyId } : {}),
      accounting_year: values.accounting_year,
      ...(rate !== undefined ? { rate } : {}),
      pay_year: payYear as number,
      pay_month: payMonth as number,
    },
  };
}

/** The register's rows narrowed by the eligibility filter. */
export type EligibilityFilter = 'all' | 'eligible' | 'not_eligible';
export function filterEntries<T extends { eligible: boolean }>(
  entries: readonly T[],
  filter: EligibilityFilter,
) {
  if (filter === 'all') return [...entries];
  return entries.filter((e) => e.eligible === (filter === 'eligible'));
}
