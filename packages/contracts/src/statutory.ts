import { z } from 'zod';
import { isoDate } from './common';
import { SKILL_CATEGORIES, type SkillCategory } from './enums';
import { incomeTaxStatuteRules } from './statute';

/**
 * Statutory identity and dated statutory rates. Every rate, ceiling, band and due day is data:
 * stored per version in `statutory_rates` and validated against the shape of its scheme here. Rates are in
 * percent, amounts in rupees.
 */
export const STATUTORY_SCHEMES = [
  'PF',
  'ESIC',
  'LWF',
  'PT',
  'TDS',
  'GRATUITY',
  'BONUS',
  'LEAVE_ENC',
  'HOURS',
  'CODE_WAGES',
  'INCOME_TAX',
  'PERQUISITE',
] as const;
export type StatutoryScheme = (typeof STATUTORY_SCHEMES)[number];

// ---- identity formats

/** PAN: five letters, four digits, a letter (Income-tax Rules, rule 114). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** TAN: four letters, five digits, a letter (Income-tax Act s.203A). */
export const TAN_PATTERN = /^[A-Z]{4}[0-9]{5}[A-Z]$/;
/** IFSC: four letters (bank), a zero, six letters or digits (branch) — RBI. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const UAN_PATTERN = /^[0-9]{12}$/;
export const ESIC_IP_PATTERN = /^[0-9]{10}$/;
export const ESIC_EMPLOYER_CODE_PATTERN = /^[0-9]{17}$/;
/** EPFO establishment code: region (2 letters), office (3 letters), establishment (7 digits), extension (3 digits, optional). */
export const PF_ESTABLISHMENT_PATTERN = /^[A-Z]{2}[A-Z]{3}[0-9]{7}([0-9]{3})?$/;
/** EPFO member id: the establishment code (with extension) and a 7-digit account number. */
export const PF_MEMBER_ID_PATTERN = /^[A-Z]{5}[0-9]{17}$/;
/** A bank account number: 9 to 18 digits (Indian banks' range). */
export const BANK_ACCOUNT_PATTERN = /^[0-9]{9,18}$/;

// Verhoeff's dihedral-group tables: UIDAI's Aadhaar check digit.
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** Whether a digit string passes the Verhoeff check (its last digit is the check digit). */
export function verhoeffValid(digits: string): boolean {
  let c = 0;
  const reversed = [...digits].reverse();
  for (let i = 0; i < reversed.length; i++) {
    c = D[c]?.[P[i % 8]?.[Number(reversed[i])] ?? 0] ?? 0;
  }
  return c === 0;
}

const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** The Verhoeff check digit that, appended to `digits`, makes the whole pass verhoeffValid. */
export function verhoeffDigit(digits: string): string {
  let c = 0;
  const reversed = [...digits].reverse();
  for (let i = 0; i < reversed.length; i++) {
    c = D[c]?.[P[(i + 1) % 8]?.[Number(reversed[i])] ?? 0] ?? 0;
  }
  return String(INVERSE[c]);
}

/**
 * The UAN: 12 digits whose last is a Verhoeff check digit — EPFO's KYC text file structure: "Number should be
 * as per verhoeff algorithm" (docs/decisions/statutory.md, "The UAN's check digit").
 */
export const uanValid = (value: string) => UAN_PATTERN.test(value) && verhoeffValid(value);

/** Aadhaar: 12 digits, not starting with 0 or 1, with a valid Verhoeff check digit (UIDAI). */
export const aadhaarValid = (value: string) => /^[2-9][0-9]{11}$/.test(value) && verhoeffValid(value);

const upper = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((v) => v.toUpperCase());
const digitsOnly = (message: string) =>
  z.string({ error: message }).transform((v) => v.replace(/[\s-]/g, ''));
/**
 * An optional identity field: blank means none; otherwise, once normalised, it must pass `check`. The pattern
 * bounds the length, so a value too long, too short or not text at all gets the field's own message.
 */
const identity = (
  message: string,
  check: RegExp | ((value: string) => boolean),
  normalise: (message: string) => ReturnType<typeof upper> = upper,
) =>
  normalise(message)
    .pipe(
      z.union([
        z.literal('').transform(() => null),
        check instanceof RegExp
          ? z.string().regex(check, message)
          : z.string().refine(check, { error: message }),
      ]),
    )
    .nullish();

