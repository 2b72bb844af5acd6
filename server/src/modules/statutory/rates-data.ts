import type { EsicRates, LwfRates, PfRates, PtFilingRates, TdsDepositRates } from '@hrms/contracts/statutory';
import { LWF_VERSIONS } from './lwf-rates';
import { PT_FILING_VERSIONS } from './pt-filing-rates';

/**
 * The statutory rates seeded into `statutory_rates` (editable afterwards; a change is a new dated version).
 * Each version is in force from its date until the next one. Sources are in docs/decisions.md.
 */
export type SeededRate =
  | { scheme: 'PF'; state_code: null; effective_from: string; rules: PfRates }
  | { scheme: 'ESIC'; state_code: null; effective_from: string; rules: EsicRates }
  | { scheme: 'LWF'; state_code: string; effective_from: string; rules: LwfRates }
  | { scheme: 'PT'; state_code: string; effective_from: string; rules: PtFilingRates }
  | { scheme: 'TDS'; state_code: null; effective_from: string; rules: TdsDepositRates };

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
  source: 'EPF Scheme 1952 para 29, EPS 1995 para 3 and 12, EDLI 1976 para 8; MoLE GSR 5(E) of 2018',
};

/**
 * The Code on Social Security 2020, s.2(89): the wage ceiling for EPF, EPS and EDLI raised to ₹25,000 a month
 * from 17 September 2026 (S.O. 5109(E), Gazette of India, 17 September 2026; EPFO's FAQ on the revision of the
 * statutory wage ceiling: EPS at most ₹2,083, EDLI and administration charges ₹125 each at the ceiling, and
 * September 2026 worked in two parts, 1–16 and 17–30). Rates, the administration minimum and the due day are
 * unchanged (EPF Scheme 2026 and EDLI Scheme 2026, in force from 29 June 2026).
 */
const PF_2026: PfRates = {
  ...PF,
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
  source: 'Income-tax Rules 1962, rule 30(1)(b); Notification 30/2016',
};

export const SEEDED_STATUTORY_RATES: SeededRate[] = [
  { scheme: 'PF', state_code: null, effective_from: '2018-06-01', rules: PF },
  { scheme: 'PF', state_code: null, effective_from: '2026-09-17', rules: PF_2026 },
  { scheme: 'ESIC', state_code: null, effective_from: '2019-07-01', rules: ESIC },
  ...LWF_VERSIONS.map((v) => ({ scheme: 'LWF' as const, ...v })),
  ...PT_FILING_VERSIONS.map((v) => ({ scheme: 'PT' as const, ...v })),
  { scheme: 'TDS', state_code: null, effective_from: '2016-06-01', rules: TDS },
];
