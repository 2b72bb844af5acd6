import type { Page } from '@playwright/test';

/**
 * The type scale as the browser computes it, the same figures as TYPE_SCALE in
 * web/src/components/ui/typography.ts (text-2xl / text-base, font-semibold): every h1 is the page title,
 * signed in or out (the sign-in and careers pages have no larger hero title), and every card's title
 * (SectionCard's h2, marked data-card-title) is the section title.
 */
export const PAGE_TITLE = { fontSize: '24px', fontWeight: '600' };
export const CARD_TITLE = { fontSize: '16px', fontWeight: '600' };

/**
 * How a page breaks the look (docs/decisions/accessibility-and-ui.md, "A type scale, skeletons and empty
 * states with a next step"): an h1 or a card title off the scale, an empty state that names no next step
 * (no link or button in it, no hint), or a loading state that is a bare spinner rather than skeleton blocks.
 * One pass over the page in the browser.
 */
export async function lookProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ pageTitle, cardTitle }) => {
      const problems: string[] = [];
      // Drawn and not visually hidden: a 1 px sr-only element is read, not seen.
      const seen = (el: Element) => {
        const box = el.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden';
      };
      const name = (el: Element) => `"${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
      const offScale = (el: Element, want: { fontSize: string; fontWeight: string }) => {
        const style = getComputedStyle(el);
        return style.fontSize !== want.fontSize || style.fontWeight !== want.fontWeight
          ? `${style.fontSize}/${style.fontWeight}, not ${want.fontSize}/${want.fontWeight}`
          : null;
      };
      for (const h1 of Array.from(document.querySelectorAll('h1'))) {
        const off = seen(h1) ? offScale(h1, pageTitle) : null;
        if (off) problems.push(`the page title ${name(h1)} is ${off}`);
      }
      for (const h2 of Array.from(document.querySelectorAll('[data-card-title]'))) {
        const off = seen(h2) ? offScale(h2, cardTitle) : null;
        if (off) problems.push(`the card title ${name(h2)} is ${off}`);
      }
      for (const empty of Array.from(document.querySelectorAll('[data-empty-state]'))) {
        if (!seen(empty)) continue;
        const step = empty.querySelector('a[href], button');
        const hint = Array.from(empty.querySelectorAll('p')).some((p) => (p.textContent ?? '').trim() !== '');
        if (!step && !hint)
          problems.push(`the empty state ${name(empty)} names no next step (no action, no hint)`);
      }
      for (const status of Array.from(document.querySelectorAll('[role="status"]'))) {
        const spinner = status.querySelector('.animate-spin');
        const blocks = status.querySelector('[data-skeleton]');
        const fullPage = status.getBoundingClientRect().height >= window.innerHeight;
        if (seen(status) && spinner && !blocks && !fullPage && /loading/i.test(status.textContent ?? '')) {
          problems.push(`the loading state ${name(status)} is a spinner, not skeleton blocks`);
        }
      }
      return problems;
    },
    { pageTitle: PAGE_TITLE, cardTitle: CARD_TITLE },
  );
}
