import type { IncomeTaxStatuteRules } from '@hrms/contracts/statute';
import type {
  BonusRates,
  CodeWagesRates,
  EsicRates,
  GratuityRates,
  HoursRates,
  LeaveEncashmentRates,
  LwfRates,
  PerquisiteRates,
  PfRates,
  PtFilingRates,
  RetrenchmentRates,
  TdsDepositRates,
} from '@hrms/contracts/statutory';
import { CODE_WAGE_BASE_DEFAULTS } from '@hrms/contracts/statutory';
import { INCOME_TAX_ACT_1961, INCOME_TAX_ACT_2025 } from './income-tax-statute';
import { LWF_VERSIONS } from './lwf-rates';
import { PT_FILING_VERSIONS } from './pt-filing-rates';

/**
 * The statutory rates seeded into `statutory_rates` (editable afterwards; a change is a new dated version).
 * Each version is in force from its date until the next one. Sources are in docs/decisions/statutory.md, exits.md and pay-adjustments.md.
 */
export type SeededRate =
  | { scheme: 'PF'; state_code: null; effective_from: string; rules: PfRates }
  | { scheme: 'ESIC'; state_code: null; effective_from: string; rules: EsicRates }
  | { scheme: 'LWF'; state_code: string; effective_from: string; rules: LwfRates }
  | { scheme: 'PT'; state_code: string; effective_from: string; rules: PtFilingRates }
  | { scheme: 'TDS'; state_code: null; effective_from: string; rules: TdsDepositRates }
  | { scheme: 'GRATUITY'; state_code: null; effective_from: string; rules: GratuityRates }
  | { scheme: 'BONUS'; state_code: null; effective_from: string; rules: BonusRates }
  | { scheme: 'LEAVE_ENC'; state_code: null; effective_from: string; rules: LeaveEncashmentRates }
  | { scheme: 'HOURS'; state_code: string | null; effective_from: string; rules: HoursRates }
  | { scheme: 'CODE_WAGES'; state_code: null; effective_from: string; rules: CodeWagesRates }
  | { scheme: 'INCOME_TAX'; state_code: null; effective_from: string; rules: IncomeTaxStatuteRules }
  | { scheme: 'PERQUISITE'; state_code: null; effective_from: string; rules: PerquisiteRates };

/**
 * Concessional loans: rule 3(7)(i) of the Income-tax Rules 1962 (rule 3 as substituted by S.O. 940(E) of
 * 25 September 2001): interest at SBI's rate on 1 April for a loan of the same purpose on the maximum outstanding
 * monthly balance, less the interest charged; nothing on loans of ₹20,000 or less in aggregate, nor on loans for
 * the diseases of rule 3A.
 */
const PERQUISITES_1962: PerquisiteRates = {
  loan: { rule: 'rule 3(7)(i)', exempt_up_to: 20_000, medical_exempt: true },
  source: 'Income-tax Rules 1962 rule 3(7)(i), rule 3A',
};
/**
 * From tax year 2026-27: rule 15(5)(a), Table IV, of the Income-tax Rules 2026 keeps the SBI-rate method and
 * raises the exempt aggregate to ₹2,00,000 (the draft rules of February 2026 as reported by taxscan.in and
 * Moneycontrol; editable if the notified rule differs).
 */
const PERQUISITES_2026: PerquisiteRates = {
  loan: { rule: 'rule 15(5)(a)', exempt_up_to: 200_000, medical_exempt: true },
  source: 'Income-tax Rules 2026 rule 15(5)(a), Table IV (draft of February 2026)',
};

/**
 * Damages by period of delay, a percent of the arrears a year: less than two months 5, two months and above but
 * less than four 10, four and above but less than six 15, six months and above 25. The same table in the EPF
 * Scheme para 32A(1) (as substituted in 2008, until 13 June 2024) and the ESI (General) Regulations reg. 31C.
 */
const DAMAGES_BY_PERIOD_OF_DELAY = [
  { from_months: 0, rate: 5 },
  { from_months: 2, rate: 10 },
  { from_months: 4, rate: 15 },
  { from_months: 6, rate: 25 },
];

/**
 * EPF Act s.7Q: simple interest at 12% a year on the amount due from the due date to the date of payment, for
 * each day of delay (no rounding rule is stated: paise).
 */
const EPF_INTEREST: PfRates['late_interest'] = [
  { per: 'year', graded: 'whole_delay', bands: [{ from_months: 0, rate: 12 }], round_to: 'paise' },
];

