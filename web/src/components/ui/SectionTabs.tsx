import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { cx } from './cx';

/** One part of a long page: its key in the address (?section=key) and its tab's words. */
export type PageSection<K extends string = string> = { key: K; label: string };

/**
 * The part of a long page the address names (?section=workings), or the first part. The other query
 * parameters (the year, a filter) stay as they are, so a part can be linked to and reloaded.
 */
export function useSection<K extends string>(sections: readonly PageSection<K>[]): K {
  const [params] = useSearchParams();
  const asked = params.get('section');
  return (sections.find((s) => s.key === asked) ?? sections[0])?.key as K;
}

const tabClass = (active: boolean) =>
  cx(
    'shrink-0 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
    active ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
  );

/**
 * A long page in parts, one shown at a time: the parts as links (each its own address, ?section=…), the
 * current one marked for screen readers, then the part. On a phone the tabs scroll inside their own strip.
 */
export function SectionTabs<K extends string>({
  label,
  sections,
  current,
  children,
}: {
  /** The tabs' accessible name ("My Tax sections"). */
  label: string;
  sections: readonly PageSection<K>[];
  current: K;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const to = (key: K) => {
    const params = new URLSearchParams(search);
    params.set('section', key);
    return { pathname, search: `?${params}` };
  };
  return (
    <div className="space-y-4">
      <nav aria-label={label} className="max-w-full overflow-x-auto">
        <ul className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
          {sections.map((s) => (
            <li key={s.key}>
              <Link
                to={to(s.key)}
                aria-current={s.key === current ? 'page' : undefined}
                className={tabClass(s.key === current)}
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
