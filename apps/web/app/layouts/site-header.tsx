import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { Skeleton } from '@/components/ui/skeleton';
import { useUnreadCount } from '@/features/inbox/api/unread-count';
import { cn } from '@/lib/cn';
import { isAppArea, paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { BellFace, bellClass, bellLabel } from './bell-face';
import { MobileMenu } from './mobile-menu';
import { ThemeToggle } from './theme-toggle';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    isActive ? 'text-brand-700' : 'text-slate-600 hover:text-slate-900',
  );

// Signed-in only, with the menu library and sign-out behind it: visitors never download it.
const BellMenu = lazy(() => import('./bell-menu').then((module) => ({ default: module.BellMenu })));
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/**
 * Scrolled further than `opaqueAfter` px, the header turns opaque, and transparent again only
 * below `transparentBelow`; in between it keeps its state. Visitor pages' script reads these too.
 */
export const headerScroll = { opaqueAfter: 12, transparentBelow: 4 } as const;

/**
 * Whether the page is scrolled, with hysteresis so the header does not flicker around one
 * threshold. Reads `window` only in an effect, since public pages are prerendered.
 */
function useScrolled() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => {
      const y = window.scrollY;
      setScrolled((was) =>
        was ? y >= headerScroll.transparentBelow : y > headerScroll.opaqueAfter,
      );
    };
    update(); // A page opened (or restored) part-way down.
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}

/**
 * Sticky top bar, transparent at the top of the page and opaque with a backdrop blur once scrolled
 * (`data-scrolled`). The app area gets a full-width bar; `data-area` leaves room for theme styles
 * without changing the markup.
 */
export function SiteHeader() {
  const { user, isPending } = useSession();
  const { pathname } = useLocation();
  const appArea = isAppArea(pathname);
  const unread = useUnreadCount(!!user).data?.unread ?? 0;
  const scrolled = useScrolled();

  return (
    <header
      data-area={appArea ? 'app' : 'site'}
      data-scrolled={scrolled ? 'true' : 'false'}
      // Styled from data-scrolled, so a visitor page's script restyles it by that alone.
      className={cn(
        'sticky top-0 z-40 border-b border-transparent bg-transparent transition-[background-color,border-color,backdrop-filter] duration-200',
        'data-[scrolled=true]:border-slate-200/80 data-[scrolled=true]:bg-surface/90 data-[scrolled=true]:backdrop-blur',
        'supports-[backdrop-filter]:data-[scrolled=true]:bg-surface/75',
      )}
    >
      <div
        className={cn(
          'mx-auto flex h-16 items-center justify-between gap-4 px-4 sm:px-6',
          appArea ? 'max-w-none lg:px-8' : 'max-w-7xl',
        )}
      >
        <Logo />
        {isPending ? (
          <div className="flex items-center gap-3" aria-label="Loading account" role="status">
            <Skeleton className="hidden h-4 w-16 md:block" />
            <Skeleton className="hidden h-4 w-16 md:block" />
            <Skeleton className="size-9 rounded-full" />
          </div>
        ) : user ? (
          <div className="flex items-center gap-1 sm:gap-2">
            <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
              <NavLink to={paths.dashboard.monitors} end className={navLinkClass}>
                Monitors
              </NavLink>
              <NavLink to={paths.dashboard.analytics} className={navLinkClass}>
                Analytics
              </NavLink>
            </nav>
            <Suspense
              fallback={
                <Link
                  to={paths.dashboard.notifications}
                  aria-label={bellLabel(unread)}
                  className={bellClass}
                >
                  <BellFace unread={unread} />
                </Link>
              }
            >
              <BellMenu unread={unread} />
            </Suspense>
            <ThemeToggle className="hidden md:inline-flex" />
            <Suspense
              fallback={
                <Avatar photoURL={user.profile.photoURL} displayName={user.profile.displayName} />
              }
            >
              <UserMenu profile={user.profile} />
            </Suspense>
            <MobileMenu signedIn />
          </div>
        ) : (
          <div className="flex items-center gap-2">
            <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
              <NavLink to={paths.pricing} className={navLinkClass}>
                Pricing
              </NavLink>
              <NavLink to={paths.login} className={navLinkClass}>
                Login
              </NavLink>
            </nav>
            <ButtonLink to={paths.signup} size="sm" className="hidden md:inline-flex">
              Get Started
            </ButtonLink>
            <MobileMenu signedIn={false} />
          </div>
        )}
      </div>
    </header>
  );
}
