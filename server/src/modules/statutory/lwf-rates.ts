import type { LwfRates } from '@hrms/contracts/statutory';

/**
 * Labour welfare fund versions seeded per state (amounts in rupees per contribution; editable data, a change
 * is a new dated version). Each state's fund is a flat amount per employee on the register on the last day
 * of the contribution month, deducted with that month's wages and paid with the return by `due_day` of the
 * following month. Sources, and what is not modelled: docs/decisions/statutory.md, "LWF versions by state" and
 * "LWF: what is not modelled".
 *
 * An `effective_from` is the date the amounts took effect where a source gives it, otherwise the earliest
 * date our sources confirm them (noted in `source`): a month before a state's first version has no fund.
 */
export type SeededLwf = { state_code: string; effective_from: string; rules: LwfRates };

const JUNE_DECEMBER = [6, 12];
const DECEMBER = [12];
const EVERY_MONTH = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** One band for every wage: the amounts do not depend on pay. */
const flat = (employee: number, employer: number) => [{ min_wage: 0, max_wage: null, employee, employer }];

/** States without a labour welfare fund, said as data so the registers and the summary show "none". */
const NO_FUND: [code: string, name: string][] = [
  ['AS', 'Assam'],
  ['BR', 'Bihar'],
  ['HP', 'Himachal Pradesh'],
  ['JH', 'Jharkhand'],
  ['RJ', 'Rajasthan'],
  ['UP', 'Uttar Pradesh'],
];

/**
 * Karnataka: the Welfare Commissioner's press notes (contribution years 2020 and 2024) say a late contribution
 * carries penal interest at 12% a year for its first three months and 18% after; read as simple interest per
 * day, each stretch at its own rate. Other states' funds state no interest simple enough to keep as data
 * (docs/decisions/statutory.md, "Late-payment charges of PT and LWF").
 */
const KARNATAKA_INTEREST: LwfRates['late_interest'] = [
  {
    per: 'year',
    graded: 'each_period',
    bands: [
      { from_months: 0, rate: 12 },
      { from_months: 3, rate: 18 },
    ],
    round_to: 'paise',
  },
];
const KARNATAKA_LATE_SOURCE =
  'Karnataka Labour Welfare Board press notes (2020, 2024): penal interest 12% for the first three months of delay, 18% after';

