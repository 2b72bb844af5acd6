import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { pageTitle } from './typography';
import { Explanation } from './Why';

type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  /** The legal basis of the description, behind a "Why?" disclosure after it. */
  why?: ReactNode;
  /** Buttons on the right (stacked under the title on small screens). */
  actions?: ReactNode;
  /** A detail page's trail up to its list (Employees › Priya Nair), shown above the title. */
  breadcrumbs?: readonly Crumb[];
};

/** A page's h1 and its actions; also sets the document title. */
export function PageHeader({ title, description, why, actions, breadcrumbs }: PageHeaderProps) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <title>{`${title} · HRMS`}</title>
      <div className="min-w-0">
        {breadcrumbs ? <Breadcrumbs items={breadcrumbs} /> : null}
        <h1 className={pageTitle}>{title}</h1>
        <Explanation description={description} why={why} className="mt-1" />
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