/**
 * EPF & MP Act 1952 with the EPF Scheme (para 29: 12% + 12% on wages up to ₹15,000 from 1 Sep 2014), EPS 1995
 * (para 3: 8.33% of wages up to the ceiling; no EPS from age 58, para 12; the 2014 exclusion, para 2(f)(ix)),
 * EDLI 1976 (0.5% of wages up to ₹15,000) and administration charges of 0.5% of EPF wages, at least ₹500 a
 * month (MoLE notification, 1 June 2018; EDLI administration charges nil since 1 April 2017).
 */
const PF: PfRates = {
  employee_rate: 12,
  employer_rate: 12,
  eps_rate: 8.33,
  wage_ceiling: 15_000,
  eps_max_age: 58,
  eps_excluded_joined_from: '2014-09-01',
  edli_rate: 0.5,
  edli_wage_ceiling: 15_000,
  admin_charge_rate: 0.5,
  admin_charge_minimum: 500,
  due_day: 15,
  late_interest: EPF_INTEREST,
  late_damages: [
    {
      per: 'year',
      graded: 'whole_delay',
      bands: DAMAGES_BY_PERIOD_OF_DELAY,
      max_percent: 100,
      round_to: 'rupee',
    },
  ],
  late_source:
    'EPF Act s.7Q (12% a year simple, each day of delay); s.14B and EPF Scheme para 32A(1) as substituted on 26 Sep 2008 (5/10/15/25% of arrears a year by period of default), para 32A(2) (to the nearest rupee)',
  source: 'EPF Scheme 1952 para 29, EPS 1995 para 3 and 12, EDLI 1976 para 8; MoLE GSR 5(E) of 2018',
};

/**
 * Damages from 14 June 2024: G.S.R. 329(E) (EPF Scheme para 32A(1)), G.S.R. 327(E) (EPS para 5) and G.S.R. 330(E)
 * (EDLI para 8A), all of 14 June 2024 and in force on publication: "one per cent. of the arrear of contribution
 * per month or part thereof", whatever the period of default. Para 32A(2) (the nearest rupee) was not amended;
 * s.14B still caps damages at the arrears. Interest under s.7Q is unchanged.
 */
const PF_2024: PfRates = {
  ...PF,
  late_damages: [
    {
      per: 'month',
      graded: 'whole_delay',
      bands: [{ from_months: 0, rate: 1 }],
      max_percent: 100,
      round_to: 'rupee',
    },
  ],
  late_source:
    'EPF Act s.7Q (12% a year simple); s.14B and EPF Scheme para 32A(1) as substituted by G.S.R. 329(E) of 14 Jun 2024 (1% of arrears per month or part), para 32A(2); EPS para 5 (G.S.R. 327(E)), EDLI para 8A (G.S.R. 330(E))',
};

/**
 * The Code on Social Security 2020, s.2(89): the wage ceiling for EPF, EPS and EDLI raised to ₹25,000 a month
 * from 17 September 2026 (S.O. 5109(E), Gazette of India, 17 September 2026; EPFO's FAQ on the revision of the
 * statutory wage ceiling: EPS at most ₹2,083, EDLI and administration charges ₹125 each at the ceiling, and
 * September 2026 worked in two parts, 1–16 and 17–30). Rates, the administration minimum and the due day are
 * unchanged (EPF Scheme 2026 and EDLI Scheme 2026, in force from 29 June 2026).
 */
const PF_2026: PfRates = {
  ...PF_2024,
  wage_ceiling: 25_000,
  edli_wage_ceiling: 25_000,
  source:
    'Code on Social Security 2020 s.2(89); S.O. 5109(E) of 17 Sep 2026; EPFO FAQ on the wage ceiling revision',
};

/**
 * ESI Act s.2(9) and (Central) Rules 50–52: 0.75% + 3.25% from 1 July 2019 (GSR 423(E)); coverage up to
 * ₹21,000 gross (₹25,000 for a person with disability) from 1 January 2017; no employee share at an average
 * daily wage up to ₹176; contributions due by the 15th of the following month (Regulation 31).
 */
