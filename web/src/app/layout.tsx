import { ChevronsLeft, ChevronsRight, KeyRound, LogOut, Menu, X } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Avatar } from '../components/ui/avatar';
import { Brand } from '../components/ui/brand';
import { ListSkeleton } from '../components/ui/card';
import { NotificationBell } from '../features/notifications/notification-bell';
import { useNotificationsLive } from '../features/notifications/use-notifications-live';
import { useActingRole, useOwnedBuildings } from '../lib/acting-role';
import { deferred, useScreenLoading } from '../lib/deferred';
import { usePageTitle } from '../lib/page-title';
import { useSession } from '../lib/session';
import { useSignOut } from '../lib/sign-out';
import { ROLE_LABELS } from '../lib/texts';
import { loadToasterWhenIdle } from '../lib/toast';
import { navItemsFor } from './nav-items';
import { TeamGate } from './team-gate';
import { MovedOutGuard, TenancyGate } from './tenancy-gate';
import { SHELL_TEXT } from './texts';

// After the screen has painted, like the dialogs: it is not in the first load of every route.
const BuildingSwitcher = deferred(() =>
  import('../features/portfolio/building-switcher').then((m) => m.BuildingSwitcher),
);
const ChangePasswordDialog = deferred(() =>
  import('../features/auth/change-password-dialog').then((m) => m.ChangePasswordDialog),
);

// Saving a language goes through the auth feature's API and its contracts, which bring zod (~30
// KiB gzip): loaded once the screen has painted, not in every signed-in route's first load.
const LanguageChoice = deferred(() => import('../features/auth/language-choice').then((m) => m.LanguageChoice));

const COLLAPSE_KEY = 'safestay.sidebarCollapsed';

/**
 * Every signed-in route renders inside this. A tenant the landlord has not approved (or turned
 * down) gets one full-page screen instead, so no screen renders and none of their requests goes;
 * so does a caretaker removed from the tab's building.
 */
export function AppLayout() {
  return (
    <TenancyGate>
      <TeamGate>
        <SignedInLayout />
      </TeamGate>
    </TenancyGate>
  );
}

/** docs/product.md §2 "Shared layout": sidebar (collapsible on desktop), slide-over menu under 1024 px. */
function SignedInLayout() {
  const { user } = useSession();
  const role = useActingRole();
  const location = useLocation();
  const { collapsed, setCollapsed, mobileOpen, setMobileOpen } = useMenuState(location.key);
  // Each screen is titled by its menu entry ("My Bills · SafeStay"); other paths by the app's name.
  usePageTitle(
    user ? navItemsFor(user, undefined, role).find((item) => location.pathname === item.to)?.label : undefined,
  );
  // Toasts come from signed-in screens only; the live region is in place before the first one.
  useEffect(loadToasterWhenIdle, []);
  useNotificationsLive();

  if (!user) return null;

  return (
    <div className="min-h-screen lg:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {SHELL_TEXT.skipToContent}
      </a>
      <PhoneMenu open={mobileOpen} setOpen={setMobileOpen} />
      <DesktopSidebar collapsed={collapsed} toggle={() => setCollapsed((c) => !c)} />
      <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
        <div className="mx-auto max-w-6xl">
          {/* The sidebar stays while a screen's chunk loads; a new path shows the skeleton at once. */}
          <Suspense key={location.pathname} fallback={<ScreenSkeleton />}>
            <MovedOutGuard>
              <Outlet />
            </MovedOutGuard>
          </Suspense>
        </div>
      </main>
    </div>
  );
}

/** In place of a screen whose chunk is on its way; the layout's deferred parts wait for the screen (lib/deferred.tsx). */
function ScreenSkeleton() {
  useScreenLoading();
  return <ListSkeleton rows={3} />;
}

/**
 * The desktop sidebar remembers being collapsed; the phone's slide-over closes on navigation (each
 * has its own key, even to the same path: switching building from the menu opens the dashboard
 * afresh) and Escape.
 */
function useMenuState(locationKey: string) {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSE_KEY) === '1');
  const [mobileOpen, setMobileOpen] = useState(false);
  useEffect(() => {
    localStorage.setItem(COLLAPSE_KEY, collapsed ? '1' : '0');
  }, [collapsed]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => setMobileOpen(false), [locationKey]);
  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMobileOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mobileOpen]);
  return { collapsed, setCollapsed, mobileOpen, setMobileOpen };
}

