import type { TaxComparison, TaxRegimeKind } from '@hrms/contracts/tax-year';

/**
 * Whom the tax screens speak of: the signed-in employee ("your figures"), or — HR opening the same screens for
 * someone else — that employee by name ("Priya Nair's figures"); "the employee" until the name has loaded.
 */
export type TaxSubject = { self: boolean; name: string | null };

const named = (s: TaxSubject) => s.name || 'the employee';

/** "you" / "Priya Nair". */
export function whom(s: TaxSubject): string {
  return s.self ? 'you' : named(s);
}

/** "your" / "Priya Nair's". */
export function whose(s: TaxSubject): string {
  return s.self ? 'your' : `${named(s)}'s`;
}

/** After the name has been given once: "you" / "they", "your" / "their" (both take the same verb form). */
export const they = (s: TaxSubject) => (s.self ? 'you' : 'they');
export const their = (s: TaxSubject) => (s.self ? 'your' : 'their');

/** "You are" / "Priya Nair is". */
export function whoIs(s: TaxSubject): string {
  return s.self ? 'You are' : `${capital(named(s))} is`;
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The same, to start a sentence: "Your" / "Priya Nair's" / "The employee's". */
export function Whose(s: TaxSubject): string {
  return capital(whose(s));
}

/**
 * The regime the comparison recommends: only one with strictly less tax. The server names the new regime (the
 * default) when both come to the same tax, but recommending either then would be misleading.
 */
export function recommendedRegime(c: Pick<TaxComparison, 'recommended' | 'saving'>): TaxRegimeKind | null {
  return c.saving > 0 ? c.recommended : null;
}

/** The comparison's conclusion in words, for the employee or for HR. */
export function comparisonText(
  c: Pick<TaxComparison, 'recommended' | 'saving'>,
  s: TaxSubject,
  money: (n: number) => string,
): string {
  const regime = recommendedRegime(c);
  return regime
    ? `The ${regime} regime saves ${whom(s)} ${money(c.saving)} this year.`
    : `Both regimes come to the same tax on ${whose(s)} figures.`;
}
