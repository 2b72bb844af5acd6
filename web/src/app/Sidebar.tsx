import {
  KeyRound,
  LogOut,
  type LucideIcon,
  PanelLeftClose,
  PanelLeftOpen,
  ShieldCheck,
  X,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { BrandIdentity } from '@/components/BrandIdentity';
import { cx } from '@/components/ui/cx';
import { useSession } from '@/lib/session';
import { MainNav } from './SidebarNav';
import { useHeaderBrand } from './useHeaderBrand';

type SidebarProps = {
  id: string;
  /** Desktop only: icons without labels. */
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /** Mobile only: the drawer is shown. */
  drawerOpen: boolean;
  /** Mobile only: the × button closes the drawer. */
  onDismissDrawer: () => void;
  /** A link was followed (closes the drawer on mobile). */
  onNavigate: () => void;
};

/**
 * One element serves both layouts: below lg it is an off-canvas drawer (invisible, so out of the
 * accessibility tree, until opened); from lg up it is a sticky column that can collapse to icons.
 * Labels of a collapsed sidebar stay in the DOM as sr-only text, so links keep their names.
 */
export function Sidebar({
  id,
  collapsed,
  onToggleCollapsed,
  drawerOpen,
  onDismissDrawer,
  onNavigate,
}: SidebarProps) {
  const labelClass = collapsed ? 'lg:sr-only' : undefined;
  // A brand colour fills the brand's row with white on it (a colour is only taken when white reads on it).
  const brand = useHeaderBrand();
  const rowButton = brand.colour
    ? 'text-white hover:bg-white/15'
    : 'text-slate-400 hover:bg-slate-100 hover:text-slate-700';
  // An opened drawer takes focus, so keyboard and screen-reader users land in it rather than behind the overlay.
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (drawerOpen) closeButtonRef.current?.focus();
  }, [drawerOpen]);
  return (
    <aside
      id={id}
      aria-label="Sidebar"
      className={cx(
        'fixed inset-y-0 left-0 z-40 flex w-72 flex-col border-r border-slate-200 bg-white shadow-xl',
        'duration-200 ease-out',
        'lg:visible lg:sticky lg:top-0 lg:z-auto lg:h-screen lg:translate-x-0 lg:shadow-none',
        // Shown at once when opened (so it can take focus), hidden only after sliding out when closed.
        drawerOpen
          ? 'visible translate-x-0 transition-[transform,width]'
          : 'invisible -translate-x-full transition-[transform,visibility,width]',
        collapsed ? 'lg:w-[4.5rem]' : 'lg:w-64',
      )}
    >
      <div
        className={cx(
          'flex h-16 shrink-0 items-center gap-2 border-b border-slate-100 px-4',
          collapsed && 'lg:flex-col lg:justify-center lg:gap-1 lg:px-2 lg:h-auto lg:py-3',
          brand.colour && 'text-white',
        )}
        style={brand.colour ? { backgroundColor: brand.colour } : undefined}
      >
        <Link
          to="/"
          className={cx(
            'flex min-w-0 flex-1 items-center gap-2.5 rounded-lg text-lg font-semibold tracking-tight',
            brand.colour ? 'text-white' : 'text-slate-900',
          )}
        >
          <BrandIdentity
            logoSrc={brand.logoSrc}
            companyName={brand.name}
            labelClassName={labelClass}
            logoClassName={collapsed ? 'lg:max-w-10' : undefined}
          />
        </Link>
        <button
          type="button"
          onClick={onToggleCollapsed}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          aria-controls={id}
          title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          className={cx('hidden rounded-lg p-1.5 lg:inline-flex', rowButton)}
        >
          {collapsed ? (
            <PanelLeftOpen aria-hidden="true" className="size-5" />
          ) : (
            <PanelLeftClose aria-hidden="true" className="size-5" />
          )}
        </button>
        <button
          ref={closeButtonRef}
          type="button"
          onClick={onDismissDrawer}
          aria-label="Close menu"
          className={cx('rounded-lg p-1.5 lg:hidden', rowButton)}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>

      <MainNav collapsed={collapsed} onNavigate={onNavigate} />

      <UserPanel collapsed={collapsed} onNavigate={onNavigate} />
    </aside>
  );
}

function UserPanel({ collapsed, onNavigate }: { collapsed: boolean; onNavigate: () => void }) {
  const { user, logout } = useSession();
  const [signingOut, setSigningOut] = useState(false);
  if (!user) return null;
  const initial = (user.name.trim().charAt(0) || user.email.charAt(0)).toUpperCase();
  const company = user.employee?.company.name;

  async function onLogout() {
    setSigningOut(true);
    await logout();
  }

  return (
    <div className={cx('shrink-0 border-t border-slate-100 p-3', collapsed && 'lg:px-2')}>
      <div className={cx('flex items-center gap-3 rounded-lg p-2', collapsed && 'lg:flex-col lg:p-0')}>
        <span
          aria-hidden="true"
          title={collapsed ? user.name : undefined}
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white"
        >
          {initial}
        </span>
        <div className={cx('min-w-0 flex-1', collapsed && 'lg:sr-only')}>
          <p className="truncate text-sm font-medium text-slate-900" data-testid="sidebar-user-name">
            {user.name}
          </p>
          {company ? (
            <p className="truncate text-xs text-slate-500" data-testid="sidebar-company-name">
              {company}
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-2">
        <AccountLink
          to="/account/password"
          icon={KeyRound}
          label="Change password"
          collapsed={collapsed}
          onNavigate={onNavigate}
        />
        <AccountLink
          to="/account/security"
          icon={ShieldCheck}
          label="Sign-in & security"
          collapsed={collapsed}
          onNavigate={onNavigate}
        />
      </div>
      <button
        type="button"
        onClick={onLogout}
        disabled={signingOut}
        title={collapsed ? 'Logout' : undefined}
        className={cx(
          'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-600',
          'hover:bg-red-50 hover:text-red-700 disabled:opacity-60',
          collapsed && 'lg:justify-center lg:px-0',
        )}
      >
        <LogOut aria-hidden="true" className="size-5 shrink-0" />
        <span className={cx(collapsed && 'lg:sr-only')}>Logout</span>
      </button>
    </div>
  );
}

/** A link to the user's own account pages, under their name. */
function AccountLink({
  to,
  icon: Icon,
  label,
  collapsed,
  onNavigate,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  collapsed: boolean;
  onNavigate: () => void;
}) {
  return (
    <NavLink
      to={to}
      onClick={onNavigate}
      title={collapsed ? label : undefined}
      className={({ isActive }) =>
        cx(
          'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium',
          isActive
            ? 'bg-indigo-50 text-indigo-700'
            : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
          collapsed && 'lg:justify-center lg:px-0',
        )
      }
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span className={cx(collapsed && 'lg:sr-only')}>{label}</span>
    </NavLink>
  );
}
