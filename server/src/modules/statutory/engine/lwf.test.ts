import { type LwfRates, lwfRules, ptFilingRules } from '@hrms/contracts/statutory';
import { describe, expect, it } from 'vitest';
import { paise } from '../../../platform/money';
import { LWF_VERSIONS } from '../lwf-rates';
import { PT_FILING_VERSIONS } from '../pt-filing-rates';
import { SEEDED_STATUTORY_RATES } from '../rates-data';
import { pickInForce } from '../rates-queries';
import { labourWelfareFund } from './lwf';

/** The seeded LWF rules of a state in force on a date, as payroll reads them. */
const seeded = (stateCode: string, onDate: string) =>
  pickInForce(SEEDED_STATUTORY_RATES, onDate).lwf.get(stateCode) ?? null;

/** One month's contributions in rupees. */
const lwf = (rules: LwfRates | null, month: number, gross: number, applicable = true) => {
  const r = labourWelfareFund(rules, { month, monthlyGross: paise(gross), applicable });
  return { employee: r.employee / 100, employer: r.employer / 100 };
};

describe('labour welfare fund: contribution months', () => {
  it('Maharashtra: ₹25 + ₹75 in June and December (Amendment Act 2024, s.6BB), nothing in other months', () => {
    const mh = seeded('MH', '2025-06-30');
    expect(lwf(mh, 6, 50_000)).toEqual({ employee: 25, employer: 75 });
    expect(lwf(mh, 12, 1_500)).toEqual({ employee: 25, employer: 75 });
    for (const month of [1, 2, 3, 4, 5, 7, 8, 9, 10, 11]) {
      expect(lwf(mh, month, 50_000)).toEqual({ employee: 0, employer: 0 });
    }
  });

  it('Karnataka: once a year in December, ₹20 + ₹40 until the 2024 amendment, ₹50 + ₹100 after', () => {
    expect(lwf(seeded('KA', '2024-12-31'), 12, 30_000)).toEqual({ employee: 20, employer: 40 });
    expect(lwf(seeded('KA', '2025-12-31'), 12, 30_000)).toEqual({ employee: 50, employer: 100 });
    expect(lwf(seeded('KA', '2025-06-30'), 6, 30_000)).toEqual({ employee: 0, employer: 0 });
  });

  it('Tamil Nadu ₹20 + ₹40, Telangana ₹2 + ₹5, Andhra Pradesh ₹30 + ₹70: yearly in December', () => {
    expect(lwf(seeded('TN', '2025-12-31'), 12, 30_000)).toEqual({ employee: 20, employer: 40 });
    expect(lwf(seeded('TG', '2025-12-31'), 12, 30_000)).toEqual({ employee: 2, employer: 5 });
    expect(lwf(seeded('AP', '2025-12-31'), 12, 30_000)).toEqual({ employee: 30, employer: 70 });
    expect(lwf(seeded('TN', '2025-06-30'), 6, 30_000)).toEqual({ employee: 0, employer: 0 });
  });

  it('Gujarat ₹6 + ₹12, West Bengal ₹3 + ₹30 (₹15 before 2024), Delhi ₹0.75 + ₹2.25: June and December', () => {
    expect(lwf(seeded('GJ', '2025-06-30'), 6, 30_000)).toEqual({ employee: 6, employer: 12 });
    expect(lwf(seeded('WB', '2023-12-31'), 12, 30_000)).toEqual({ employee: 3, employer: 15 });
    expect(lwf(seeded('WB', '2024-06-30'), 6, 30_000)).toEqual({ employee: 3, employer: 30 });
    expect(lwf(seeded('DL', '2025-12-31'), 12, 30_000)).toEqual({ employee: 0.75, employer: 2.25 });
    expect(lwf(seeded('DL', '2025-11-30'), 11, 30_000)).toEqual({ employee: 0, employer: 0 });
  });

  it('Kerala (shops and commercial establishments): ₹50 + ₹50 every month from September 2022', () => {
    const kl = seeded('KL', '2025-01-31');
    for (let month = 1; month <= 12; month++) {
      expect(lwf(kl, month, 30_000)).toEqual({ employee: 50, employer: 50 });
    }
    expect(seeded('KL', '2022-08-31')).toBeNull();
  });
});

