import type { PtFilingRates } from '@hrms/contracts/statutory';

/**
 * Professional-tax returns and exemptions seeded per state (the slabs themselves are in
 * professional_tax_slabs; editable data, a change is a new dated version). `return_months` are the payroll
 * months that close a return; it is due by `due_day` (31 = the month's last day) of the following month, or
 * of the return month itself where `due_month_offset` is 0. Sources: docs/decisions/statutory.md, "PT returns
 * and their due dates".
 */
export type SeededPtFiling = { state_code: string; effective_from: string; rules: PtFilingRates };

const EVERY_MONTH = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
/** A half-year's tax is paid by the end of its last month, September and March. */
const HALF_YEAR_ENDS = [9, 3];

export const PT_FILING_VERSIONS: SeededPtFiling[] = [
  {
    state_code: 'MH',
    effective_from: '2023-04-01',
    rules: {
      return_months: EVERY_MONTH,
      due_day: 31,
      exempt_person_with_disability: true,
      exempt_from_age: 65,
      // Rule 11C-1 (from 1 May 2017), under s.9(2): 1.25% of the unpaid tax for the first month of delay, 1.5% for
      // each of the second and third, 2% for each month after; a part month counts whole.
      late_interest: [
        {
          per: 'month',
          graded: 'each_period',
          bands: [
            { from_months: 0, rate: 1.25 },
            { from_months: 1, rate: 1.5 },
            { from_months: 3, rate: 2 },
          ],
          round_to: 'paise',
        },
      ],
      late_source:
        'Maharashtra PT Act 1975 s.9(2) and PT Rules 1975 rule 11C-1 (Notification PFT.2016/CR.20C/Taxation-3, 19 April 2017)',
      source:
        'Maharashtra PT Rules 1975 r.11(3) (as amended 2019): monthly return and payment by the last day of the following month where last year’s tax was ₹1 lakh or more (an employer under ₹1 lakh files yearly by 31 March: edit to [3], offset 0). Exempt: benchmark disability (s.27A(c), Mah. Act XIX of 2023) and age 65 (s.27A).',
    },
  },
  {
    state_code: 'KA',
    effective_from: '2023-07-13',
    rules: {
      return_months: EVERY_MONTH,
      due_day: 20,
      exempt_person_with_disability: true,
      // The Karnataka PT (Amendment) Act 2023, from 1 April 2023: interest on tax deducted from salaries and
      // paid late at 1.25% a month (s.11; a part month counted whole, our reading), and a penalty of 10% of
      // the tax not paid (s.12, no longer up to 50% at discretion).
      late_interest: [
        { per: 'month', graded: 'whole_delay', bands: [{ from_months: 0, rate: 1.25 }], round_to: 'paise' },
      ],
      late_damages: [
        { per: 'once', graded: 'whole_delay', bands: [{ from_months: 0, rate: 10 }], round_to: 'paise' },
      ],
      late_source:
        'Karnataka Tax on Professions, Trades, Callings and Employments (Amendment) Act 2023 (in force 1 April 2023), s.11 (interest 1.25% a month) and s.12 (penalty 10%)',
      source:
        'Karnataka PT Act 1976: the month’s tax paid by the 20th of the following month. Exempt: permanent disability of at least 40%, and blind, deaf and dumb persons (notification under s.29, 13 July 2023).',
    },
  },
  {
    state_code: 'WB',
    effective_from: '2022-04-01',
    rules: {
      return_months: EVERY_MONTH,
      due_day: 21,
      exempt_person_with_disability: true,
      source:
        'West Bengal PT Act 1979: the month’s tax paid by the 21st of the following month. Exempt: salaried physically handicapped persons (notification 941-F.T. of 7 March 1981 under s.26(2)).',
    },
  },
  {
    state_code: 'TN',
    effective_from: '2024-10-01',
    rules: {
      return_months: HALF_YEAR_ENDS,
      due_day: 31,
      due_month_offset: 0,
      exempt_person_with_disability: true,
      exempt_from_age: 65,
      source:
        'Tamil Nadu Municipal Laws (PT), s.138C: each half-year’s tax paid by 30 September and 31 March. Exempt: permanent physical disability including blindness, and age 65.',
    },
  },
  {
    state_code: 'TG',
    effective_from: '2022-04-01',
    rules: {
      return_months: EVERY_MONTH,
      due_day: 10,
      exempt_person_with_disability: true,
      source:
        'Telangana PT Act 1987: the month’s tax paid with the return by the 10th of the following month. Exempt: blind and physically disabled persons.',
    },
  },
  {
    state_code: 'AP',
    effective_from: '2022-04-01',
    rules: {
      return_months: EVERY_MONTH,
      due_day: 10,
      source:
        'Andhra Pradesh PT Act 1987: the month’s tax paid with the return by the 10th of the following month. Exemptions not confirmed in our sources: none set.',
    },
  },
  {
    state_code: 'GJ',
    effective_from: '2022-04-01',
    rules: {
      return_months: EVERY_MONTH,
      due_day: 15,
      source:
        'Gujarat PT Act 1976: the month’s tax paid by the 15th of the following month. Exemptions not confirmed in our sources: none set.',
    },
  },
  {
    state_code: 'MP',
    effective_from: '2018-04-01',
    rules: {
      return_months: EVERY_MONTH,
      due_day: 10,
      source:
        'MP Vritti Kar Adhiniyam 1995: the month’s tax paid by the 10th of the following month. Exemptions not confirmed in our sources: none set.',
    },
  },
  {
    state_code: 'KL',
    effective_from: '2024-10-01',
    rules: {
      return_months: HALF_YEAR_ENDS,
      due_day: 31,
      due_month_offset: 0,
      source:
        'Kerala Municipality Act 1994 (PT): each half-year’s tax paid by 30 September and 31 March in a municipality or corporation (by 31 August and the end of February in a panchayat: edit to [8, 2]). Exemptions not confirmed in our sources: none set.',
    },
  },
];
