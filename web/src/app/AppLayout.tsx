import { Menu } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { BrandIdentity } from '@/components/BrandIdentity';
import { cx } from '@/components/ui/cx';
import { NotificationBell } from '@/features/notifications';
import { copyrightLine } from '@/lib/copyright';
import { CommandPalette } from './CommandPalette';
import { PaletteButton, usePaletteShortcut } from './PaletteButton';
import { Sidebar } from './Sidebar';
import { useHeaderBrand } from './useHeaderBrand';

const COLLAPSED_KEY = 'sidebar_collapsed';
const SIDEBAR_ID = 'app-sidebar';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The signed-in shell: sidebar (collapsible on desktop, a drawer on mobile), header with the bell, page. */
export function AppLayout() {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const openPalette = useCallback(() => setPaletteOpen(true), []);
  usePaletteShortcut(openPalette);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const brand = useHeaderBrand();

  // Close the mobile drawer whenever the route changes (link click, back button, redirect).
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setDrawerOpen(false);
  }

  const toggleCollapsed = useCallback(() => {
    setCollapsed((value) => {
      try {
        window.localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1');
      } catch {
        // Not remembering the preference is fine.
      }
      return !value;
    });
  }, []);

  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  // Closed without navigating (Esc, ×, overlay): focus goes back to the menu button that opened it.
  const dismissDrawer = useCallback(() => {
    setDrawerOpen(false);
    menuButtonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismissDrawer();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawerOpen, dismissDrawer]);

  return (
    <div className="flex min-h-screen bg-slate-50">
      {/* The first Tab stop: keyboard users jump past the sidebar's links to the page (WCAG 2.4.1). */}
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 text-sm font-medium text-indigo-700 shadow-lg ring-1 ring-slate-900/10 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to main content
      </a>
      {navigation.state === 'loading' ? (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-indigo-100">
          <div className="h-full w-1/3 animate-pulse bg-indigo-600" />
        </div>
      ) : null}
      <Sidebar
        id={SIDEBAR_ID}
        collapsed={collapsed}
        onToggleCollapsed={toggleCollapsed}
        drawerOpen={drawerOpen}
        onDismissDrawer={dismissDrawer}
        onNavigate={closeDrawer}
      />
      {drawerOpen ? (
        <div
          aria-hidden="true"
          data-testid="drawer-overlay"
          className="fixed inset-0 z-30 bg-slate-900/50 backdrop-blur-[2px] lg:hidden"
          onClick={dismissDrawer}
        />
      ) : null}

      <div className="flex min-h-screen min-w-0 flex-1 flex-col">
        {/*
          On a phone the menu button, the brand, Search… and the bell; from lg up (sidebar shown) Search… and the
          bell. Opaque: text scrolled under a see-through header is read by axe against a blend, a false contrast
          failure.
        */}
        {/* The company's brand colour runs along its top edge. */}
        <header
          className={cx(
            'sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6 lg:px-8',
            brand.colour && 'border-t-4',
          )}
          style={brand.colour ? { borderTopColor: brand.colour } : undefined}
        >
          <button
            ref={menuButtonRef}
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-label="Open menu"
            aria-controls={SIDEBAR_ID}
            aria-expanded={drawerOpen}
            className="-ml-1 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 lg:hidden"
          >
            <Menu aria-hidden="true" className="size-5" />
          </button>
          <Link to="/" className="flex min-w-0 items-center gap-2 font-semibold text-slate-900 lg:hidden">
            <BrandIdentity logoSrc={brand.logoSrc} companyName={brand.name} />
          </Link>
          <PaletteButton onOpen={openPalette} className="ml-auto" />
          <NotificationBell />
        </header>

        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          <Outlet />
        </main>

        <footer className="border-t border-slate-200 px-4 py-4 text-center text-xs text-slate-500 sm:px-6 lg:px-8">
          {copyrightLine()}
        </footer>
      </div>
      <CommandPalette open={paletteOpen} onClose={() => setPaletteOpen(false)} />
    </div>
  );
}