const ESIC: EsicRates = {
  employee_rate: 0.75,
  employer_rate: 3.25,
  wage_ceiling: 21_000,
  disability_wage_ceiling: 25_000,
  exempt_daily_wage: 176,
  due_day: 15,
  // ESI (General) Regulations 1950: reg. 31A, simple interest at 12% a year for each day of default or delay;
  // reg. 31C (under s.85B), damages by period of delay, 5% a year up to 2 months, 10% from 2 to less than 4,
  // 15% from 4 to less than 6, 25% from 6 months, not above the amount due (s.85B).
  late_interest: [
    { per: 'year', graded: 'whole_delay', bands: [{ from_months: 0, rate: 12 }], round_to: 'paise' },
  ],
  late_damages: [
    {
      per: 'year',
      graded: 'whole_delay',
      bands: DAMAGES_BY_PERIOD_OF_DELAY,
      max_percent: 100,
      round_to: 'paise',
    },
  ],
  late_source:
    'ESI (General) Regulations 1950 reg. 31A (interest 12% a year, each day) and reg. 31C (damages 5/10/15/25% a year by period of delay); ESI Act s.85B',
  source: 'ESI Act s.2(9); ESI (Central) Rules 50–52; GSR 423(E) of 2019; ESI Regulation 31',
};

/**
 * Income-tax Rules 1962, rule 30(1)(b)(ii) (as substituted by Notification 30/2016, in force 1 June 2016):
 * tax deducted by a non-government deductor is paid by the 7th of the following month, and tax deducted in
 * March by 30 April.
 */
const TDS: TdsDepositRates = {
  due_day: 7,
  year_end_month: 3,
  year_end_due_month: 4,
  year_end_due_day: 30,
  statement_due: { q1: '07-31', q2: '10-31', q3: '01-31', q4: '05-31' },
  source: 'Income-tax Rules 1962, rule 30(1)(b), rule 31A(2); Notification 30/2016',
};

/**
 * The Income-tax Rules 2026 from tax year 2026-27: deposit within seven days of the month's end (30 April for
 * March), rule 218; the quarterly statement (Form 138) by 31 July, 31 October, 31 January and 31 May, rule 219.
 */
const TDS_2026: TdsDepositRates = {
  ...TDS,
  source: 'Income-tax Rules 2026 (G.S.R. 198(E)), rules 218 and 219',
};

/**
 * Retrenchment under the Industrial Disputes Act 1947: a workman in continuous service for at least one year —
 * 240 days worked in the twelve months before retrenchment make one (s.25B(2)(a)(ii); Mohan Lal v Bharat
 * Electronics Ltd, (1981) 3 SCC 225) — gets one month's notice or wages in lieu (s.25F(a)) and 15 days' average
 * pay for every completed year, a part above six months counted whole (s.25F(b)); a month's pay ÷ 26 a day, as
 * the Supreme Court reads 15 days' wages of a monthly-rated workman for gratuity (Jeewanlal (1929) Ltd v
 * Appellate Authority, (1984) 4 SCC 356). Income-tax exemption up to ₹5,00,000 (s.10(10B), the limit notified by
 * the Central Government; Income-tax Act 2025 s.19(1), Table Sl. No. 10, from tax year 2026-27).
 */
const RETRENCHMENT_ID_ACT: RetrenchmentRates = {
  law: 'Industrial Disputes Act 1947 s.25F',
  min_years: 1,
  continuous_service_days: 240,
  notice_months: 1,
  days_per_year: 15,
  day_divisor: 26,
  part_year_months: 6,
  exemption_limit: 500_000,
  exemption_provision: 'Income-tax Act 1961 s.10(10B) (Income-tax Act 2025 s.19(1), Table Sl. No. 10)',
};
/**
 * The Industrial Relations Code 2020, in force from 21 November 2025: the same notice and compensation (s.70(a),
 * (b)), and 15 days' last drawn wages paid by the employer to the Worker Re-skilling Fund, credited to the
 * worker within 45 days (s.83).
 */
const RETRENCHMENT_IR_CODE: RetrenchmentRates = {
  ...RETRENCHMENT_ID_ACT,
  law: 'Industrial Relations Code 2020 s.70',
  reskilling_fund_days: 15,
};

/**
 * The Payment of Gratuity Act 1972: five years' continuous service (s.4(1)); 240 days actually worked make a
 * year of continuous service (s.2A(2)(a)); a part year above six months counts whole and each year earns 15
 * days' wages at the last drawn wages ÷ 26 (s.4(2)); at most ₹20 lakh (s.4(3) as amended by the Payment of
 * Gratuity (Amendment) Act 2018, S.O. 1420(E), in force 29 March 2018). Income-tax exemption up to ₹20 lakh
 * (s.10(10)(ii); Notification S.O. 1213(E), 8 March 2019).
 */
