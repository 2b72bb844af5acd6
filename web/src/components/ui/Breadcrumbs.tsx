import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

/** One step of the trail: a list page (with its address) or, last, the page one is on (without). */
export type Crumb = { label: string; to?: string };

/** Where a detail page sits (Employees › Priya Nair): each list a link, the page itself marked current. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-2">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-500">
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
          return (
            <li key={crumb.to ?? crumb.label} className="flex min-w-0 items-center gap-1">
              {index > 0 ? (
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              ) : null}
              {last || crumb.to == null ? (
                <span
                  aria-current={last ? 'page' : undefined}
                  className="truncate font-medium text-slate-700"
                >
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.to} className="truncate hover:text-indigo-700 hover:underline">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