describe('labour welfare fund: wage bands', () => {
  // Maharashtra before the 2024 amendment: ₹6 + ₹18 up to ₹3,000 a month, ₹12 + ₹36 above.
  const banded = () => seeded('MH', '2023-12-31');

  it('each band boundary at and either side (Maharashtra s.6BB before 2024)', () => {
    expect(lwf(banded(), 12, 2_999.99)).toEqual({ employee: 6, employer: 18 });
    expect(lwf(banded(), 12, 3_000)).toEqual({ employee: 6, employer: 18 });
    expect(lwf(banded(), 12, 3_000.01)).toEqual({ employee: 12, employer: 36 });
    expect(lwf(banded(), 6, 100_000)).toEqual({ employee: 12, employer: 36 });
  });

  it('bands that leave a gap, or end, charge nothing outside them', () => {
    const rules: LwfRates = {
      frequency: 'monthly',
      deduction_months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      bands: [
        { min_wage: 0, max_wage: 15_000, employee: 5, employer: 20 },
        { min_wage: 20_000, max_wage: 25_000, employee: 10, employer: 40 },
      ],
      due_day: 15,
    };
    expect(lwf(rules, 3, 15_000)).toEqual({ employee: 5, employer: 20 });
    expect(lwf(rules, 3, 15_000.01)).toEqual({ employee: 0, employer: 0 });
    expect(lwf(rules, 3, 19_999.99)).toEqual({ employee: 0, employer: 0 });
    expect(lwf(rules, 3, 20_000)).toEqual({ employee: 10, employer: 40 });
    expect(lwf(rules, 3, 25_000)).toEqual({ employee: 10, employer: 40 });
    expect(lwf(rules, 3, 25_000.01)).toEqual({ employee: 0, employer: 0 });
  });

  it('a month without pay: the employer’s share is still due, the employee’s cannot be deducted', () => {
    expect(lwf(seeded('MH', '2025-12-31'), 12, 0)).toEqual({ employee: 0, employer: 75 });
  });
});

describe('labour welfare fund: where none is due', () => {
  it('a state without a fund says so as data (Uttar Pradesh), and an unlisted state has no rules', () => {
    const up = seeded('UP', '2025-06-30');
    expect(up?.frequency).toBe('none');
    expect(up?.source).toMatch(/no labour welfare fund/);
    expect(lwf(up, 6, 50_000)).toEqual({ employee: 0, employer: 0 });
    expect(lwf(seeded('PY', '2025-06-30'), 6, 50_000)).toEqual({ employee: 0, employer: 0 });
  });

  it('a branch where the fund does not apply, in a contribution month', () => {
    expect(lwf(seeded('MH', '2025-06-30'), 6, 50_000, false)).toEqual({ employee: 0, employer: 0 });
  });

  it('a month before the state’s first version', () => {
    expect(seeded('TN', '2022-12-01')).toBeNull();
    expect(lwf(seeded('TN', '2022-12-01'), 12, 30_000)).toEqual({ employee: 0, employer: 0 });
  });
});

describe('seeded LWF and PT rules', () => {
  const REQUIRED_LWF = ['MH', 'KA', 'TN', 'GJ', 'WB', 'TG', 'AP', 'KL', 'DL'];
  const PT_STATES = ['MH', 'KA', 'WB', 'TN', 'TG', 'AP', 'GJ', 'MP', 'KL'];

  it('every version passes its scheme’s shape, one version per state and date', () => {
    for (const v of LWF_VERSIONS) expect(lwfRules.parse(v.rules)).toEqual(v.rules);
    for (const v of PT_FILING_VERSIONS) expect(ptFilingRules.parse(v.rules)).toEqual(v.rules);
    const keys = SEEDED_STATUTORY_RATES.map((r) => `${r.scheme}|${r.state_code}|${r.effective_from}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('covers the nine LWF states and the nine PT states, with a frequency and a source each', () => {
    const today = pickInForce(SEEDED_STATUTORY_RATES, '2025-12-31');
    for (const code of REQUIRED_LWF) {
      const rules = today.lwf.get(code);
      expect(rules?.frequency, code).not.toBe('none');
      expect(rules?.source, code).toBeTruthy();
      expect(rules?.due_day, code).not.toBeNull();
      // A monthly fund is due every month; a half-yearly one twice; a yearly one once.
      const expected = { monthly: 12, half_yearly: 2, yearly: 1, none: 0 }[rules?.frequency ?? 'none'];
      expect(rules?.deduction_months, code).toHaveLength(expected);
    }
    for (const code of PT_STATES) expect(today.pt.get(code)?.source, code).toBeTruthy();
  });

  it('PT returns: monthly states by a day of the following month, half-yearly ones by the half-year’s end', () => {
    const pt = pickInForce(SEEDED_STATUTORY_RATES, '2025-12-31').pt;
    expect(pt.get('KA')).toMatchObject({
      return_months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      due_day: 20,
    });
    expect(pt.get('WB')?.due_day).toBe(21);
    expect(pt.get('TN')).toMatchObject({ return_months: [9, 3], due_day: 31, due_month_offset: 0 });
    expect(pt.get('MH')).toMatchObject({ exempt_person_with_disability: true, exempt_from_age: 65 });
  });
});
