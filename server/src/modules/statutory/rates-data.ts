import type { EsicRates, LwfRates, PfRates, PtFilingRates } from '@hrms/contracts/statutory';

/**
 * The statutory rates seeded into `statutory_rates` (editable afterwards; a change is a new dated version).
 * Each version is in force from its date until the next one. Sources are in docs/decisions.md.
 */
export type SeededRate =
  | { scheme: 'PF'; state_code: null; effective_from: string; rules: PfRates }
  | { scheme: 'ESIC'; state_code: null; effective_from: string; rules: EsicRates }
  | { scheme: 'LWF'; state_code: string; effective_from: string; rules: LwfRates }
  | { scheme: 'PT'; state_code: string; effective_from: string; rules: PtFilingRates };

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

export const SEEDED_STATUTORY_RATES: SeededRate[] = [
  { scheme: 'PF', state_code: null, effective_from: '2018-06-01', rules: PF },
  { scheme: 'ESIC', state_code: null, effective_from: '2019-07-01', rules: ESIC },
];
