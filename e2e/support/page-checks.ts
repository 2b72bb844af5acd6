import { foreignFormat } from '@hrms/contracts/formats';
import type { Page } from '@playwright/test';

/** Text that only shows when something broke (the error page, or an exception's message printed raw). */
export const BROKEN =
  /Something went wrong|Unexpected Application Error|Internal Server Error|TypeError|ReferenceError|Cannot read properties|is not a function|undefined is not|\[object Object\]|NaN/;

/**
 * What a person reads on the page: its visible text and the values of the boxes they see (a date box
 * must show 10/11/2026, not 2026-11-10). Hidden inputs and code samples (an API key's curl line) are not read.
 */
async function readable(page: Page): Promise<string> {
  return page.evaluate(() => {
    const boxes = Array.from(
      document.querySelectorAll<HTMLInputElement>('input:not([type=hidden]):not([aria-hidden=true])'),
    )
      .filter((input) => input.offsetParent !== null && input.type !== 'password')
      .map((input) => input.value);
    const code = Array.from(document.querySelectorAll('code, pre')).map((el) => el.textContent ?? '');
    // biome-ignore lint/performance/useDomNodeTextContent: what is shown, not hidden text (a closed menu, a sr-only hint)
    let text = document.body.innerText;
    for (const sample of code) if (sample) text = text.replace(sample, ' ');
    return [text, ...boxes].join('\n');
  });
}

/** Whatever the page shows that a person in India should not read: ISO dates, "₹4.6M", "1 days". */
export async function formatProblems(page: Page): Promise<string[]> {
  const found = foreignFormat(await readable(page));
  return found ? [`shows ${found}`] : [];
}

/**
 * How a page fails a 390 px phone: it scrolls sideways as a whole, or a table cell cuts its text off
 * (a table may scroll inside its own frame instead; its cells must still show all they hold).
 */
export async function phoneProblems(page: Page, width: number): Promise<string[]> {
  return page.evaluate((phoneWidth) => {
    const problems: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > phoneWidth + 1) problems.push(`${scrollWidth}px wide on a ${phoneWidth}px phone`);
    for (const cell of Array.from(document.querySelectorAll<HTMLElement>('td, th'))) {
      if (cell.offsetParent === null) continue;
      const style = getComputedStyle(cell);
      const cuts = style.overflowX === 'hidden' || style.textOverflow === 'ellipsis';
      if (cuts && cell.scrollWidth > cell.clientWidth + 1) {
        problems.push(`a cell cut off: "${(cell.textContent ?? '').trim().slice(0, 40)}"`);
        break;
      }
    }
    return problems;
  }, width);
}
