import { shortDate } from '../../../platform/dates';

/** Dates as the app shows a span: "7 Jan 2027", "7–9 Jan 2027", "30 Jan – 2 Feb 2027", "28 Dec 2026 – 3 Jan 2027". */
export function dateSpan(from: string, to: string): string {
  if (from === to) return shortDate(from);
  const [day, month, year] = shortDate(from).split(' ');
  const end = shortDate(to);
  if (from.slice(0, 7) === to.slice(0, 7)) return `${day}–${end}`;
  if (from.slice(0, 4) === to.slice(0, 4)) return `${day} ${month} – ${end}`;
  return `${day} ${month} ${year} – ${end}`;
}

export type SummaryFacts = {
  kind: 'change' | 'swap';
  from: string;
  to: string;
  /** The shift asked for (a change). */
  shift: { name: string; start_time: string; end_time: string } | null;
  /** The colleague's name (a swap). */
  colleague: string | null;
};

/** A request in a line, as the approver's inbox shows it. */
export function requestSummary(r: SummaryFacts): string {
  const span = dateSpan(r.from, r.to);
  if (r.kind === 'swap') return `Swap shifts with ${r.colleague ?? 'a colleague'} on ${span}`;
  const s = r.shift;
  const times = s ? ` (${s.start_time.slice(0, 5)}–${s.end_time.slice(0, 5)})` : '';
  return `Shift change to ${s?.name ?? 'another shift'}${times} on ${span}`;
}
