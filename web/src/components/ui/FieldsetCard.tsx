import type { ReactNode } from 'react';
import { cx } from './cx';
import { sectionTitle } from './typography';
import { Explanation } from './Why';

type FieldsetCardProps = {
  /** The group's name: the legend, shown as the card's heading. */
  legend: string;
  description?: ReactNode;
  /** The legal basis of the description, behind a "Why?" disclosure after it. */
  why?: ReactNode;
  children: ReactNode;
  className?: string;
};

/**
 * A SectionCard for a part of a form whose fields belong together (statutory details): a fieldset,
 * so a screen reader names the group as it enters any of its fields, with the legend as the card's
 * heading (a legend may hold a heading, so the page's heading outline keeps it too).
 */
export function FieldsetCard({ legend, description, why, children, className }: FieldsetCardProps) {
  return (
    <fieldset className={cx('min-w-0 rounded-xl border border-slate-200 bg-white shadow-sm', className)}>
      {/* Floated, the legend sits inside the card like SectionCard's header rather than on its border. */}
      <legend className="float-left w-full border-b border-slate-100 px-5 py-4">
        <h2 className={sectionTitle}>{legend}</h2>
      </legend>
      <div className="clear-both space-y-4 p-5">
        {description || why ? (
          <div>
            <Explanation description={description} why={why} />
          </div>
        ) : null}
        {children}
      </div>
    </fieldset>
  );
}

/** A titled group of fields inside a FieldsetCard ("Bank account"). */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 text-sm font-semibold text-slate-700">{legend}</legend>
      {children}
    </fieldset>
  );
}
