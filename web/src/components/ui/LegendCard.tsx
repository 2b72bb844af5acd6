import { type ReactNode, useId } from 'react';

/** A calendar's key in a card: what each mark means, one item each, and a line of note under them. */
export function LegendCard({ note, children }: { note: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="text-sm font-semibold text-slate-900">
        Legend
      </h2>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">{children}</ul>
      <p className="mt-3 text-xs text-slate-500">{note}</p>
    </section>
  );
}

/** One mark (hidden from screen readers, which read the meaning) and what it means. */
export function LegendItem({ mark, children }: { mark: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      {mark}
      {children}
    </li>
  );
}
