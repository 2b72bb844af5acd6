/**
 * Professional-tax slabs seeded for the major states (rupees; editable data). Bands are inclusive and
 * contiguous to the paisa. Sources: each state's Profession Tax Act schedule as amended to 2025 —
 * Maharashtra (Sch. I, entry 1: women exempt up to ₹25,000; ₹300 in February), Karnataka (2025
 * amendment: ₹200, ₹300 in February, from ₹25,000), West Bengal, Tamil Nadu (half-yearly, 2024 revision),
 * Telangana and Andhra Pradesh (₹150 / ₹200), Gujarat (₹200 from ₹12,000), Madhya Pradesh (yearly
 * bands, ₹212 in the last month of the top band), Kerala (half-yearly).
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
const MARCH = 3;

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
    [0, 11_999.99, 0],
    [12_000, null, 200],
  ]),
  ...band(
    'Madhya Pradesh',
    [
      [0, 225_000, 0],
      [225_000.01, 300_000, 1_500],
      [300_000.01, 400_000, 2_000],
    ],
    { periodMonths: 12 },
  ),
  {
    state: 'Madhya Pradesh',
    min: 400_000.01,
    max: null,
    amount: 2_500,
    periodMonths: 12,
    specialMonth: MARCH,
    specialMonthAmount: 212,
  },
  ...band(
    'Kerala',
    [
      [0, 11_999.99, 0],
      [12_000, 17_999.99, 120],
      [18_000, 29_999.99, 180],
      [30_000, 44_999.99, 300],
      [45_000, 59_999.99, 450],
      [60_000, 74_999.99, 600],
      [75_000, 99_999.99, 750],
      [100_000, 124_999.99, 1_000],
      [125_000, null, 1_250],
    ],
    { periodMonths: 6 },
  ),
];
