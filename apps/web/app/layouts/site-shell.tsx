import { Outlet, useLocation } from 'react-router';
import { isDashboardPath } from '@/lib/paths';
import { NavigationProgress } from './navigation-progress';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteShell() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-surface px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <NavigationProgress />
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {isDashboardPath(pathname) ? null : <SiteFooter />}
    </div>
  );
}
