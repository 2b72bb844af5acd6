import type { LateCharge } from '@hrms/contracts/statutory';
import { describe, expect, it } from 'vitest';
import { SEEDED_STATUTORY_RATES } from '../../statutory/public';
import {
  daysLate,
  dueNextMonth,
  lateChargeOf,
  latenessOf,
  monthsAfter,
  monthsOrPart,
  ptDueOn,
} from './lateness';

/** The seeded version of a scheme (and state) that starts on the date: the rates these tests cite. */
function seeded(scheme: string, effectiveFrom: string, state: string | null = null) {
  const version = SEEDED_STATUTORY_RATES.find(
    (r) => r.scheme === scheme && r.effective_from === effectiveFrom && r.state_code === state,
  );
  if (!version) throw new Error(`no seeded ${scheme} ${state ?? ''} from ${effectiveFrom}`);
  return version.rules as { late_interest?: LateCharge[]; late_damages?: LateCharge[] };
}

const PF_2018 = seeded('PF', '2018-06-01');
const PF_2024 = seeded('PF', '2024-06-14');
const ESIC = seeded('ESIC', '2019-07-01');
const PT_MH = seeded('PT', '2023-04-01', 'MH');
const PT_KA = seeded('PT', '2023-07-13', 'KA');
const LWF_KA = seeded('LWF', '2025-01-10', 'KA');

const LAKH = 10_000_000; // ₹1,00,000 in paise
const charge = (rules: { late_interest?: LateCharge[]; late_damages?: LateCharge[] }, kind: 'i' | 'd') =>
  ((kind === 'i' ? rules.late_interest : rules.late_damages) ?? [])[0] as LateCharge;

describe('due dates from the rules', () => {
  it('EPF and ESIC: the 15th of the following month (EPF Scheme para 38; ESI Regulation 31)', () => {
    expect(dueNextMonth(15, { year: 2026, month: 12 })).toBe('2027-01-15');
    expect(dueNextMonth(31, { year: 2026, month: 1 })).toBe('2026-02-28');
    expect(dueNextMonth(null, { year: 2026, month: 1 })).toBeNull();
  });

  it('PT: with the return that closes the month (Maharashtra monthly by the last day; Tamil Nadu half-yearly)', () => {
    const monthly = { return_months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], due_day: 31 };
    expect(ptDueOn(monthly, { year: 2026, month: 1 })).toBe('2026-02-28');
    expect(ptDueOn(monthly, { year: 2026, month: 12 })).toBe('2027-01-31');
    const halfYear = { return_months: [9, 3], due_day: 30, due_month_offset: 0 };
    expect(ptDueOn(halfYear, { year: 2026, month: 8 })).toBe('2026-09-30');
    expect(ptDueOn(halfYear, { year: 2026, month: 10 })).toBe('2027-03-30');
    const yearly = { return_months: [3], due_day: 31, due_month_offset: 0 };
    expect(ptDueOn(yearly, { year: 2026, month: 12 })).toBe('2027-03-31');
  });

  it('counts days late, calendar months after a date and months of delay or part', () => {
    expect(daysLate('2026-01-15', '2026-01-15')).toBe(0);
    expect(daysLate('2026-01-15', '2026-01-10')).toBe(0);
    expect(daysLate('2026-01-15', '2026-02-15')).toBe(31);
    expect(monthsAfter('2026-01-31', 1)).toBe('2026-02-28');
    expect(monthsAfter('2026-01-31', 2)).toBe('2026-03-31');
    expect(monthsOrPart('2026-01-15', '2026-01-16')).toBe(1);
    expect(monthsOrPart('2026-01-15', '2026-02-15')).toBe(1);
    expect(monthsOrPart('2026-01-15', '2026-02-16')).toBe(2);
  });
});

describe('EPF s.7Q interest: 12% a year, simple, for each day of delay (paise)', () => {
  const interest = charge(PF_2024, 'i');
  it.each([
    ['1 month late (31 days)', '2026-02-15', 101_918], // 1,00,000 × 12% × 31/365 = 1,019.178…
    ['3 months late (90 days)', '2026-04-15', 295_890], // × 90/365 = 2,958.904…
    ['7 months late (212 days)', '2026-08-15', 696_986], // × 212/365 = 6,969.863…
  ])('%s on ₹1,00,000 due 15 Jan 2026', (_label, paidOn, paise) => {
    expect(lateChargeOf(interest, LAKH, '2026-01-15', paidOn)).toBe(paise);
  });
  it('nothing when paid on the due date or before', () => {
    expect(lateChargeOf(interest, LAKH, '2026-01-15', '2026-01-15')).toBe(0);
    expect(lateChargeOf(interest, LAKH, '2026-01-15', '2026-01-02')).toBe(0);
  });
  it('the seeded versions before and after June 2024 charge the same interest', () => {
    expect(charge(PF_2018, 'i')).toEqual(interest);
  });
});