const GRATUITY: GratuityRates = {
  min_years: 5,
  days_per_year: 15,
  day_divisor: 26,
  continuous_service_days: 240,
  part_year_months: 6,
  ceiling: 2_000_000,
  exemption_limit: 2_000_000,
  death_min_years: 0,
  retrenchment: RETRENCHMENT_ID_ACT,
  source:
    'Payment of Gratuity Act 1972 s.2A, s.4 (and its proviso on death); S.O. 1420(E) of 2018; Income-tax Act s.10(10)(ii); Industrial Disputes Act 1947 s.25B, s.25F; Income-tax Act s.10(10B)',
};

/**
 * The Payment of Bonus Act 1965 as amended in 2015 (in force 1 April 2014): eligible up to ₹21,000 a month
 * (s.2(13)); at least 30 working days (s.8); 8.33% to 20% (s.10, s.11); salary counted at most at ₹7,000 or the
 * minimum wage, whichever is higher (s.12); a minimum of ₹100 (s.10). State minimum wages are entered per
 * state on the Statutory Rates screen.
 */
/**
 * The Code on Social Security 2020, in force from 21 November 2025: gratuity on the same scale (s.53(2)–(3)), and a
 * fixed-term employee's after one year of continuous service instead of five, pro rata (s.53(1) and its provisos;
 * the Ministry of Labour's FAQ on the Codes, November 2025).
 */
const GRATUITY_CODE: GratuityRates = {
  ...GRATUITY,
  fixed_term_min_years: 1,
  retrenchment: RETRENCHMENT_IR_CODE,
  source:
    'Code on Social Security 2020 s.53 (and its proviso on death); Ministry of Labour and Employment FAQ on the Labour Codes (2025); Industrial Relations Code 2020 s.70, s.83; Income-tax Act s.10(10B)',
};

const BONUS: BonusRates = {
  eligibility_limit: 21_000,
  calculation_ceiling: 7_000,
  min_rate: 8.33,
  max_rate: 20,
  minimum_bonus: 100,
  min_working_days: 30,
  minimum_wages: [],
  source: 'Payment of Bonus Act 1965 s.2(13), s.8, s.10, s.11, s.12; Payment of Bonus (Amendment) Act 2015',
};

/**
 * Income-tax Act 1961 s.10(10AA)(ii): leave encashed on leaving is exempt up to the least of ₹25 lakh
 * (Notification 31/2023, from 1 April 2023), the amount received, ten months' average salary and the cash
 * equivalent of leave at 30 days per completed year of service.
 */
const LEAVE_ENC: LeaveEncashmentRates = {
  exemption_limit: 2_500_000,
  average_salary_months: 10,
  max_days_per_year: 30,
  source: 'Income-tax Act 1961 s.10(10AA)(ii); CBDT Notification 31/2023',
};

/**
 * The Factories Act 1948 (in force 1 April 1949): 9 hours a day (s.54), 48 a week (s.51), overtime at twice the
 * ordinary rate (s.59(1)), at most 50 hours of it a quarter (s.64(4)(iv)), a rest interval after five hours
 * (s.55), and the week beginning at midnight on Saturday night (s.2(e)).
 */
const HOURS_FACTORIES_ACT: HoursRates = {
  daily_hours: 9,
  weekly_hours: 48,
  quarterly_overtime_hours: 50,
  min_overtime_multiplier: 2,
  week_starts_on: 0,
  rest_interval_after_hours: 5,
  source: 'Factories Act 1948 s.2(e), s.51, s.54, s.55, s.59(1), s.64(4)(iv)',
};

/**
 * The Occupational Safety, Health and Working Conditions Code 2020, in force from 21 November 2025: no worker
 * works more than 8 hours a day (s.25(1)(a)) or 48 a week; work beyond them is paid at twice the rate of
 * wages (s.27(1); the Code on Wages 2019 s.14: not less than twice the normal rate); overtime is capped per
 * quarter by rules (125 hours in the Central Rules as pre-published and in most states' rules; a state with
 * another figure gets its own version); a rest interval after five hours of work.
 */
const HOURS_OSH_CODE: HoursRates = {
  daily_hours: 8,
  weekly_hours: 48,
  quarterly_overtime_hours: 125,
  min_overtime_multiplier: 2,
  week_starts_on: 0,
  rest_interval_after_hours: 5,
  source: 'OSH Code 2020 s.25, s.27; Code on Wages 2019 s.14; OSH (Central) Rules',
};

