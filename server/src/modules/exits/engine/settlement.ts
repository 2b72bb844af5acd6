import type { ExitType } from '@hrms/contracts/enums';
import type { GratuityRates, LeaveEncashmentRates, RetrenchmentRates } from '@hrms/contracts/statutory';
import { paise } from '../../../platform/money';
import { addMonths, dayOrLastOf, periodOf } from '../../../platform/period';
import { encashedPay } from '../../payroll/public';
import type { SalaryMonth, TaxYearInput } from '../../tax-year/public';
import { taxYear } from '../../tax-year/public';

/**
 * The statutory engines of a full and final settlement, pure and in integer paise. Every rate,
 * ceiling and limit comes in as data (the GRATUITY and LEAVE_ENC statutory versions in force on the last
 * working day, the company's payroll settings); none is written here. Each amount is rounded to the nearest
 * rupee (half up), the way a settlement statement pays it; exemptions are compared on those rupee amounts.
 */

const DAY = 86_400_000;
const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
/** Whole days from `from` to `to`, both counted (2026-01-01 … 2026-01-01 is 1). */
export const daysInclusive = (from: string, to: string) => Math.round((toUtc(to) - toUtc(from)) / DAY) + 1;
/** Nearest rupee, half up, of an amount in paise (possibly fractional). */
export const rupee = (p: number) => Math.sign(p) * Math.floor(Math.abs(p) / 100 + 0.5) * 100;

/** A date moved by whole calendar months (the day clamped to the month's end: 31 Jan + 1 month = 28/29 Feb). */
const addMonthsTo = (date: string, months: number) =>
  dayOrLastOf(addMonths(periodOf(date), months), Number(date.slice(8, 10)));
const nextDay = (date: string) => new Date(toUtc(date) + DAY).toISOString().slice(0, 10);

/**
 * Service from the date of joining to the last working day, both counted: completed years, then the completed
 * months and the days of the part year after the last anniversary. Service "ends" at the close of the last
 * working day, so it is measured up to the day after (hire 2020-01-01, LWD 2024-12-31 is exactly 5 years).
 */
export function serviceOf(hireDate: string, lastWorkingDay: string) {
  const end = nextDay(lastWorkingDay);
  let years = 0;
  while (addMonthsTo(hireDate, (years + 1) * 12) <= end) years += 1;
  const anniversary = addMonthsTo(hireDate, years * 12);
  let months = 0;
  while (addMonthsTo(anniversary, months + 1) <= end) months += 1;
  const days = daysInclusive(addMonthsTo(anniversary, months), lastWorkingDay);
  return {
    years,
    months,
    /** Days left over after the completed months (0 when the service ends on a monthly anniversary). */
    days: Math.max(0, days),
    /** Calendar days of service in the part year after the last anniversary. */
    partYearDays: Math.max(0, daysInclusive(anniversary, lastWorkingDay)),
  };
}
export type Service = ReturnType<typeof serviceOf>;

// ---- gratuity

export type GratuityInput = {
  hireDate: string;
  lastWorkingDay: string;
  /** Last drawn monthly BASIC + DA (paise): s.4(2)'s "wages last drawn". */
  monthlyWages: number;
  rules: GratuityRates;
  /** Employed for a fixed term (employees.employment_type `fixed_term`). */
  fixedTerm?: boolean;
  /** The service ended by death: the minimum service is `death_min_years` (the proviso to s.4(1) / s.53(1)). */
  onDeath?: boolean;
};

export type GratuityResult = {
  service: Service;
  eligible: boolean;
  reason: string;
  /** Years the amount counts (s.4(2): a part year in excess of `part_year_months` counts whole). */
  years: number;
  monthlyWages: number;
  /** wages × days_per_year ÷ day_divisor: one year's gratuity (paise, unrounded for the working). */
  perYear: number;
  /** Before the ceiling, to the rupee. */
  computed: number;
  ceilingApplied: boolean;
  /** Paid: the computed amount within the s.4(3) ceiling. */
  amount: number;
  /** s.10(10)(ii): the least of the limit, the statutory amount (s.4(2) and (3)) and the amount paid. */
  exempt: number;
  taxable: number;
};

