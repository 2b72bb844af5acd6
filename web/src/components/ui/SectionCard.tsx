import type { ReactNode } from 'react';
import { cx } from './cx';
import { sectionTitle } from './typography';
import { Explanation } from './Why';

type SectionCardProps = {
  title: ReactNode;
  description?: ReactNode;
  /** The legal basis of the description, behind a "Why?" disclosure after it. */
  why?: ReactNode;
  /** Shown at the right of the heading (a count, a link, a button). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** The body's padding and spacing; "p-0" for a table or list that runs edge to edge. */
  bodyClassName?: string;
};

/** A titled white card: a part of a form, or a block of a detail page. */
export function SectionCard({
  title,
  description,
  why,
  actions,
  children,
  className,
  bodyClassName = 'space-y-4 p-5',
}: SectionCardProps) {
  return (
    <section className={cx('min-w-0 rounded-xl border border-slate-200 bg-white shadow-sm', className)}>
      <div className="flex flex-col gap-2 border-b border-slate-100 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 data-card-title="" className={sectionTitle}>
            {title}
          </h2>
          <Explanation description={description} why={why} className="mt-0.5" />
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      <div className={bodyClassName}>{children}</div>
    </section>
  );
}
