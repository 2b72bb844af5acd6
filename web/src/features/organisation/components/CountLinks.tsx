import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/format';

export type CountLink = { label: string; count: number; to?: string };

/** A detail page's counts of related records, each a link to them where there is a page for it. */
export function CountLinks({ items }: { items: readonly CountLink[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => {
        const body = (
          <>
            <span className="text-sm text-slate-600">{item.label}</span>
            <span className="flex items-center gap-1 text-sm font-semibold text-slate-900 tabular-nums">
              {formatNumber(item.count)}
              {item.to ? <ChevronRight aria-hidden="true" className="size-4 text-slate-400" /> : null}
            </span>
          </>
        );
        return (
          <li key={item.label}>
            {item.to ? (
              <Link
                to={item.to}
                className="flex items-center justify-between px-5 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
              >
                {body}
              </Link>
            ) : (
              <div className="flex items-center justify-between px-5 py-3">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