export const IDENTITY_MESSAGES = {
  pan: 'The PAN must be five letters, four digits and a letter, like ABCDE1234F.',
  tan: 'The TAN must be four letters, five digits and a letter, like MUMA12345B.',
  uan: 'The UAN must be 12 digits with a valid check digit.',
  pf_member_id:
    'The PF member id must be the establishment code and a 7-digit account, like MHBAN00000640000000125.',
  esic_ip_number: 'The ESIC IP number must be 10 digits.',
  aadhaar: 'The Aadhaar number must be 12 digits with a valid check digit.',
  bank_account_number: 'The bank account number must be 9 to 18 digits.',
  bank_ifsc: 'The IFSC must be four letters, a zero and six letters or digits, like HDFC0001234.',
  pf_establishment_code:
    'The PF establishment code must be like MHBAN0000064000 (region, office, 7 digits, extension).',
  esic_employer_code: 'The ESIC employer code must be 17 digits.',
} as const;

export const identityFields = {
  pan: identity(IDENTITY_MESSAGES.pan, PAN_PATTERN),
  uan: identity(IDENTITY_MESSAGES.uan, uanValid, digitsOnly),
  pf_member_id: identity(IDENTITY_MESSAGES.pf_member_id, PF_MEMBER_ID_PATTERN),
  esic_ip_number: identity(IDENTITY_MESSAGES.esic_ip_number, ESIC_IP_PATTERN, digitsOnly),
  /** Write-only: the server keeps only the last four digits (read back as aadhaar_last4). */
  aadhaar: identity(IDENTITY_MESSAGES.aadhaar, aadhaarValid, digitsOnly),
  bank_account_number: identity(IDENTITY_MESSAGES.bank_account_number, BANK_ACCOUNT_PATTERN, digitsOnly),
  bank_ifsc: identity(IDENTITY_MESSAGES.bank_ifsc, IFSC_PATTERN),
};
export const companyIdentityFields = {
  tan: identity(IDENTITY_MESSAGES.tan, TAN_PATTERN),
  pan: identity(IDENTITY_MESSAGES.pan, PAN_PATTERN),
  pf_establishment_code: identity(IDENTITY_MESSAGES.pf_establishment_code, PF_ESTABLISHMENT_PATTERN),
  esic_employer_code: identity(IDENTITY_MESSAGES.esic_employer_code, ESIC_EMPLOYER_CODE_PATTERN, digitsOnly),
};