describe('EPF s.14B damages before 14 June 2024: para 32A, 5/10/15/25% a year by period of default, to the rupee', () => {
  const damages = charge(PF_2018, 'd');
  const due = '2023-01-15';
  it.each([
    ['1 month late: 5% × 31/365', '2023-02-15', 42_500], // 424.657… → ₹425 (para 32A(2))
    ['3 months late: 10% × 90/365', '2023-04-15', 246_600], // 2,465.753… → ₹2,466
    ['7 months late: 25% × 212/365', '2023-08-15', 1_452_100], // 14,520.547… → ₹14,521
  ])('%s on ₹1,00,000', (_label, paidOn, paise) => {
    expect(lateChargeOf(damages, LAKH, due, paidOn)).toBe(paise);
  });
  it.each([
    ['a day short of 2 months: 5%', '2023-03-14', 79_500], // 58 days: 794.52 → 795
    ['exactly 2 months ("two months and above"): 10%', '2023-03-15', 161_600], // 59 days: 1,616.44 → 1,616
    ['a day past 2 months: 10%', '2023-03-16', 164_400], // 60 days: 1,643.84 → 1,644
    ['a day short of 4 months: 10%', '2023-05-14', 326_000], // 119 days: 3,260.27 → 3,260
    ['exactly 4 months: 15%', '2023-05-15', 493_200], // 120 days: 4,931.51 → 4,932
    ['a day past 4 months: 15%', '2023-05-16', 497_300], // 121 days: 4,972.60 → 4,973
    ['a day short of 6 months: 15%', '2023-07-14', 739_700], // 180 days: 7,397.26 → 7,397
    ['exactly 6 months: 25%', '2023-07-15', 1_239_700], // 181 days: 12,397.26 → 12,397
    ['a day past 6 months: 25%', '2023-07-16', 1_246_600], // 182 days: 12,465.75 → 12,466
  ])('threshold, %s', (_label, paidOn, paise) => {
    expect(lateChargeOf(damages, LAKH, due, paidOn)).toBe(paise);
  });
});

describe('EPF s.14B damages from 14 June 2024: G.S.R. 329(E), 1% of arrears per month or part, to the rupee', () => {
  const damages = charge(PF_2024, 'd');
  const due = '2026-01-15';
  it.each([
    ['1 month late', '2026-02-15', 100_000],
    ['3 months late', '2026-04-15', 300_000],
    ['7 months late', '2026-08-15', 700_000],
    ['a day short of a month (a part month counts whole)', '2026-02-14', 100_000],
    ['a day past a month: two months', '2026-02-16', 200_000],
    ['a day past 3 months: four', '2026-04-16', 400_000],
  ])('%s on ₹1,00,000', (_label, paidOn, paise) => {
    expect(lateChargeOf(damages, LAKH, due, paidOn)).toBe(paise);
  });
  it('never more than the arrears (s.14B)', () => {
    expect(lateChargeOf(damages, LAKH, due, '2035-01-15')).toBe(LAKH);
  });
  it('rounds each account on its own and adds them up (the challan pays each account’s damages)', () => {
    // A/c 1 ₹1,234.56 and A/c 2 ₹500: 1% for one month is ₹12.35 → ₹12 and ₹5 → ₹5.
    const late = latenessOf(PF_2024, due, '2026-02-10', { ac1: 123_456, ac2: 50_000 });
    expect(late.parts.ac1.damages).toBe(1_200);
    expect(late.parts.ac2.damages).toBe(500);
    expect(late.damages).toBe(1_700);
    expect(late.days_late).toBe(26);
    // Interest: 1,234.56 × 12% × 26/365 = 10.553… → 10.55; 500 × 12% × 26/365 = 4.273… → 4.27.
    expect(late.interest).toBe(1_055 + 427);
  });
});

