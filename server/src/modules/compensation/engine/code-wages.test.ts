import { describe, expect, it } from 'vitest';
import { pickInForce, SEEDED_STATUTORY_RATES } from '../../statutory/public';
import { type ClassedPayment, codeWages, structureCodeWages } from './code-wages';

const RULES = pickInForce(SEEDED_STATUTORY_RATES, '2026-04-30').codeWages;
if (!RULES) throw new Error('the CODE_WAGES rules are seeded from 21 November 2025');
const rupees = (r: number) => r * 100;
const wages = (r: number): ClassedPayment => ({ amount: rupees(r), wageClass: 'wages', clause: null });
const excluded = (r: number, clause: string): ClassedPayment => ({
  amount: rupees(r),
  wageClass: 'excluded',
  clause,
});

describe('wages under the Code on Wages s.2(y) and its 50% proviso', () => {
  it('is in force from 21 November 2025 and not before', () => {
    expect(pickInForce(SEEDED_STATUTORY_RATES, '2025-11-20').codeWages).toBeNull();
    expect(pickInForce(SEEDED_STATUTORY_RATES, '2025-11-21').codeWages?.threshold_percent).toBe(50);
  });

  it('adds nothing back when the exclusions are within half (greytHR community: "CTC structure as per new wage code 2019")', () => {
    // BASIC 20,000 + special 12,000 are wages; HRA 10,000 (f) + conveyance 8,000 (d) = 18,000 ≤ 25,000.
    const r = codeWages([wages(20_000), excluded(10_000, 'f'), excluded(8_000, 'd'), wages(12_000)], RULES);
    expect(r).toEqual({
      wages: rupees(32_000),
      excluded: rupees(18_000),
      remuneration: rupees(50_000),
      limit: rupees(25_000),
      addback: 0,
      codeWages: rupees(32_000),
    });
  });

  it('adds back the exclusions beyond half (labourcodes360: BASIC 10,000, HRA 20,000, conveyance 10,000)', () => {
    const r = codeWages([wages(10_000), excluded(20_000, 'f'), excluded(10_000, 'd')], RULES);
    // 30,000 excluded of 40,000: 10,000 beyond the 20,000 half counts as wages.
    expect(r).toMatchObject({ excluded: rupees(30_000), limit: rupees(20_000), addback: rupees(10_000) });
    expect(r.codeWages).toBe(rupees(20_000));
  });

  it('adds back nothing at exactly half or a paisa within it, and the paisa past it', () => {
    expect(codeWages([wages(25_000), excluded(25_000, 'f')], RULES).addback).toBe(0);
    const paise = (amount: number, wageClass: 'wages' | 'excluded') =>
      ({ amount, wageClass, clause: wageClass === 'excluded' ? 'f' : null }) as ClassedPayment;
    expect(codeWages([paise(2_500_001, 'wages'), paise(2_499_999, 'excluded')], RULES).addback).toBe(0);
    // 50,000.00 of remuneration, half 25,000.00: the exclusions are one paisa over it.
    expect(codeWages([paise(2_499_999, 'wages'), paise(2_500_001, 'excluded')], RULES)).toMatchObject({
      addback: 1,
      codeWages: 2_500_000,
    });
  });

  it('leaves gratuity (j) and retrenchment compensation (k) out of the test, and reimbursements out of both sides', () => {
    const r = codeWages(
      [
        wages(20_000),
        excluded(15_000, 'f'),
        excluded(100_000, 'j'),
        excluded(50_000, 'k'),
        { amount: rupees(5_000), wageClass: 'not_remuneration', clause: null },
      ],
      RULES,
    );
    expect(r).toMatchObject({ excluded: rupees(15_000), remuneration: rupees(35_000), addback: 0 });
  });

  it('follows a notified threshold other than one-half (data)', () => {
    const r = codeWages([wages(10_000), excluded(20_000, 'f')], { ...RULES, threshold_percent: 60 });
    // 60% of 30,000 is 18,000: 2,000 added back.
    expect(r.addback).toBe(rupees(2_000));
  });
});

describe('a structure’s wages under the Codes, for a full month', () => {
  it('prices percentage lines first, then classes them: BASIC 10,000, HRA 200% of it, conveyance 10,000 → 20,000', () => {
    const line = (code: string, over: object) => ({
      code,
      type: 'earning' as const,
      calculationType: 'fixed' as const,
      formula: null,
      amount: null,
      percentage: null,
      ...over,
    });
    const r = structureCodeWages(
      [
        line('BASIC', { amount: rupees(10_000), wageClass: 'wages' }),
        line('HRA', {
          calculationType: 'percentage',
          percentage: 200,
          wageClass: 'excluded',
          exclusionClause: 'f',
        }),
        line('CONVEYANCE', { amount: rupees(10_000), wageClass: 'excluded', exclusionClause: 'd' }),
        // A deduction is never part of the test.
        { ...line('LOAN', { amount: rupees(5_000) }), type: 'deduction' as const },
      ],
      RULES,
    );
    expect(r).toMatchObject({ excluded: rupees(30_000), addback: rupees(10_000), codeWages: rupees(20_000) });
  });
});
