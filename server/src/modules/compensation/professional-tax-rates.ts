/**
 * Professional-tax slabs seeded for the major states (rupees; editable data). Bands are inclusive and
 * contiguous to the paisa; a half-yearly or yearly state's bands are on the period's income. Sources (see
 * docs/decisions/statutory.md, "PT slabs verified by state"):
 * - Maharashtra: Sch. I entry 1 as amended by Mah. Act XIX of 2023 from 1 April 2023 — men nil up to
 *   ₹7,500, ₹175 up to ₹10,000, then ₹2,500 a year as ₹200 a month and ₹300 in February; women nil up to
 *   ₹25,000, then the same ₹200/₹300.
 * - Karnataka: Schedule entry 1 (threshold ₹25,000 from 1 April 2023, LA Bill 6 of 2023) with ₹300 in
 *   February from 1 April 2025 (Karnataka Act 33 of 2025).
 * - West Bengal: Schedule entry 1 of the 1979 Act (nil up to ₹10,000; ₹110 / ₹130 / ₹150 / ₹200).
 * - Tamil Nadu: half-yearly, Greater Chennai Corporation's revision from the second half of 2024-25
 *   (circular R.D.(HQ).C.No.PT/SPL/2024 of 20 January 2025).
 * - Telangana and Andhra Pradesh: nil up to ₹15,000, ₹150 up to ₹20,000, then ₹200.
 * - Gujarat: nil up to ₹12,000, ₹200 above (notification GHN-35-PFT-2022-S.3(2)(10)-TH, from 1 April 2022).
 * - Madhya Pradesh: yearly bands from 1 April 2018 (nil up to ₹2,25,000; ₹1,500; ₹2,000; ₹2,500): ₹208 a
 *   month, the last month (March) taking the remainder (₹212 over a full year).
 * - Kerala: half-yearly, revised from 1 October 2024 (G.O. 1149/2024/LSGD).
 */
export type SeededPtSlab = {
  state: string;
  gender?: 'female';
  min: number;
  max: number | null;
  amount: number;
  periodMonths?: 1 | 6 | 12;
  specialMonth?: number;
  specialMonthAmount?: number;
};

export const PT_EFFECTIVE_FROM = '2025-04-01';

const band = (
  state: string,
  rows: [min: number, max: number | null, amount: number][],
  extra: Partial<SeededPtSlab> = {},
): SeededPtSlab[] => rows.map(([min, max, amount]) => ({ state, min, max, amount, ...extra }));

const FEBRUARY = 2;

export const PT_SLABS: SeededPtSlab[] = [
  ...band('Maharashtra', [
    [0, 7_500, 0],
    [7_500.01, 10_000, 175],
  ]),
  {
    state: 'Maharashtra',
    min: 10_000.01,
    max: null,
    amount: 200,
    specialMonth: FEBRUARY,
    specialMonthAmount: 300,
  },
  { state: 'Maharashtra', gender: 'female', min: 0, max: 25_000, amount: 0 },
  {
    state: 'Maharashtra',
    gender: 'female',
    min: 25_000.01,
    max: null,
    amount: 200,
    specialMonth: FEBRUARY,
    specialMonthAmount: 300,
  },
  { state: 'Karnataka', min: 0, max: 24_999.99, amount: 0 },
  {
    state: 'Karnataka',
    min: 25_000,
    max: null,
    amount: 200,
    specialMonth: FEBRUARY,
    specialMonthAmount: 300,
  },
  ...band('West Bengal', [
    [0, 10_000, 0],
    [10_000.01, 15_000, 110],
    [15_000.01, 25_000, 130],
    [25_000.01, 40_000, 150],
    [40_000.01, null, 200],
  ]),
  ...band(
    'Tamil Nadu',
    [
      [0, 21_000, 0],
      [21_000.01, 30_000, 180],
      [30_000.01, 45_000, 425],
      [45_000.01, 60_000, 930],
      [60_000.01, 75_000, 1_025],
      [75_000.01, null, 1_250],
    ],
    { periodMonths: 6 },
  ),
  ...band('Telangana', [
    [0, 15_000, 0],
    [15_000.01, 20_000, 150],
    [20_000.01, null, 200],
  ]),
  ...band('Andhra Pradesh', [
    [0, 15_000, 0],
    [15_000.01, 20_000, 150],
    [20_000.01, null, 200],
  ]),
  ...band('Gujarat', [
    [0, 12_000, 0],
    [12_000.01, null, 200],
  ]),
  ...band(
    'Madhya Pradesh',
    [
      [0, 225_000, 0],
      [225_000.01, 300_000, 1_500],
      [300_000.01, 400_000, 2_000],
      [400_000.01, null, 2_500],
    ],
    { periodMonths: 12 },
  ),
  ...band(
    'Kerala',
    [
      [0, 11_999.99, 0],
      [12_000, 17_999.99, 320],
      [18_000, 29_999.99, 450],
      [30_000, 44_999.99, 600],
      [45_000, 99_999.99, 750],
      [100_000, 124_999.99, 1_000],
      [125_000, null, 1_250],
    ],
    { periodMonths: 6 },
  ),
];