/**
 * Gratuity under the Payment of Gratuity Act 1972 on the READING THIS CODEBASE CHOSE (docs/decisions/exits.md,
 * "Gratuity: the 240-day rule, as the Madras High Court reads it"):
 *
 * - Eligibility, s.4(1) with s.2A(2)(a) as the Madras High Court read them (Mettur Beardsell Ltd v Regional
 *   Labour Commissioner, 1998 LLR 1072; followed in later Madras HC orders): a part year after the completed
 *   years in which the employee worked at least `continuous_service_days` (240) counts as a year of continuous
 *   service, so 4 years and 240 days makes the five years. Days in the part year are its calendar days of
 *   service — weekly offs and paid holidays count as days actually worked (Supreme Court, American Express
 *   International Banking Corp. v Management, (1985) 4 SCC 71, on the same words in ID Act s.25B). Unpaid
 *   absence in that year is not subtracted (no attendance history that old): a stated simplification.
 * - Amount, s.4(2): completed years, plus one for a part year in excess of `part_year_months` (six) months;
 *   `days_per_year` (15) days' wages per year at the last drawn BASIC + DA ÷ `day_divisor` (26); at most the
 *   `ceiling` (s.4(3)). When the 240-day rule made the employee eligible, the qualifying part year counts
 *   (it is the year that made five).
 * - Income tax, s.10(10)(ii): exempt up to the least of `exemption_limit`, the amount under s.4(2)–(3) and the
 *   amount paid; the rest is taxable salary.
 */
export function gratuity(input: GratuityInput): GratuityResult {
  const { rules } = input;
  const service = serviceOf(input.hireDate, input.lastWorkingDay);
  if (input.fixedTerm && rules.fixed_term_min_years !== undefined) return fixedTermGratuity(input, service);
  const partYearCounts = beyondMonths(service, rules.part_year_months);
  if (input.onDeath && rules.death_min_years !== undefined)
    return deathGratuity(input, service, partYearCounts);
  const worked240 = service.partYearDays >= rules.continuous_service_days;
  const eligibleYears = service.years + (worked240 ? 1 : 0);
  const eligible = eligibleYears >= rules.min_years;
  const years = eligible ? service.years + (partYearCounts || worked240 ? 1 : 0) : 0;
  const perYear = (input.monthlyWages * rules.days_per_year) / rules.day_divisor;
  const computed = eligible ? rupee(perYear * years) : 0;
  const reason = eligible
    ? service.years >= rules.min_years
      ? `${service.years} completed years of continuous service (s.4(1))`
      : `${service.years} years and ${service.partYearDays} days worked in the next year (at least ${rules.continuous_service_days}, s.2A(2)(a))`
    : `${service.years} years and ${service.partYearDays} days of service: less than ${rules.min_years} years of continuous service (s.4(1))`;
  return {
    service,
    eligible,
    reason,
    years,
    monthlyWages: input.monthlyWages,
    perYear,
    computed,
    ...paidGratuity(computed, rules),
  };
}

/**
 * Gratuity on death (the proviso to s.4(1) of the 1972 Act; s.53(1) of the Code): payable, to the nominee or heirs,
 * after `death_min_years` (none) of service, on the years served — completed years plus a part year above
 * `part_year_months` (s.4(2)). The 240-day rule decides only eligibility, which death does not need, so it does not
 * add a year here: 4 years 6 months count 4, 4 years 6 months and a day count 5.
 */
function deathGratuity(input: GratuityInput, service: Service, partYearCounts: boolean): GratuityResult {
  const { rules } = input;
  const minimum = rules.death_min_years ?? rules.min_years;
  const years = service.years + (partYearCounts ? 1 : 0);
  const eligible = years > 0 && years >= minimum;
  const perYear = (input.monthlyWages * rules.days_per_year) / rules.day_divisor;
  const computed = eligible ? rupee(perYear * years) : 0;
  const served = `${service.years} years and ${service.months} months of service`;
  return {
    service,
    eligible,
    reason: eligible
      ? `${served}, ended by death: payable without the ${rules.min_years} years' continuous service`
      : `${served}, ended by death: no year of service to count`,
    years: eligible ? years : 0,
    monthlyWages: input.monthlyWages,
    perYear,
    computed,
    ...paidGratuity(computed, rules),
  };
}

/** Whether the part year after the completed years is above `months` months (s.4(2); s.25F(b)). */
const beyondMonths = (service: Service, months: number) =>
  service.months > months || (service.months === months && service.days > 0);

