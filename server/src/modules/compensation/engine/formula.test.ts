import { describe, expect, it } from 'vitest';
import { evaluateFormula, FormulaError, findCycle, parseFormula } from './formula';

describe('salary-component formulas', () => {
  it('evaluates arithmetic, precedence, parentheses and min/max over component codes', () => {
    const f = parseFormula('max(basic * 0.4, 15000) + (HRA - 100) / 2');
    expect(f.references).toEqual(['BASIC', 'HRA']);
    expect(evaluateFormula(f, { BASIC: 50_000, HRA: 20_100 })).toBe(20_000 + 10_000);
    expect(evaluateFormula(parseFormula('-BASIC + min(3, 1, 2)'), { BASIC: 5 })).toBe(-4);
    expect(evaluateFormula(parseFormula('BASIC / 0'), { BASIC: 5 })).toBe(0);
  });

  it('refuses anything beyond codes, numbers, + - * / ( ) and min/max', () => {
    for (const bad of [
      'BASIC == 1',
      'BASIC ? 1 : 2',
      'process.exit(1)',
      'eval("1")',
      "'text'",
      'BASIC[0]',
      'a; b',
      'sqrt(4)',
      'min()',
      'BASIC +',
    ]) {
      expect(() => parseFormula(bad), bad).toThrow(FormulaError);
    }
  });

  it('finds a loop through other formula components, or none', () => {
    const others = new Map([
      ['SPECIAL', ['HRA']],
      ['HRA', ['BASIC']],
    ]);
    expect(findCycle('BONUS', ['SPECIAL'], others)).toBeNull();
    expect(findCycle('BASIC', ['SPECIAL'], others)).toEqual(['BASIC', 'SPECIAL', 'HRA', 'BASIC']);
    expect(findCycle('HRA', ['HRA'], others)).toEqual(['HRA', 'HRA']);
  });
});
