import { describe, expect, it } from 'vitest';
import type { RegimeRules } from './engine/types';
import { regimeOfKind, type YearRegime } from './regime-of-kind';

const regime = (id: number, kind: YearRegime['kind'], isDefault = false): YearRegime => ({
  id,
  code: `R${id}`,
  kind,
  isDefault,
  hasSlabs: true,
  rules: {} as RegimeRules,
});

describe('regimeOfKind: the company’s default tax regime in payroll TDS', () => {
  // As regimesOfYear lists them: the year's default first.
  const year = [regime(1, 'new', true), regime(2, 'old'), regime(3, 'new')];

  it('picks the company’s default among the year’s regimes of the employee’s kind', () => {
    expect(regimeOfKind(year, 'new', 3)?.id).toBe(3);
    expect(regimeOfKind(year, 'new', null)?.id).toBe(1);
    // A default of the other kind does not override the employee’s choice (s.115BAC(1A)).
    expect(regimeOfKind(year, 'new', 2)?.id).toBe(1);
    expect(regimeOfKind(year, 'old', 3)?.id).toBe(2);
  });

  it('uses the company’s default when no regime of the year says its kind', () => {
    const custom = [regime(7, null, true), regime(8, null)];
    expect(regimeOfKind(custom, 'new', 8)?.id).toBe(8);
    expect(regimeOfKind(custom, 'new', 99)?.id).toBe(7);
    expect(regimeOfKind([], 'new', 8)).toBeNull();
  });
});
