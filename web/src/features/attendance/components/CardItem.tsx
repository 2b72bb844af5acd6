import type { ReactNode } from 'react';

/** A labelled figure on a record's card (the lists' layout on phones and tablets). */
export function CardItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}