/** Under 1024 px: a top bar with the menu button, and the menu sliding over the screen. */
function PhoneMenu({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  // A landlord of several buildings sees which one the tab is on, in the room of the app's name.
  const severalBuildings = (useOwnedBuildings().data?.length ?? 0) > 1;
  return (
    <>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-gray-200 bg-white px-3 lg:hidden">
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="inline-flex size-11 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100"
          aria-label={SHELL_TEXT.openMenu}
          aria-expanded={open}
          aria-controls="mobile-menu"
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
        <Brand markOnly={severalBuildings} />
        <BuildingSwitcher place="bar" />
        <div className="ml-auto">
          <NotificationBell variant="sheet" />
        </div>
      </header>
      {open ? (
        <div className="fixed inset-0 z-40 lg:hidden">
          <button
            type="button"
            className="absolute inset-0 bg-gray-900/50"
            aria-label={SHELL_TEXT.closeMenu}
            tabIndex={-1}
            onClick={() => setOpen(false)}
          />
          <nav
            id="mobile-menu"
            aria-label={SHELL_TEXT.mainMenu}
            className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl"
          >
            <div className="flex h-14 items-center justify-between border-b border-gray-200 px-4">
              <Brand />
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="inline-flex size-11 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100"
                aria-label={SHELL_TEXT.closeMenu}
                // biome-ignore lint/a11y/noAutofocus: focus moves into the opened menu
                autoFocus
              >
                <X className="size-5" aria-hidden="true" />
              </button>
            </div>
            <SidebarContent collapsed={false} />
          </nav>
        </div>
      ) : null}
    </>
  );
}

function DesktopSidebar({ collapsed, toggle }: { collapsed: boolean; toggle: () => void }) {
  return (
    <nav
      aria-label={SHELL_TEXT.mainMenu}
      className={`sticky top-0 z-30 hidden h-screen shrink-0 flex-col border-r border-gray-200 bg-white transition-[width] lg:flex ${collapsed ? 'w-20' : 'w-64'}`}
    >
      {/* The bell's popover opens over the screen: the sidebar (z-30) stays above its content. */}
      <div
        className={`flex border-b border-gray-200 ${collapsed ? 'flex-col-reverse items-center gap-1 py-2' : 'h-16 items-center gap-1 px-4'}`}
      >
        {collapsed ? null : (
          <div className="mr-auto">
            <Brand />
          </div>
        )}
        <NotificationBell variant="popover" />
        <button
          type="button"
          onClick={toggle}
          className="inline-flex size-10 items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100"
          aria-label={collapsed ? SHELL_TEXT.expandSidebar : SHELL_TEXT.collapseSidebar}
          aria-expanded={!collapsed}
        >
          {collapsed ? (
            <ChevronsRight className="size-5" aria-hidden="true" />
          ) : (
            <ChevronsLeft className="size-5" aria-hidden="true" />
          )}
        </button>
      </div>
      <SidebarContent collapsed={collapsed} />
    </nav>
  );
}

function SidebarContent({ collapsed }: { collapsed: boolean }) {
  const { user } = useSession();
  const role = useActingRole();
  const buildings = useOwnedBuildings().data?.length;
  if (!user) return null;
  return (
    <>
      {/* A caretaker's account has a switcher once they look after two buildings. */}
      {user.role === 'Landlord' || (buildings ?? 0) > 1 ? (
        // Its height held while the switcher loads, so the menu below does not jump.
        <div className="min-h-[4.3rem] border-b border-gray-200 p-3">
          <BuildingSwitcher place={collapsed ? 'collapsed' : 'sidebar'} />
        </div>
      ) : null}
      <ul className="flex-1 space-y-1 overflow-y-auto p-3">
        {navItemsFor(user, buildings ?? 1, role).map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              title={collapsed ? item.label : undefined}
              className={({ isActive }) =>
                `flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors ${collapsed ? 'justify-center' : ''} ${
                  isActive ? 'bg-emerald-50 text-emerald-700' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900'
                }`
              }
            >
              <item.icon className="size-5 shrink-0" aria-hidden="true" />
              <span className={collapsed ? 'sr-only' : ''}>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="border-t border-gray-200 p-3">
        <div className={`flex items-center gap-3 ${collapsed ? 'justify-center' : 'px-1'}`}>
          <Avatar name={user.name} />
          <div className={collapsed ? 'sr-only' : 'min-w-0'}>
            <p className="truncate text-sm font-semibold text-gray-900" data-testid="sidebar-user-name">
              {user.name}
            </p>
            <p className="text-xs text-gray-500" data-testid="sidebar-user-role">
              {ROLE_LABELS[role ?? user.role]}
            </p>
          </div>
        </div>
        <AccountActions collapsed={collapsed} />
      </div>
    </>
  );
}

/** Change password and sign out, below the signed-in person. */
function AccountActions({ collapsed }: { collapsed: boolean }) {
  const logout = useSignOut();
  const [changingPassword, setChangingPassword] = useState(false);

  return (
    <>
      <button
        type="button"
        onClick={() => setChangingPassword(true)}
        title={collapsed ? SHELL_TEXT.changePassword : undefined}
        className={`mt-3 flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-gray-700 hover:bg-gray-100 ${collapsed ? 'justify-center' : ''}`}
      >
        <KeyRound className="size-5" aria-hidden="true" />
        <span className={collapsed ? 'sr-only' : ''}>{SHELL_TEXT.changePassword}</span>
      </button>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
      {/* The switch's height (mt-3 and its 48 px) kept while it loads: nothing below it moves. */}
      {collapsed ? null : (
        <div className="min-h-15">
          <LanguageChoice />
        </div>
      )}
      <button
        type="button"
        onClick={logout}
        title={collapsed ? SHELL_TEXT.logout : undefined}
        className={`flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-gray-700 hover:bg-red-50 hover:text-red-700 ${collapsed ? 'justify-center' : ''}`}
      >
        <LogOut className="size-5" aria-hidden="true" />
        <span className={collapsed ? 'sr-only' : ''}>{SHELL_TEXT.logout}</span>
      </button>
    </>
  );
}
