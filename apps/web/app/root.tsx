import { QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Scripts,
  UNSAFE_FrameworkContext,
  useMatches,
  useRouteError,
  type LinksFunction,
} from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { ToastProvider } from '@/components/ui/toast';
import { headerScroll } from '@/layouts/site-header';
import { SiteShell } from '@/layouts/site-shell';
import { useMemoryWarning } from '@/lib/memory-watch';
import { createQueryClient, pageQueryClient } from '@/lib/query-client';
import { sessionQuery } from '@/lib/session';
import { themeBootScript } from '@/lib/theme';
import { isVisitorPageHandle, VisitorPageContext, visitorPageScript } from '@/lib/visitor-page';
import stylesheet from './app.css?url';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  // Only while prerendering the page itself: in the browser every page, this one included, is the
  // app, and so is the SPA shell React Router prerenders for '/' as well.
  const prerenderingShell = useContext(UNSAFE_FrameworkContext)?.isSpaMode ?? true;
  const visitorPage =
    useMatches().some((match) => isVisitorPageHandle(match.handle)) &&
    typeof document === 'undefined' &&
    !prerenderingShell;
  return (
    // The boot script sets the theme's class and color-scheme before React hydrates.
    // `data-visitor-page` tells the server to send this page to visitors only.
    <html lang="en" suppressHydrationWarning data-visitor-page={visitorPage ? '' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3b4fd8" />
        {/* Before any style is applied, so a dark theme never flashes light. */}
        <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        {/*
          With a precedence, React puts the stylesheet ahead of the script preloads, so the first
          paint does not wait behind them for one of the browser's few connections.
        */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        <VisitorPageContext value={visitorPage}>{children}</VisitorPageContext>
        {visitorPage ? (
          <script dangerouslySetInnerHTML={{ __html: visitorPageScript(headerScroll) }} />
        ) : (
          <Scripts />
        )}
      </body>
    </html>
  );
}

// Every page asks who is signed in: ask while the route modules are still loading, not after.
void pageQueryClient?.prefetchQuery(sessionQuery);

export default function App() {
  // One client per page load; held in state so a re-render never drops the cache.
  const [queryClient] = useState(() => pageQueryClient ?? createQueryClient());
  useMemoryWarning();
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <SiteShell />
      </ToastProvider>
    </QueryClientProvider>
  );
}

/** Shown in the prerendered index.html until the first route module has loaded. */
export function HydrateFallback() {
  return <PageSpinner label="Loading Tocsin" />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const title = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong';
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <title>{`${title} | Tocsin`}</title>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-600">
        The page could not be displayed. This often happens right after Tocsin was updated;
        reloading fetches the new version.
      </p>
      <button type="button" className={buttonClasses({})} onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </main>
  );
}
