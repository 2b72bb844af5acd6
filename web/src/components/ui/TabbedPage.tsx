import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cx } from './cx';
import { PageHeader } from './PageHeader';

/** One screen of an area, at its own address; `end` when its address is a prefix of the others'. */
export type PageTab = { to: string; label: string; end?: boolean };

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
    isActive ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
  );

/**
 * An area of several screens (Documents, Letters): one heading with its actions, the screens as tabs (each
 * its own address, so a tab can be linked to and reloaded), then the screen.
 */
export function TabbedPage({
  title,
  description,
  actions,
  tabsLabel,
  tabs,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** The tabs' accessible name ("Document screens"). */
  tabsLabel: string;
  tabs: readonly PageTab[];
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} description={description} actions={actions} />
      <div className="space-y-4">
        <nav
          aria-label={tabsLabel}
          className="inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-slate-100 p-1"
        >
          {tabs.map((tab) => (
            <NavLink key={tab.to} to={tab.to} end={tab.end} className={tabClass}>
              {tab.label}
            </NavLink>
          ))}
        </nav>
        {children}
      </div>
    </>
  );
}
