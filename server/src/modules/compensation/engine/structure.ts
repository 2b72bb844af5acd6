import { evaluateFormula, parseFormula } from './formula';

/**
 * Monthly amounts of a salary structure's lines, in paise (pure). Fixed lines pay their amount,
 * percentage lines a percentage of BASIC, formula lines their formula (in rupees) over the other lines' amounts
 * (a component missing from the structure counts 0). Formulas were checked for loops when saved.
 * An amount typed on a percentage or formula line overrides the calculation (spec 1 §2.13: a line may carry an
 * amount, a percentage or both): the employee's negotiated figure wins over the component's default rule.
 */
export type StructureLine = {
  code: string;
  type: 'earning' | 'deduction';
  calculationType: 'fixed' | 'percentage' | 'formula';
  formula: string | null;
  amount: number | null;
  percentage: number | null;
  /** The component's class under the Labour Codes and its s.2(y) clause (absent in runs saved before them). */
  wageClass?: 'wages' | 'excluded' | 'not_remuneration';
  exclusionClause?: string | null;
};

export type StructureTotals = { earnings: number; deductions: number; net: number };

const BASIC = 'BASIC';

export function computeStructure(lines: readonly StructureLine[]): Map<string, number> {
  const byCode = new Map(lines.map((l) => [l.code, l]));
  const computed = new Map<string, number>();
  const visiting = new Set<string>();

  const amountOf = (code: string): number => {
    const known = computed.get(code);
    if (known !== undefined) return known;
    const line = byCode.get(code);
    if (!line || visiting.has(code)) return 0;
    visiting.add(code);
    let value = 0;
    if (line.calculationType === 'fixed' || line.amount !== null) value = line.amount ?? 0;
    else if (line.calculationType === 'percentage') {
      value = Math.round((amountOf(BASIC) * Math.round((line.percentage ?? 0) * 100)) / 10_000);
    } else if (line.formula) {
      const formula = parseFormula(line.formula);
      // Formulas are written in rupees ("max(BASIC * 0.1, 2000)"), so they see rupees.
      const values = Object.fromEntries(formula.references.map((ref) => [ref, amountOf(ref) / 100]));
      value = Math.max(0, Math.round(evaluateFormula(formula, values) * 100));
    }
    visiting.delete(code);
    computed.set(code, value);
    return value;
  };

  for (const line of lines) amountOf(line.code);
  return computed;
}

export function structureTotals(
  lines: readonly StructureLine[],
  amounts: ReadonlyMap<string, number>,
): StructureTotals {
  let earnings = 0;
  let deductions = 0;
  for (const line of lines) {
    const amount = amounts.get(line.code) ?? 0;
    if (line.type === 'earning') earnings += amount;
    else deductions += amount;
  }
  return { earnings, deductions, net: earnings - deductions };
}