/**
 * What is paid of a computed gratuity: at most the ceiling (s.4(3)), exempt up to the least of the limit, the
 * statutory amount and the amount paid (s.10(10)(ii)) — the amount paid is the statutory amount, so two of the
 * three limbs coincide — and the rest taxable.
 */
function paidGratuity(computed: number, rules: GratuityRates) {
  const ceiling = paise(rules.ceiling);
  const amount = Math.min(computed, ceiling);
  const exempt = Math.min(paise(rules.exemption_limit), amount);
  return { ceilingApplied: computed > ceiling, amount, exempt, taxable: amount - exempt };
}

/**
 * A fixed-term employee's gratuity under the Code on Social Security 2020 s.53(1) and its provisos: eligible after
 * `fixed_term_min_years` of continuous service (one, not five), and paid pro rata — 15 days' wages for each year
 * of service, a part year counted by its completed months (1 year 3 months is 1.25 years); within the ceiling and
 * taxed as any gratuity.
 */
function fixedTermGratuity(input: GratuityInput, service: Service): GratuityResult {
  const { rules } = input;
  // Death waives the fixed term's year too (s.53(1), its proviso on death).
  const minimum =
    (input.onDeath ? rules.death_min_years : undefined) ?? rules.fixed_term_min_years ?? rules.min_years;
  const months = service.years * 12 + service.months;
  const eligible = months >= minimum * 12;
  const years = eligible ? months / 12 : 0;
  const perYear = (input.monthlyWages * rules.days_per_year) / rules.day_divisor;
  const computed = eligible ? rupee(perYear * years) : 0;
  const served = `${service.years} years and ${service.months} months of a fixed term`;
  return {
    service,
    eligible,
    reason: eligible
      ? `${served}: at least ${minimum} year${minimum === 1 ? '' : 's'}, paid pro rata (Code on Social Security s.53(1))`
      : `${served}: less than ${minimum} year${minimum === 1 ? '' : 's'} of continuous service (Code on Social Security s.53(1))`,
    years,
    monthlyWages: input.monthlyWages,
    perYear,
    computed,
    ...paidGratuity(computed, rules),
  };
}

// ---- retrenchment

export type RetrenchmentInput = {
  hireDate: string;
  lastWorkingDay: string;
  /** The month's wages the compensation counts (paise): the Code's wages, or the ID Act's (every allowance). */
  monthlyWages: number;
  rules: RetrenchmentRates;
};

export type RetrenchmentResult = {
  service: Service;
  eligible: boolean;
  reason: string;
  /** Completed years, plus one for a part year above `part_year_months`. */
  years: number;
  monthlyWages: number;
  /** wages × days_per_year ÷ day_divisor (paise, unrounded for the working). */
  perYear: number;
  /** Paid to the worker, to the rupee. */
  amount: number;
  /** The least of the limit and the statutory amount (the amount paid is the statutory amount). */
  exempt: number;
  taxable: number;
  /** Paid by the employer to the Worker Re-skilling Fund, not to the worker (IR Code s.83); 0 before the Code. */
  reskillingFund: number;
};

/**
 * Retrenchment compensation (ID Act s.25F(b); IR Code s.70(b)), to the rupee half up: eligible with `min_years`
 * of continuous service, where a part year of at least `continuous_service_days` calendar days of service
 * completes a year (s.25B(2)(a)(ii) as the Supreme Court read it in Mohan Lal v Bharat Electronics, (1981) 3 SCC
 * 225: 240 days in the twelve months before, even in a first year); then `days_per_year` days' wages per
 * completed year, a part year above `part_year_months` counted whole — so 7 months of service (212 days) get
 * nothing, 8 months (243 days) one year's, and 1 year 6 months one year's, 1 year 6 months and a day two.
 */
