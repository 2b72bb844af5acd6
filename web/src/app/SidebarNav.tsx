import { ChevronDown } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { cx } from '@/components/ui/cx';
import { useSession } from '@/lib/session';
import { currentEntry } from './currentEntry';
import { openableSections } from './navAccess';
import { NAV_ITEMS, type NavItem, type NavSection } from './navigation';
import { useSectionOpen } from './sectionOpen';

/** The sections the user may use, the one holding the current page always open. */
export function MainNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate: () => void }) {
  const session = useSession();
  const { pathname } = useLocation();
  const current = currentEntry(pathname, NAV_ITEMS);
  return (
    <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
      {openableSections(session).map((section) => (
        <SidebarSection
          key={section.id}
          section={section}
          holdsCurrent={current != null && section.items.includes(current)}
          current={current}
          collapsed={collapsed}
          onNavigate={onNavigate}
        />
      ))}
    </nav>
  );
}

/**
 * A heading button (aria-expanded, aria-controls) over the section's list. Icons-only, the headings give
 * way to a divider and every list shows, since a closed section could not be opened there.
 */
function SidebarSection({
  section,
  holdsCurrent,
  current,
  collapsed,
  onNavigate,
}: {
  section: NavSection;
  holdsCurrent: boolean;
  current: NavItem | null;
  collapsed: boolean;
  onNavigate: () => void;
}) {
  const [chosenOpen, toggle] = useSectionOpen(section.id);
  const open = chosenOpen || holdsCurrent;
  const listId = `nav-section-${section.id}`;
  const links = section.items.map((item) => (
    <SidebarLink
      key={item.to}
      item={item}
      current={item === current}
      collapsed={collapsed}
      onNavigate={onNavigate}
    />
  ));
  if (section.heading == null) return <ul className="space-y-1">{links}</ul>;
  return (
    <div className={cx('mt-4', collapsed && 'lg:mt-3 lg:border-t lg:border-slate-200 lg:pt-3')}>
      <h2 className={cx(collapsed && 'lg:hidden')}>
        <button
          type="button"
          onClick={toggle}
          // The current page's section cannot close: the button says so rather than doing nothing.
          disabled={holdsCurrent}
          aria-expanded={open}
          aria-controls={listId}
          className="flex w-full items-center justify-between rounded-lg px-3 py-1.5 text-xs font-semibold text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:hover:bg-transparent disabled:hover:text-slate-500"
        >
          {section.heading}
          <ChevronDown
            aria-hidden="true"
            className={cx('size-4 transition-transform', !open && '-rotate-90', holdsCurrent && 'opacity-0')}
          />
        </button>
      </h2>
      <ul
        id={listId}
        aria-label={section.heading}
        className={cx('mt-1 space-y-1', !open && (collapsed ? 'hidden lg:block' : 'hidden'))}
      >
        {links}
      </ul>
    </div>
  );
}

function SidebarLink({
  item,
  current,
  collapsed,
  onNavigate,
}: {
  item: NavItem;
  /** The entry the page belongs to (see currentEntry): the dashboard on / only, My Holidays over Holidays. */
  current: boolean;
  collapsed: boolean;
  onNavigate: () => void;
}) {
  const Icon = item.icon;
  const countId = `nav-count${item.to.replaceAll('/', '-')}`;
  return (
    <li className="relative">
      <Link
        to={item.to}
        aria-current={current ? 'page' : undefined}
        aria-describedby={item.useCount ? countId : undefined}
        onClick={onNavigate}
        title={collapsed ? item.label : undefined}
        className={cx(
          'group flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
          collapsed && 'lg:justify-center lg:px-0',
          current ? 'bg-indigo-50 text-indigo-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        )}
      >
        <Icon
          aria-hidden="true"
          className={cx(
            'size-5 shrink-0',
            current ? 'text-indigo-600' : 'text-slate-400 group-hover:text-slate-600',
          )}
        />
        <span className={cx('truncate', collapsed && 'lg:sr-only')}>{item.label}</span>
      </Link>
      {item.useCount ? <NavCount id={countId} useCount={item.useCount} collapsed={collapsed} /> : null}
    </li>
  );
}

/**
 * What waits behind an entry (the approvals inbox's count), beside its label or on the icon when collapsed. It
 * sits outside the link, which keeps its name, and describes it to screen readers ("3 waiting").
 */
function NavCount({
  id,
  useCount,
  collapsed,
}: {
  id: string;
  useCount: () => number | null;
  collapsed: boolean;
}) {
  const count = useCount();
  if (!count) return null;
  return (
    <span
      id={id}
      className={cx(
        'pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 rounded-full bg-indigo-600 px-1.5 text-xs leading-5 font-semibold text-white',
        collapsed && 'lg:top-1 lg:right-1 lg:translate-y-0 lg:px-1 lg:text-[10px] lg:leading-4',
      )}
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only"> waiting</span>
    </span>
  );
}