/**
 * The Code on Wages 2019 s.2(y) and the Code on Social Security 2020 s.2(88), in force from 21 November 2025:
 * wages are basic pay, DA and retaining allowance and every payment the definition does not exclude; the clauses
 * (a) to (k) exclude, and when the payments under (a) to (i) exceed one-half of all remuneration the excess is
 * wages (the first proviso). Gratuity (j) and retrenchment compensation (k) are excluded but not counted. A
 * leaver's wages are paid within two working days of the exit (s.17(2)).
 */
const CODE_WAGES: CodeWagesRates = {
  threshold_percent: 50,
  exclusion_clauses: [
    { clause: 'a', label: 'Statutory bonus not part of the terms of employment', counted: true },
    {
      clause: 'b',
      label: 'House accommodation, light, water, medical attendance or another amenity',
      counted: true,
    },
    {
      clause: 'c',
      label: "Employer's contribution to a pension or provident fund, with interest",
      counted: true,
    },
    { clause: 'd', label: 'Conveyance allowance or a travelling concession', counted: true },
    { clause: 'e', label: 'A sum to defray special expenses of the employment', counted: true },
    { clause: 'f', label: 'House rent allowance', counted: true },
    { clause: 'g', label: 'Remuneration under an award, settlement or order', counted: true },
    { clause: 'h', label: 'Overtime allowance', counted: true },
    { clause: 'i', label: 'Commission', counted: true },
    { clause: 'j', label: 'Gratuity on termination', counted: false },
    {
      clause: 'k',
      label: 'Retrenchment compensation, retirement benefit or ex gratia on termination',
      counted: false,
    },
  ],
  bases: CODE_WAGE_BASE_DEFAULTS,
  settlement_working_days: 2,
  source:
    'Code on Wages 2019 s.2(y) and its first proviso, s.14, s.17(2); Code on Social Security 2020 s.2(88), s.16, s.53; ESIC circular of 11 December 2025 on coverage under s.2(88)',
};

export const SEEDED_STATUTORY_RATES: SeededRate[] = [
  { scheme: 'PF', state_code: null, effective_from: '2018-06-01', rules: PF },
  { scheme: 'PF', state_code: null, effective_from: '2024-06-14', rules: PF_2024 },
  { scheme: 'PF', state_code: null, effective_from: '2026-09-17', rules: PF_2026 },
  { scheme: 'ESIC', state_code: null, effective_from: '2019-07-01', rules: ESIC },
  ...LWF_VERSIONS.map((v) => ({ scheme: 'LWF' as const, ...v })),
  ...PT_FILING_VERSIONS.map((v) => ({ scheme: 'PT' as const, ...v })),
  { scheme: 'TDS', state_code: null, effective_from: '2016-06-01', rules: TDS },
  { scheme: 'TDS', state_code: null, effective_from: '2026-04-01', rules: TDS_2026 },
  { scheme: 'GRATUITY', state_code: null, effective_from: '2018-03-29', rules: GRATUITY },
  { scheme: 'GRATUITY', state_code: null, effective_from: '2025-11-21', rules: GRATUITY_CODE },
  { scheme: 'BONUS', state_code: null, effective_from: '2014-04-01', rules: BONUS },
  { scheme: 'LEAVE_ENC', state_code: null, effective_from: '2023-04-01', rules: LEAVE_ENC },
  { scheme: 'HOURS', state_code: null, effective_from: '1949-04-01', rules: HOURS_FACTORIES_ACT },
  { scheme: 'HOURS', state_code: null, effective_from: '2025-11-21', rules: HOURS_OSH_CODE },
  { scheme: 'CODE_WAGES', state_code: null, effective_from: '2025-11-21', rules: CODE_WAGES },
  { scheme: 'INCOME_TAX', state_code: null, effective_from: '1962-04-01', rules: INCOME_TAX_ACT_1961 },
  { scheme: 'INCOME_TAX', state_code: null, effective_from: '2026-04-01', rules: INCOME_TAX_ACT_2025 },
  { scheme: 'PERQUISITE', state_code: null, effective_from: '2001-04-01', rules: PERQUISITES_1962 },
  { scheme: 'PERQUISITE', state_code: null, effective_from: '2026-04-01', rules: PERQUISITES_2026 },
];