export function retrenchmentCompensation(input: RetrenchmentInput): RetrenchmentResult {
  const { rules } = input;
  const service = serviceOf(input.hireDate, input.lastWorkingDay);
  const worked = service.partYearDays >= rules.continuous_service_days;
  const eligible = service.years + (worked ? 1 : 0) >= rules.min_years;
  const years = eligible ? service.years + (beyondMonths(service, rules.part_year_months) ? 1 : 0) : 0;
  const perYear = (input.monthlyWages * rules.days_per_year) / rules.day_divisor;
  const amount = rupee(perYear * years);
  const exempt = Math.min(paise(rules.exemption_limit), amount);
  const fund = rupee((input.monthlyWages * (rules.reskilling_fund_days ?? 0)) / rules.day_divisor);
  const served = `${service.years} years, ${service.months} months and ${service.days} days of service`;
  return {
    service,
    eligible,
    reason: eligible
      ? `${served}: ${years} year${years === 1 ? '' : 's'} counted (${rules.law})`
      : `${served}: less than ${rules.min_years} year${rules.min_years === 1 ? '' : 's'} of continuous service (${rules.law})`,
    years,
    monthlyWages: input.monthlyWages,
    perYear,
    amount,
    exempt,
    taxable: amount - exempt,
    reskillingFund: eligible ? fund : 0,
  };
}

/**
 * The days of `months` calendar months' notice from the notice date, both counted (notice on 10 March for a
 * month runs to 9 April: 31 days): the statutory notice of a retrenchment (s.25F(a); s.70(a)).
 */
export const noticeMonthsDays = (noticeDate: string, months: number) =>
  months > 0 ? daysInclusive(noticeDate, addMonthsTo(noticeDate, months)) - 1 : 0;

// ---- leave encashment

export type LeaveEncashmentInput = {
  /** Encashable balance per leave type (days; half days allowed). */
  balances: { code: string; name: string; days: number }[];
  /** The company's basis at the full monthly rate of the structure in force on the LWD (paise). */
  monthlyBasisPay: number;
  dayDivisor: number;
  /** Average monthly salary (BASIC + DA) of the months before leaving (paise), for s.10(10AA)(ii). */
  averageMonthlySalary: number;
  completedYears: number;
  rules: LeaveEncashmentRates;
};

export type LeaveEncashmentResult = {
  days: number;
  dailyRate: number;
  amount: number;
  /** s.10(10AA)(ii)'s four limbs (paise) and the least of them. */
  limbs: { limit: number; received: number; averageSalary: number; leaveCredit: number };
  leaveCreditDays: number;
  exempt: number;
  taxable: number;
};

/**
 * Leave encashed on leaving: the encashable balance (each encashable type's year allocation + carried forward −
 * approved days, as the leave module counts it; never below 0) × the daily rate (the company's basis ÷ its day
 * divisor; BASIC ÷ 26 by default), to the rupee.
 *
 * Income-tax Act s.10(10AA)(ii) (non-government employee): exempt up to the least of (i) the notified limit,
 * (ii) the amount received, (iii) `average_salary_months` × the average monthly salary, and (iv) the cash
 * equivalent of leave at `max_days_per_year` days per completed year of service, at the average salary ÷ 30 a
 * day. SIMPLIFICATION: limb (iv) counts the days encashed, capped at max_days_per_year × completed years — the
 * leave availed over the whole service, which the Act subtracts from the entitlement, is not on record here.
 */
export function leaveEncashment(input: LeaveEncashmentInput): LeaveEncashmentResult {
  const days = input.balances.reduce((t, b) => t + Math.max(0, b.days), 0);
  const dailyRate = input.monthlyBasisPay / input.dayDivisor;
  // The day rate of leave encashed during service too (payroll's engine).
  const amount = encashedPay(input.monthlyBasisPay, input.dayDivisor, days);
  const leaveCreditDays = Math.min(days, input.rules.max_days_per_year * input.completedYears);
  const limbs = {
    limit: paise(input.rules.exemption_limit),
    received: amount,
    averageSalary: input.rules.average_salary_months * input.averageMonthlySalary,
    leaveCredit: rupee((input.averageMonthlySalary * leaveCreditDays) / 30),
  };
  const exempt = Math.max(0, Math.min(limbs.limit, limbs.received, limbs.averageSalary, limbs.leaveCredit));
  return { days, dailyRate, amount, limbs, leaveCreditDays, exempt, taxable: amount - exempt };
}

// ---- notice pay

export type NoticePayInput = {
  exitType: ExitType;
  noticeDate: string;
  lastWorkingDay: string;
  requiredDays: number;
  monthlyBasisPay: number;
  dayDivisor: number;
  waiveRecovery: boolean;
};