export const LWF_VERSIONS: SeededLwf[] = [
  {
    state_code: 'MH',
    effective_from: '2000-12-01',
    rules: {
      frequency: 'half_yearly',
      deduction_months: JUNE_DECEMBER,
      bands: [
        { min_wage: 0, max_wage: 3_000, employee: 6, employer: 18 },
        { min_wage: 3_000.01, max_wage: null, employee: 12, employer: 36 },
      ],
      due_day: 15,
      source:
        'Maharashtra Labour Welfare Fund Act 1953 s.6BB (from December 2000): ₹6 + ₹18 up to ₹3,000 a month, ₹12 + ₹36 above; deducted 30 June and 31 December, paid by 15 July and 15 January.',
    },
  },
  {
    state_code: 'MH',
    effective_from: '2024-03-18',
    rules: {
      frequency: 'half_yearly',
      deduction_months: JUNE_DECEMBER,
      bands: flat(25, 75),
      due_day: 15,
      source:
        'Maharashtra Labour Welfare Fund (Amendment) Act 2024, s.6BB (Gazette 18 March 2024): ₹25 per employee and three times that by the employer, whatever the wages; Form A-1 by 15 July and 15 January.',
    },
  },
  {
    state_code: 'KA',
    effective_from: '2017-04-06',
    rules: {
      frequency: 'yearly',
      deduction_months: DECEMBER,
      bands: flat(20, 40),
      due_day: 15,
      late_interest: KARNATAKA_INTEREST,
      late_source: KARNATAKA_LATE_SOURCE,
      source:
        'Karnataka Labour Welfare Fund Act 1965 s.7A(2) as amended in 2017: ₹20 + ₹40 a year for each employee on the register on 31 December, paid by 15 January (Form D).',
    },
  },
  {
    state_code: 'KA',
    effective_from: '2025-01-10',
    rules: {
      frequency: 'yearly',
      deduction_months: DECEMBER,
      bands: flat(50, 100),
      due_day: 15,
      late_interest: KARNATAKA_INTEREST,
      late_source: KARNATAKA_LATE_SOURCE,
      source:
        'Karnataka Labour Welfare Fund (Amendment) Act 2024, s.7A(2) (Gazette 10 January 2025): ₹50 + ₹100 a year for each employee on the register on 31 December, paid by 15 January.',
    },
  },
  {
    state_code: 'TN',
    effective_from: '2022-12-02',
    rules: {
      frequency: 'yearly',
      deduction_months: DECEMBER,
      bands: flat(20, 40),
      due_day: 31,
      source:
        'Tamil Nadu Labour Welfare Fund Rules 1973, rule 11A as amended 2 December 2022: ₹20 + ₹40 a year (calendar year), paid with Form A by 31 January.',
    },
  },
  {
    state_code: 'GJ',
    effective_from: '2022-04-01',
    rules: {
      frequency: 'half_yearly',
      deduction_months: JUNE_DECEMBER,
      bands: flat(6, 12),
      due_day: 15,
      source:
        'Gujarat Labour Welfare Fund Act 1953 s.6B(2): ₹6 + ₹12 for each half-year ending 30 June and 31 December, paid with Form A-1 by 15 July and 15 January (the date the amounts began is not in our sources; 1 April 2022 is the floor they confirm).',
    },
  },
  {
    state_code: 'WB',
    effective_from: '2022-04-01',
    rules: {
      frequency: 'half_yearly',
      deduction_months: JUNE_DECEMBER,
      bands: flat(3, 15),
      due_day: 15,
      source:
        'West Bengal Labour Welfare Fund Act 1974 s.9 (West Bengal Labour Welfare Board): ₹3 + ₹15 for each half-year ending 30 June and 31 December, paid with Form D by 15 July and 15 January (1 April 2022 is the floor our sources confirm).',
    },
  },
  {
    state_code: 'WB',
    effective_from: '2024-01-01',
    rules: {
      frequency: 'half_yearly',
      deduction_months: JUNE_DECEMBER,
      bands: flat(3, 30),
      due_day: 15,
      source:
        'West Bengal Labour Welfare Fund Act 1974 s.9 with the 2024 revision of the employer share (₹15 → ₹30) from 1 January 2024; ₹3 employee; half-years ending 30 June and 31 December, paid with Form D by 15 July and 15 January.',
    },
  },
  {
    state_code: 'TG',
    effective_from: '2022-04-01',
    rules: {
      frequency: 'yearly',
      deduction_months: DECEMBER,
      bands: flat(2, 5),
      due_day: 31,
      source:
        'Telangana Labour Welfare Fund Act 1987 s.10: ₹2 + ₹5 a year for each employee on the register on 31 December, paid with Form F by 31 January (the date the amounts began is not in our sources; 1 April 2022 is the floor they confirm).',
    },
  },
  {
    state_code: 'AP',
    effective_from: '2022-04-01',
    rules: {
      frequency: 'yearly',
      deduction_months: DECEMBER,
      bands: flat(30, 70),
      due_day: 31,
      source:
        'Andhra Pradesh Labour Welfare Fund Act 1987 s.10(1): ₹30 + ₹70 a year for each employee on the register on 31 December, paid with Form F by 31 January (the date the amounts began is not in our sources; 1 April 2022 is the floor they confirm).',
    },
  },
  {
    state_code: 'KL',
    effective_from: '2022-09-01',
    rules: {
      frequency: 'monthly',
      deduction_months: EVERY_MONTH,
      bands: flat(50, 50),
      due_day: 5,
      source:
        'Kerala Shops and Commercial Establishments Workers Welfare Fund Act 2006, G.O.(P) No.41/22/LBR of 19 May 2022: ₹50 + ₹50 a month from September 2022, paid by the 5th. A factory or plantation pays the Kerala Labour Welfare Fund Act 1975 instead: ₹45 + ₹45 each half-year (2021 Ordinance) — edit this version for one.',
    },
  },
  {
    state_code: 'DL',
    effective_from: '2022-04-01',
    rules: {
      frequency: 'half_yearly',
      deduction_months: JUNE_DECEMBER,
      bands: flat(0.75, 2.25),
      due_day: 15,
      source:
        'Bombay Labour Welfare Fund Act 1953 as extended to Delhi, s.6BB, and the Delhi Labour Welfare Fund Rules 1997: ₹0.75 + ₹2.25 for each half-year ending 30 June and 31 December, paid with Form A by 15 July and 15 January (the date the amounts began is not in our sources; 1 April 2022 is the floor they confirm).',
    },
  },
  ...NO_FUND.map(([state_code, name]) => ({
    state_code,
    effective_from: '2022-04-01',
    rules: {
      frequency: 'none' as const,
      deduction_months: [],
      bands: [],
      due_day: null,
      source: `${name} has no labour welfare fund act: no contribution.`,
    },
  })),
];
