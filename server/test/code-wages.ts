/**
 * The Codes' wages of a run's stored structure lines, worked by hand (test support only): the Code on Wages
 * s.2(y) — lines classed wages (or saved before the classes), plus the exclusions beyond half of wages and
 * exclusions together (every seeded exclusion is counted). Rupees, at the structure's full monthly rate.
 */
type StoredLine = { code: string; type: string; amount: number; wageClass?: string };

export function handWorkedCodeWages(structure: readonly StoredLine[]) {
  const earnings = structure.filter((l) => l.type === 'earning');
  const sumOf = (lines: StoredLine[]) => lines.reduce((n, l) => n + l.amount, 0) / 100;
  const wages = sumOf(earnings.filter((l) => (l.wageClass ?? 'wages') === 'wages'));
  const excluded = sumOf(earnings.filter((l) => l.wageClass === 'excluded'));
  return {
    codeWages: wages + Math.max(0, excluded - (wages + excluded) / 2),
    basicDa: sumOf(earnings.filter((l) => l.code === 'BASIC' || l.code === 'DA')),
    basic: sumOf(earnings.filter((l) => l.code === 'BASIC')),
  };
}
