/** Words that say nothing about which regime it is ("New Tax Regime FY 2025-26" is the NEW one). */
const GENERIC_WORDS = new Set(['TAX', 'REGIME', 'THE', 'OF', 'FOR', 'AND', 'FY']);
const MAX_STEM = 20;

/**
 * The code a tax regime gets when none is typed, shaped like the seeded ones (IN-NEW-2025-26): the country's
 * two letters (the first two of its ISO 4217 currency code are its ISO 3166 code: INR → IN, USD → US), the
 * telling words of the name, and the financial year. Parenthesised asides and a year written in the name are
 * left out, the words are cut at a word boundary so the code keeps well under its 40 characters.
 */
export function regimeCodeBase(currencyCode: string, name: string, financialYear: string): string {
  const words = name
    .toUpperCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\b(?:FY\s*)?\d{4}(?:\s*[-/–]\s*\d{2,4})?\b/g, ' ')
    .split(/[^A-Z0-9]+/)
    .filter((word) => word && !GENERIC_WORDS.has(word));
  let stem = '';
  for (const word of words) {
    const longer = stem ? `${stem}-${word}` : word;
    if (longer.length > MAX_STEM) break;
    stem = longer;
  }
  stem ||= words[0]?.slice(0, MAX_STEM) ?? 'REGIME';
  return `${currencyCode.slice(0, 2).toUpperCase()}-${stem}-${financialYear}`;
}

/** The base itself when free, else the base with the first free suffix: IN-NEW-2025-26-2, -3, ... */
export async function firstFreeCode(
  base: string,
  taken: (code: string) => Promise<boolean>,
): Promise<string> {
  for (let n = 1; ; n++) {
    const code = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(code))) return code;
  }
}