/** The last four characters shown where the viewer may not see a number whole ("XXXXXX1234"). */
export const maskIdentity = (value: string | null) =>
  value === null ? null : `${'X'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;

// ---- states

export const stateItem = z.object({ code: z.string(), name: z.string(), is_union_territory: z.boolean() });
export type StateItem = z.infer<typeof stateItem>;

// ---- dated rates

const percent = z.number().min(0).max(100);
const rupees = z.number().min(0).max(10_000_000);
const dayOfMonth = z.number().int().min(1).max(31);
const months = z.array(z.number().int().min(1).max(12)).min(1).max(12);

/**
 * A charge for paying late (interest, damages, a penalty) as data: a percent of the amount paid late, by bands
 * of the length of the delay in calendar months from the due date (a band applies from `from_months` months of
 * delay; the first band starts at 0).
 * - `per: 'year'`: simple interest at the rate a year for each day of delay (÷ 365).
 * - `per: 'month'`: the rate for each month of delay, a part month counted whole.
 * - `per: 'once'`: the rate once, however long the delay.
 * `graded: 'whole_delay'` (the default): the band the whole delay falls in sets the rate for all of it (EPF
 * Scheme para 32A before June 2024; ESI Regulation 31C). `'each_period'`: each stretch of the delay at its own
 * band's rate (Maharashtra PT rule 11C-1; Karnataka LWF's 12% then 18%). `max_percent` caps the charge at a
 * share of the amount (EPF Act s.14B, ESI Act s.85B: damages not above the arrears); `round_to` is the
 * statute's rounding (EPF para 32A(2): damages to the nearest rupee), else paise.
 */
export const lateCharge = z.object({
  per: z.enum(['year', 'month', 'once']),
  graded: z.enum(['whole_delay', 'each_period']).default('whole_delay'),
  bands: z
    .array(z.object({ from_months: z.number().int().min(0).max(600), rate: percent }))
    .min(1)
    .max(12)
    .refine((b) => b[0]?.from_months === 0, { error: 'The first band starts at 0 months of delay.' })
    .refine((b) => b.every((x, i) => i === 0 || x.from_months > (b[i - 1]?.from_months ?? 0)), {
      error: 'Each band starts after the one before it.',
    }),
  max_percent: percent.nullish(),
  round_to: z.enum(['paise', 'rupee']).default('paise'),
});
export type LateCharge = z.infer<typeof lateCharge>;

/**
 * What paying a scheme's dues late costs, as its rules say: interest, damages or a penalty, each a list of
 * charges (absent or empty: nothing is computed). Seeding adds them to the seeded versions stored before they existed.
 */
const latePaymentFields = {
  late_interest: z.array(lateCharge).max(5).optional(),
  late_damages: z.array(lateCharge).max(5).optional(),
  /** Where the late-payment charges come from. */
  late_source: z.string().max(500).optional(),
};

/** EPF Scheme 1952 (para 29), EPS 1995 (para 3, 6), EDLI 1976 (para 8) and the EPFO's administration charges. */
export const pfRules = z.object({
  employee_rate: percent,
  employer_rate: percent,
  eps_rate: percent,
  /** PF wages (BASIC + DA) cap for the statutory share; EPS never exceeds it. */
  wage_ceiling: rupees,
  /** No EPS for an employee who has reached this age. */
  eps_max_age: z.number().int().min(18).max(100),
  /** Joined EPF on or after this date above the ceiling and never an EPS member: no EPS (the 2014 amendment). */
  eps_excluded_joined_from: isoDate,
  edli_rate: percent,
  edli_wage_ceiling: rupees,
  /** On the establishment's total EPF wages, with a monthly minimum. */
  admin_charge_rate: percent,
  admin_charge_minimum: rupees,
  /** The challan is due by this day of the following month. */
  due_day: dayOfMonth,
  ...latePaymentFields,
  source: z.string().max(500).optional(),
});
export type PfRates = z.infer<typeof pfRules>;

/** ESI Act s.2(9), (Central) Rules 50–52, and the exemption of low-paid employees' share. */
export const esicRules = z.object({
  employee_rate: percent,
  employer_rate: percent,
  wage_ceiling: rupees,
  disability_wage_ceiling: rupees,
  /** No employee share when the average daily wage is at or below this. */
  exempt_daily_wage: rupees,
  due_day: dayOfMonth,
  ...latePaymentFields,
  source: z.string().max(500).optional(),
});
export type EsicRates = z.infer<typeof esicRules>;

export const LWF_FREQUENCIES = ['monthly', 'half_yearly', 'yearly', 'none'] as const;
/** A state's labour welfare fund: contribution months, wage bands and amounts per contribution. */
export const lwfRules = z.object({
  frequency: z.enum(LWF_FREQUENCIES),
  /** Months in which the contribution is deducted (every month for monthly; empty when none). */
  deduction_months: z.array(z.number().int().min(1).max(12)).max(12),
  /** Bands on the month's gross wages; amounts per contribution in rupees. */
  bands: z
    .array(
      z.object({
        min_wage: rupees,
        max_wage: rupees.nullable(),
        employee: rupees,
        employer: rupees,
      }),
    )
    .max(20),
  /** The contribution is due by this day of the month after the deduction month. */
  due_day: dayOfMonth.nullable(),
  ...latePaymentFields,
  source: z.string().max(500).optional(),
});
export type LwfRates = z.infer<typeof lwfRules>;

/** A state's professional-tax return: how often it is filed and by which day of the following month. */
export const ptFilingRules = z.object({
  return_months: months,
  /** A day past the month's end means its last day (31 = the last day of any month). */
  due_day: dayOfMonth,
  /**
   * The month of the due date counted from the return month: 1 (the default) the following month, 0 the
   * return month itself (Tamil Nadu's half-year is paid by 30 September and 31 March).
   */
  due_month_offset: z.number().int().min(0).max(1).optional(),
  /** The state exempts a person with disability (employees.person_with_disability) from the tax. */
  exempt_person_with_disability: z.boolean().optional(),
  /** The state exempts a person who has reached this age by the end of the month. */
  exempt_from_age: z.number().int().min(18).max(100).optional(),
  ...latePaymentFields,
  source: z.string().max(500).optional(),
});
export type PtFilingRates = z.infer<typeof ptFilingRules>;

const monthDay = z
  .string()
  .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/, 'Write the date as MM-DD, like 07-31.');
const TDS_STATEMENT_DUE_DEFAULTS = { q1: '07-31', q2: '10-31', q3: '01-31', q4: '05-31' };

/** When tax deducted at source is paid to the government (Income-tax Rules 1962, rule 30(1)). */
export const tdsDepositRules = z.object({
  /** Tax deducted in a month is due by this day of the following month... */
  due_day: dayOfMonth,
  /** ...except in the financial year's last month, whose tax is due on this month and day. */
  year_end_month: z.number().int().min(1).max(12),
  year_end_due_month: z.number().int().min(1).max(12),
  year_end_due_day: dayOfMonth,
  /**
   * When each quarter's statement (Form 24Q / 138) is due, as MM-DD after the quarter ends (rule 31A(2):
   * 31 July, 31 October, 31 January, 31 May). Versions stored before this read the same dates.
   */
  statement_due: z
    .object({ q1: monthDay, q2: monthDay, q3: monthDay, q4: monthDay })
    .default(TDS_STATEMENT_DUE_DEFAULTS),
  source: z.string().max(500).optional(),
});
export type TdsDepositRates = z.infer<typeof tdsDepositRules>;

/** The last day a quarter's statement may be filed: its MM-DD on the first such day after the quarter ends. */
export function statementDueOn(
  rules: Pick<TdsDepositRates, 'statement_due'>,
  taxYear: string,
  quarter: number,
) {
  const start = Number(taxYear.slice(0, 4));
  const end = ['06-30', '09-30', '12-31', '03-31'][quarter - 1] as string;
  const endYear = quarter === 4 ? start + 1 : start;
  const due = rules.statement_due[`q${quarter}` as 'q1'];
  return `${due > end ? endYear : endYear + 1}-${due}`;
}

/**
 * The Payment of Gratuity Act 1972: eligibility after `min_years` of continuous service (s.4(1)),
 * a year of service counted when at least `continuous_service_days` were actually worked in it (s.2A(2)(a)),
 * a part year beyond `part_year_months` counted whole (s.4(2)), 15 days' wages per year at the last drawn
 * BASIC + DA ÷ 26 (s.4(2)), the Act's ceiling (s.4(3)) and the income-tax exemption (s.10(10)(ii)).
 */
/**
 * Retrenchment (Industrial Disputes Act 1947 s.25F and s.25B; from 21 November 2025 the Industrial Relations Code
 * 2020 s.70 and s.83): a worker with `min_years` of continuous service — a part year in which at least
 * `continuous_service_days` were worked completes one — gets `notice_months` of notice or wages in lieu, and
 * `days_per_year` days' average pay (monthly wages ÷ `day_divisor`) for every completed year, a part year above
 * `part_year_months` counted whole; exempt from income tax up to `exemption_limit` (1961 Act s.10(10B); 2025 Act
 * s.19(1), Table Sl. No. 10). Under the Code the employer also pays `reskilling_fund_days` days' last drawn
 * wages to the Worker Re-skilling Fund (s.83), not to the worker.
 */
export const retrenchmentRules = z.object({
  /** The law that governs it, as the statement cites it. */
  law: z.string().trim().min(1).max(120),
  min_years: z.number().int().min(0).max(50),
  continuous_service_days: z.number().int().min(0).max(366),
  notice_months: z.number().int().min(0).max(12),
  days_per_year: z.number().int().min(1).max(60),
  day_divisor: z.number().int().min(1).max(31),
  part_year_months: z.number().int().min(0).max(12),
  exemption_limit: rupees,
  /** The exemption's provision, as the statement cites it. */
  exemption_provision: z.string().trim().min(1).max(160),
  reskilling_fund_days: z.number().int().min(0).max(60).optional(),
});
export type RetrenchmentRates = z.infer<typeof retrenchmentRules>;

export const gratuityRules = z.object({
  min_years: z.number().int().min(0).max(50),
  days_per_year: z.number().int().min(1).max(60),
  day_divisor: z.number().int().min(1).max(31),
  continuous_service_days: z.number().int().min(0).max(366),
  part_year_months: z.number().int().min(0).max(12),
  ceiling: rupees,
  exemption_limit: rupees,
  /**
   * A fixed-term employee's gratuity (Code on Social Security 2020 s.53(1), its provisos): after this many years
   * of continuous service, pro rata to the service. Absent before the Code: fixed-term staff wait `min_years`.
   */
  fixed_term_min_years: z.number().min(0).max(50).optional(),
  /**
   * On death (or disablement) gratuity is payable after this many years — none: the proviso to s.4(1) of the 1972
   * Act, and of s.53(1) of the Code. Absent: `min_years` applies.
   */
  death_min_years: z.number().min(0).max(50).optional(),
  /** Retrenchment compensation and notice: beside gratuity, the other service-based sum an exit pays. */
  retrenchment: retrenchmentRules.optional(),
  source: z.string().max(500).optional(),
});
export type GratuityRates = z.infer<typeof gratuityRules>;

/**
 * The Payment of Bonus Act 1965: employees whose salary (BASIC + DA) is at most the eligibility
 * limit (s.2(13)) and who worked at least `min_working_days` in the year (s.8) get a bonus between the
 * minimum and maximum rate (s.10, s.11) of their salary, each month's counted at most at the calculation
 * ceiling — the higher of ₹7,000 and the state's minimum wage (s.12) — and at least `minimum_bonus` (s.10).
 */
export const bonusRules = z.object({
  eligibility_limit: rupees,
  calculation_ceiling: rupees,
  min_rate: percent,
  max_rate: percent,
  minimum_bonus: rupees,
  min_working_days: z.number().int().min(0).max(366),
  /**
   * Each state's monthly minimum wage (the bonus ceiling is the higher of the two), by skill category where the
   * state's notification differs by one; an entry without a category is the state's for every category. A
   * salary structure below the employee's is refused unless HR gives a reason.
   */
  minimum_wages: z
    .array(
      z.object({
        state_code: z.string().length(2),
        monthly: rupees,
        skill_category: z.enum(SKILL_CATEGORIES).nullish(),
      }),
    )
    .max(200),
  source: z.string().max(500).optional(),
});
export type BonusRates = z.infer<typeof bonusRules>;

/**
 * A state's minimum wage for a skill category (rupees a month): the category's own entry, else the state's
 * entry for every category; an employee without a category is held to the lowest, the unskilled. Null: none
 * recorded for the state.
 */
export function minimumWageOf(
  rules: Pick<BonusRates, 'minimum_wages'>,
  stateCode: string | null,
  category: SkillCategory | null,
): number | null {
  if (!stateCode) return null;
  const ofState = rules.minimum_wages.filter((w) => w.state_code === stateCode);
  const wanted = category ?? 'unskilled';
  return (
    ofState.find((w) => w.skill_category === wanted)?.monthly ??
    ofState.find((w) => !w.skill_category)?.monthly ??
    null
  );
}

/**
 * Leave encashment on leaving, s.10(10AA)(ii) of the Income-tax Act 1961: exempt up to the least of the limit
 * (₹25 lakh from 1 April 2023), the amount received, `average_salary_months` of average salary and the cash
 * equivalent of leave earned at `max_days_per_year` per completed year of service.
 */
export const leaveEncashmentRules = z.object({
  exemption_limit: rupees,
  average_salary_months: z.number().int().min(1).max(36),
  max_days_per_year: z.number().int().min(1).max(366),
  source: z.string().max(500).optional(),
});
export type LeaveEncashmentRates = z.infer<typeof leaveEncashmentRules>;

/**
 * The valuation of perquisites (rule 3 of the Income-tax Rules 1962; rule 15 of the Income-tax Rules 2026), as
 * far as salary TDS values them: an interest-free or concessional loan is worth interest at SBI's rate for a
 * loan of the same purpose on 1 April of the year (kept on the loan) less the interest charged, on the largest
 * balance of each month; nothing while the employee's loans in aggregate stay within `exempt_up_to`, nor on a
 * loan for treating a disease the rules list when `medical_exempt`.
 */
export const perquisiteRules = z.object({
  loan: z.object({
    /** The rule that values it, as documents cite it ("rule 3(7)(i)"; "rule 15(5)(a)"). */
    rule: z.string().trim().min(1).max(60),
    exempt_up_to: rupees,
    medical_exempt: z.boolean(),
  }),
  source: z.string().max(500).optional(),
});
export type PerquisiteRates = z.infer<typeof perquisiteRules>;

/**
 * Hours of work and overtime (OSH Code 2020 s.25–27, Code on Wages 2019 s.14): a worker's day and week
 * beyond which work is overtime, the quarter's ceiling on overtime, the least multiple of the ordinary rate
 * it is paid at, the day a week starts, and after how long a clocked span owes the shift's unpaid break. A
 * national version applies everywhere; a state's own version, where it has one, replaces it there.
 */
export const hoursRules = z.object({
  daily_hours: z.number().gt(0).max(24),
  weekly_hours: z.number().gt(0).max(168),
  quarterly_overtime_hours: z.number().min(0).max(2_000),
  min_overtime_multiplier: z.number().min(1).max(4),
  /** 0 = Sunday … 6 = Saturday: the week runs from midnight before this day. */
  week_starts_on: z.number().int().min(0).max(6),
  /** A span clocked longer than this owes the shift's break even when no break was clocked. */
  rest_interval_after_hours: z.number().min(0).max(24),
  source: z.string().max(500).optional(),
});
export type HoursRates = z.infer<typeof hoursRules>;

/**
 * What each statute's contributions or payments are worked out on once the Codes apply: the Codes' wages, or the
 * base of the Act each replaced (EPF Act s.6 and the Payment of Bonus Act s.2(21): BASIC + DA; the ESI Act
 * s.2(22): every wage paid; the Payment of Gratuity Act s.2(s) and the Factories Act s.59(2): BASIC + DA).
 * Leave encashment on `code_wages` is paid on the company's basis but never on less than the Codes' wages.
 */
export const CODE_WAGE_STATUTES = [
  'pf',
  'esic',
  'gratuity',
  'bonus',
  'leave_encashment',
  'overtime',
] as const;
export type CodeWageStatute = (typeof CODE_WAGE_STATUTES)[number];
export const codeWageBases = z.object({
  pf: z.enum(['code_wages', 'basic_da']),
  esic: z.enum(['code_wages', 'gross']),
  gratuity: z.enum(['code_wages', 'basic_da']),
  bonus: z.enum(['code_wages', 'basic_da']),
  leave_encashment: z.enum(['code_wages', 'company_basis']),
  overtime: z.enum(['code_wages', 'basic_da']),
});
export type CodeWageBases = z.infer<typeof codeWageBases>;
export const CODE_WAGE_BASE_DEFAULTS: CodeWageBases = {
  pf: 'code_wages',
  esic: 'code_wages',
  gratuity: 'code_wages',
  bonus: 'code_wages',
  leave_encashment: 'code_wages',
  overtime: 'code_wages',
};
/** The bases of the Acts the Codes replaced: a company still under them (or a month before the Codes). */
export const ACT_WAGE_BASES: CodeWageBases = {
  pf: 'basic_da',
  esic: 'gross',
  gratuity: 'basic_da',
  bonus: 'basic_da',
  leave_encashment: 'company_basis',
  overtime: 'basic_da',
};

/**
 * The Code on Wages 2019 s.2(y) (and the Code on Social Security 2020 s.2(88), the same words): the clauses
 * that exclude a payment from wages, and the share of all remuneration the excluded payments may reach before
 * the excess counts as wages (the first proviso: one-half, or as notified). A clause `counted` in the test is
 * one of (a) to (i); gratuity (j) and retrenchment compensation (k) are excluded but not counted.
 */
export const codeWagesRules = z.object({
  threshold_percent: percent,
  exclusion_clauses: z
    .array(
      z.object({
        clause: z
          .string()
          .trim()
          .min(1)
          .max(4)
          .regex(/^[a-z]+$/, 'A clause is a letter, as in s.2(y)(f).'),
        label: z.string().trim().min(1).max(200),
        counted: z.boolean(),
      }),
    )
    .min(1)
    .max(30),
  /**
   * The base each statute counts under the Codes: `code_wages` (this definition) or the base of the Act it
   * replaced. Versions stored before the bases existed read the Codes' defaults.
   */
  bases: codeWageBases.default(CODE_WAGE_BASE_DEFAULTS),
  /** Code on Wages s.17(2): wages due on removal, dismissal, retrenchment or resignation within so many working days. */
  settlement_working_days: z.number().int().min(1).max(60),
  source: z.string().max(500).optional(),
});
export type CodeWagesRates = z.infer<typeof codeWagesRules>;

export const STATUTORY_RULES = {
  PF: pfRules,
  ESIC: esicRules,
  LWF: lwfRules,
  PT: ptFilingRules,
  TDS: tdsDepositRules,
  GRATUITY: gratuityRules,
  BONUS: bonusRules,
  LEAVE_ENC: leaveEncashmentRules,
  HOURS: hoursRules,
  CODE_WAGES: codeWagesRules,
  INCOME_TAX: incomeTaxStatuteRules,
  PERQUISITE: perquisiteRules,
} as const;

/** The schemes whose versions belong to a state (one set of versions per state); PF and ESIC are national. */
export const STATE_SCHEMES: readonly StatutoryScheme[] = ['LWF', 'PT'];
export const isStateScheme = (scheme: StatutoryScheme) => STATE_SCHEMES.includes(scheme);
/** Schemes with a national version that a state's own version may replace there (hours of work). */
export const STATE_OPTIONAL_SCHEMES: readonly StatutoryScheme[] = ['HOURS'];
export const allowsState = (scheme: StatutoryScheme) =>
  isStateScheme(scheme) || STATE_OPTIONAL_SCHEMES.includes(scheme);

/** One dated version of a scheme's rules, as the statutory rates screen lists it. */
export const statutoryRateVersion = z.object({
  id: z.number(),
  scheme: z.enum(STATUTORY_SCHEMES),
  state_code: z.string().nullable(),
  state_name: z.string().nullable(),
  effective_from: z.string(),
  rules: z.record(z.string(), z.unknown()),
  /** Whether this is the version that applies today to its scheme (and state). */
  in_force: z.boolean(),
});
export type StatutoryRateVersion = z.infer<typeof statutoryRateVersion>;

const stateCode = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().length(2, 'The state code must be two letters.'));

export const statutoryRateListQuery = z.object({
  scheme: z.enum(STATUTORY_SCHEMES).optional(),
  state_code: stateCode.optional(),
});
export type StatutoryRateListQuery = z.infer<typeof statutoryRateListQuery>;

/**
 * The rules are checked against their scheme's shape by the server (for a new version and an edited one
 * alike), answering each problem under `rules.<field>` (`rules.bands.0.employee`).
 */
const rulesObject = z.record(z.string(), z.unknown());

export const statutoryRateUpdateRequest = z.object({ effective_from: isoDate, rules: rulesObject });
export type StatutoryRateUpdateRequest = z.infer<typeof statutoryRateUpdateRequest>;

export const statutoryRateRequest = statutoryRateUpdateRequest
  .extend({ scheme: z.enum(STATUTORY_SCHEMES), state_code: stateCode.nullish() })
  .superRefine((r, ctx) => {
    if (isStateScheme(r.scheme) && !r.state_code)
      ctx.addIssue({
        code: 'custom',
        path: ['state_code'],
        message: `The state is required for ${r.scheme}.`,
      });
    if (!allowsState(r.scheme) && r.state_code)
      ctx.addIssue({
        code: 'custom',
        path: ['state_code'],
        message: `${r.scheme} is national: leave the state empty.`,
      });
  });
export type StatutoryRateRequest = z.infer<typeof statutoryRateRequest>;

/** A scheme's rules checked against its shape: the parsed rules, or messages keyed `rules.<path>`. */
export function parseRules(
  scheme: StatutoryScheme,
  rules: unknown,
): { rules: Record<string, unknown>; errors: null } | { rules: null; errors: Record<string, string[]> } {
  const parsed = STATUTORY_RULES[scheme].safeParse(rules);
  if (parsed.success) return { rules: parsed.data, errors: null };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = ['rules', ...issue.path.map(String)].join('.');
    errors[key] ??= [];
    errors[key].push(issue.message);
  }
  return { rules: null, errors };
}
