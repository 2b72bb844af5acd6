/**
 * The entry a path belongs to: the one whose address is the longest prefix of it (My Holidays on
 * /holidays/mine, not Holidays). The dashboard (/) owns itself only, not every path.
 */
export function currentEntry<T extends { to: string }>(pathname: string, items: readonly T[]): T | null {
  let best: T | null = null;
  for (const item of items) {
    const matches =
      item.to === '/' ? pathname === '/' : pathname === item.to || pathname.startsWith(`${item.to}/`);
    if (matches && (best == null || item.to.length > best.to.length)) best = item;
  }
  return best;
}
