import type { LwfRates } from '@hrms/contracts/statutory';
import { paise } from '../../../platform/money';

/**
 * Labour welfare fund for one month (pure; paise): a state's employee and employer contributions, due only
 * in the state's contribution months (every month, June and December, or once a year), by the band of the
 * month's gross wages (bands inclusive at both ends, as the seeded ones are contiguous to the paisa).
 * Nothing where the state has no fund, the branch is exempt, or the month is not one. In a month without
 * pay the employee's share cannot be deducted, so only the employer's is due.
 */
export function labourWelfareFund(
  rules: LwfRates | null | undefined,
  input: { month: number; monthlyGross: number; applicable: boolean },
) {
  const none = { employee: 0, employer: 0 };
  if (!rules || !input.applicable || rules.frequency === 'none') return none;
  if (!rules.deduction_months.includes(input.month)) return none;
  const gross = Math.max(0, input.monthlyGross);
  const band = rules.bands.find(
    (b) => gross >= paise(b.min_wage) && (b.max_wage === null || gross <= paise(b.max_wage)),
  );
  if (!band) return none;
  return { employee: gross > 0 ? paise(band.employee) : 0, employer: paise(band.employer) };
}
