import { MAX_PAGE_BUTTONS } from '@hrms/contracts/constants';

/**
 * The page numbers to show as buttons: at most `max` consecutive pages, the current one kept as
 * near the middle as the ends allow. pageWindow(12, 40) → [7..16]; pageWindow(2, 40) → [1..10].
 * An out-of-range current page is clamped; no pages (last < 1) gives [].
 */
export function pageWindow(current: number, last: number, max: number = MAX_PAGE_BUTTONS): number[] {
  const lastPage = Math.floor(last);
  const size = Math.max(1, Math.floor(max));
  if (!Number.isFinite(lastPage) || lastPage < 1) return [];
  const page = Math.min(Math.max(1, Math.floor(current) || 1), lastPage);
  if (lastPage <= size) return Array.from({ length: lastPage }, (_, i) => i + 1);
  const before = Math.floor((size - 1) / 2);
  const start = Math.min(Math.max(1, page - before), lastPage - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
