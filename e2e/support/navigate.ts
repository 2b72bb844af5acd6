import { expect, type Page } from '@playwright/test';

/**
 * Goes to `path` as a link in the app would (the router follows history), without loading and starting the
 * client again: half the time of a walk over many pages went on that. The heading waited for is the new page's:
 * the previous page's are marked before leaving it.
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    // Another part of the same page (?section=…) keeps its heading: only a new page's is waited for.
    const samePage = new URL(to, window.location.href).pathname === window.location.pathname;
    if (!samePage)
      for (const h of Array.from(document.querySelectorAll('h1'))) h.setAttribute('data-walked', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('h1:not([data-walked])').first()).toBeVisible();
}