describe('ESI: interest 12% a year per day (Regulation 31A); damages by period of delay (Regulation 31C), paise', () => {
  const interest = charge(ESIC, 'i');
  const damages = charge(ESIC, 'd');
  const due = '2023-01-15';
  it.each([
    ['1 month late', '2023-02-15', 101_918, 42_466], // 5% × 31/365 = 424.657… → 424.66
    ['3 months late', '2023-04-15', 295_890, 246_575], // 10% × 90/365 = 2,465.753… → 2,465.75
    ['7 months late', '2023-08-15', 696_986, 1_452_055], // 25% × 212/365 = 14,520.547… → 14,520.55
  ])('%s on ₹1,00,000', (_label, paidOn, interestPaise, damagesPaise) => {
    expect(lateChargeOf(interest, LAKH, due, paidOn)).toBe(interestPaise);
    expect(lateChargeOf(damages, LAKH, due, paidOn)).toBe(damagesPaise);
  });
  it.each([
    ['2023-03-14', 79_452], // 58 days at 5%
    ['2023-03-15', 161_644], // 59 days at 10% ("2 months and above")
    ['2023-03-16', 164_384], // 60 days at 10%
    ['2023-05-14', 326_027], // 119 days at 10%
    ['2023-05-15', 493_151], // 120 days at 15%
    ['2023-05-16', 497_260], // 121 days at 15%
    ['2023-07-14', 739_726], // 180 days at 15%
    ['2023-07-15', 1_239_726], // 181 days at 25%
    ['2023-07-16', 1_246_575], // 182 days at 25%
  ])('threshold: damages paid %s', (paidOn, paise) => {
    expect(lateChargeOf(damages, LAKH, due, paidOn)).toBe(paise);
  });
});

describe('Maharashtra PT interest, rule 11C-1: 1.25% the first month, 1.5% the 2nd and 3rd, 2% after, each month or part', () => {
  const interest = charge(PT_MH, 'i');
  const due = '2026-01-31'; // the last day of the month: the next month's end is 28 February
  const TEN_THOUSAND = 1_000_000;
  it.each([
    ['1 month late', '2026-02-28', 12_500],
    ['3 months late: 1.25 + 1.5 + 1.5', '2026-04-30', 42_500],
    ['7 months late: 1.25 + 1.5 × 2 + 2 × 4', '2026-08-31', 122_500],
    ['a day short of a month', '2026-02-27', 12_500],
    ['a day past a month: 1.25 + 1.5', '2026-03-01', 27_500],
    ['a day short of 3 months', '2026-04-29', 42_500],
    ['a day past 3 months: + 2', '2026-05-01', 62_500],
  ])('%s on ₹10,000', (_label, paidOn, paise) => {
    expect(lateChargeOf(interest, TEN_THOUSAND, due, paidOn)).toBe(paise);
  });
});

describe('Karnataka: PT interest 1.25% a month and a 10% penalty (2023 amendment); LWF 12% then 18% a year', () => {
  it('PT: 3 months late on ₹2,000 is 3 × 1.25% = ₹75 and a ₹200 penalty', () => {
    const late = latenessOf(PT_KA, '2026-01-20', '2026-04-20', { amount: 200_000 });
    expect(late).toMatchObject({ days_late: 90, interest: 7_500, damages: 20_000 });
  });
  it('LWF: 7 months late on ₹15,000: 90 days at 12% and 122 days at 18%', () => {
    // 15,000 × 12% × 90/365 + 15,000 × 18% × 122/365 = 443.835… + 902.465… = 1,346.301… → 1,346.30
    expect(latenessOf(LWF_KA, '2026-01-15', '2026-08-15', { amount: 1_500_000 }).interest).toBe(134_630);
  });
  it.each([
    ['a day short of 3 months: 89 days at 12%', '2026-04-14', 43_890], // 438.904… → 438.90
    ['exactly 3 months: 90 days at 12%', '2026-04-15', 44_384], // 443.835… → 443.84
    ['a day past 3 months: 90 days at 12% and 1 at 18%', '2026-04-16', 45_123], // 443.835… + 7.397… → 451.23
  ])('LWF threshold on ₹15,000 due 15 Jan 2026, %s', (_label, paidOn, paise) => {
    expect(latenessOf(LWF_KA, '2026-01-15', paidOn, { amount: 1_500_000 }).interest).toBe(paise);
  });
  it('LWF: within the first three months only 12%', () => {
    // 15,000 × 12% × 31/365 = 152.876… → 152.88
    expect(latenessOf(LWF_KA, '2026-01-15', '2026-02-15', { amount: 1_500_000 }).interest).toBe(15_288);
  });
});

describe('rules without late-payment charges', () => {
  it('compute no interest or damages, but still the days late', () => {
    expect(latenessOf({}, '2026-01-15', '2026-02-15', { amount: LAKH })).toMatchObject({
      days_late: 31,
      interest: 0,
      damages: 0,
    });
    expect(latenessOf(null, null, '2026-02-15', { amount: LAKH })).toMatchObject({
      days_late: 0,
      interest: 0,
    });
  });
});
