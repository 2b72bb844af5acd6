import type { Page } from '@playwright/test';

/**
 * A legal citation as an explanation would quote it: a section or rule ("s.192", "s.2(y)", "section 392(1)",
 * "rule 2A"), a Labour Code by name ("Code on Wages", "OSH Code", "Code on Social Security", "IR Code") or an
 * Act ("the Income-tax Act, 2025", "Payment of Bonus Act 1965"). These belong behind "Why?", not in the words
 * that say what a figure is (docs/decisions/accessibility-and-ui.md, "Legal citations sit behind 'Why?'").
 */
export const CITATION =
  /\bs\.\s?\d+[A-Z]*(?:\([0-9A-Za-z]+\))*|\b[Ss]ections?\s+\d+[A-Z]*|\b[Rr]ules?\s+\d+[A-Z]*|\bCode on (?:Wages|Social Security)\b|\b(?:OSH|IR|Industrial Relations) Code\b|\b(?!The\b|This\b)[A-Z][A-Za-z-]*\s+Act\b/;

/** The explanations a page shows: card and page descriptions, and field hints (`data-description`). */
const EXPLANATIONS = '[data-description]';

/**
 * One finding per explanation on the page that quotes the law. Only what is visible is read (`innerText`), and a
 * "Why?" is a `<details>` beside the description, never inside it, so the citations it holds are not read. A
 * record's own name shown in a description (`data-name`: a tax regime called "New Tax Regime (Section 202)")
 * names a thing, it explains nothing, and is left out.
 */
export async function citationProblems(page: Page): Promise<string[]> {
  const texts = await page.locator(EXPLANATIONS).evaluateAll((elements) =>
    elements
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => {
        // biome-ignore lint/performance/useDomNodeTextContent: what is shown, not hidden text (a sr-only hint)
        let text = (el as HTMLElement).innerText ?? '';
        for (const name of Array.from(el.querySelectorAll<HTMLElement>('[data-name]'))) {
          // biome-ignore lint/performance/useDomNodeTextContent: the name as it is shown
          text = text.replace(name.innerText, ' ');
        }
        return text.replace(/\s+/g, ' ').trim();
      }),
  );
  const problems: string[] = [];
  for (const text of texts) {
    const found = CITATION.exec(text);
    if (found) problems.push(`cites "${found[0]}" in an explanation: "${text.slice(0, 80)}"`);
  }
  return problems;
}
