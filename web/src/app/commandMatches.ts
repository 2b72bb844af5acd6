/** A page the palette offers: its label and the sidebar section it sits in. */
export type PageCommand = { to: string; label: string; section: string | null };

/** Lower-case words, with "&" and punctuation as spaces ("Loans & Advances" → loans, advances). */
function words(text: string): string[] {
  return text
    .toLocaleLowerCase('en-IN')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const hasEvery = (typed: string[], own: string[]) =>
  typed.every((word) => own.some((candidate) => candidate.startsWith(word)));

/**
 * The pages with a word starting with each typed word, in any order: "pay run", "run" and "tds chal" all
 * find theirs. Labels starting with the query come first, then other label matches, then pages found by
 * their section's name ("tax" → My Tax before TDS Challans); within each, the sidebar's order. An empty
 * query lists every page.
 */
export function commandMatches<T extends PageCommand>(query: string, pages: readonly T[]): T[] {
  const typed = words(query);
  if (typed.length === 0) return [...pages];
  const start = typed.join(' ');
  const rank = (page: T): number | null => {
    const label = words(page.label);
    if (label.join(' ').startsWith(start)) return 0;
    if (hasEvery(typed, label)) return 1;
    return hasEvery(typed, [...label, ...words(page.section ?? '')]) ? 2 : null;
  };
  return pages
    .map((page) => ({ page, rank: rank(page) }))
    .filter((found): found is { page: T; rank: number } => found.rank != null)
    .sort((a, b) => a.rank - b.rank)
    .map((found) => found.page);
}