export type NoticePayResult = {
  requiredDays: number;
  servedDays: number;
  shortfallDays: number;
  dailyRate: number;
  /** Signed: positive paid in lieu of notice (termination), negative recovered (resignation), else 0. */
  amount: number;
  waived: boolean;
  note: string;
};

/** Exits that owe no notice either way: a retirement, and a death (service ends; nothing to serve or pay). */
const NO_NOTICE: readonly ExitType[] = ['retirement', 'death'];
/** Exits the employer ends, paying the notice not given in lieu. */
const PAID_IN_LIEU: readonly ExitType[] = ['termination', 'retrenchment'];

/**
 * Notice pay: the notice served is the last working day − the notice date + 1 day; the shortfall against the
 * required notice (the company's period; for a retrenchment at least the statutory month, settle.ts) × the daily
 * rate (its notice-pay basis ÷ its divisor), to the rupee. A resignation short of notice is recovered (negative)
 * unless HR waives it; a termination or retrenchment pays the shortfall in lieu of notice (positive, taxable
 * salary under s.17(3)); a retirement or a death has none.
 */
export function noticePay(input: NoticePayInput): NoticePayResult {
  const servedDays = Math.max(0, daysInclusive(input.noticeDate, input.lastWorkingDay));
  const shortfallDays = Math.max(0, input.requiredDays - servedDays);
  const dailyRate = input.monthlyBasisPay / input.dayDivisor;
  const owed = rupee((input.monthlyBasisPay * shortfallDays) / input.dayDivisor);
  const base = { requiredDays: input.requiredDays, servedDays, shortfallDays, dailyRate, waived: false };
  if (NO_NOTICE.includes(input.exitType)) {
    const note = input.exitType === 'death' ? 'Death: no notice pay' : 'Retirement: no notice pay';
    return { ...base, amount: 0, note };
  }
  if (shortfallDays === 0) return { ...base, amount: 0, note: 'Notice served in full' };
  if (PAID_IN_LIEU.includes(input.exitType)) {
    return { ...base, amount: owed, note: `Paid in lieu of ${shortfallDays} days' notice` };
  }
  if (input.waiveRecovery) {
    return { ...base, amount: 0, waived: true, note: `Recovery of ${shortfallDays} days' notice waived` };
  }
  return { ...base, amount: -owed, note: `Recovered for ${shortfallDays} days' notice not served` };
}

// ---- TDS on the settlement

export type SettlementTdsInput = {
  /** The employee's tax year as payroll counts it: regime rules, age, declarations, Form 12B, other income. */
  year: Omit<TaxYearInput, 'months'>;
  /** The financial year's salary months from the runs (the final month's included), with their TDS. */
  months: SalaryMonth[];
  /** The settlement's taxable amounts (paise). */
  taxable: {
    leaveEncashment: number;
    gratuity: number;
    noticePay: number;
    bonus: number;
    claims: number;
    /** Retrenchment compensation above its exemption (s.10(10B)). */
    retrenchment?: number;
  };
  /** The month the settlement is paid in (the last working day's). */
  period: { year: number; month: number };
};

/**
 * TDS under s.192 on the whole settlement: the year's salary months plus the settlement's taxable amounts,
 * with NO projection (employment has ended), through the tax-year engine; the tax payable for the year less
 * the TDS already deducted (the year's runs and the previous employer's) is what the settlement deducts —
 * never below 0, to the rupee (s.288B has already rounded the tax to ₹10).
 */
export function settlementTds(input: SettlementTdsInput) {
  const t = input.taxable;
  const extra =
    Math.max(0, t.leaveEncashment) +
    Math.max(0, t.gratuity) +
    Math.max(0, t.noticePay) +
    Math.max(0, t.retrenchment ?? 0) +
    t.bonus +
    t.claims;
  const settlementMonth: SalaryMonth = {
    ...input.period,
    taxable: extra,
    basicDa: 0,
    hra: 0,
    lta: 0,
    employeePf: 0,
    professionalTax: 0,
    employerNps: 0,
    tds: 0,
    projected: false,
  };
  const result = taxYear({ ...input.year, months: [...input.months, settlementMonth] });
  const tds = rupee(Math.max(0, result.totalTax - result.tdsDeducted));
  return { settlementTaxable: extra, result, tds };
}

// ---- the settlement: facts in, figures and workings out
