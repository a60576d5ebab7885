import { useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { UnsavedChangesGuard } from '@/components/unsaved-changes';
import { Button } from '@/components/ui/button';
import { EmailBanner } from '@/features/account/components/email-banner';
import { TwoFactorRequired } from '@/features/account/components/two-factor-required';
import { SubscriptionBanner } from '@/features/billing/components/subscription-banner';
import { setDisplayTimeZone } from '@/lib/date-format';
import { paths } from '@/lib/paths';
import { loginPathFor } from '@/lib/safe-redirect';
import { useSession } from '@/lib/session';
import { ConnectionWatch } from './connection-watch';
import { DashboardNav } from './dashboard-nav';
import { DashboardSkeleton } from './dashboard-skeleton';

/** Guards every /dashboard page: visitors go to /login and come back here after signing in. */
export function DashboardLayout() {
  const { user, isPending, error, refetch } = useSession();
  const location = useLocation();
  const timeZone = user?.profile.timeZone;
  // Before the first paint, so no time flashes in the browser's zone first.
  useLayoutEffect(() => setDisplayTimeZone(timeZone), [timeZone]);

  if (isPending) return <DashboardSkeleton />;
  if (!user && error) {
    return (
      <div className="mx-auto max-w-md space-y-4 px-4 py-16">
        <Alert>
          We could not check your session. Please make sure you are online and try again.
        </Alert>
        <Button variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!user)
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;

  // The workspace requires a second factor this member lacks: the server refuses its pages, so
  // only Settings (to set it up) opens, and the workspace switcher in the menu.
  const locked = user.workspace.requireTwoFactor && !user.profile.twoFactorEnabled;
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col lg:flex-row">
      <DashboardNav />
      <div className="min-w-0 flex-1 px-4 py-8 sm:px-6 lg:px-10">
        {locked ? null : <ConnectionWatch />}
        {locked ? null : <SubscriptionBanner />}
        <EmailBanner />
        {locked && location.pathname !== paths.dashboard.settings ? (
          <TwoFactorRequired workspaceName={user.workspace.name} />
        ) : (
          <UnsavedChangesGuard>
            <Outlet />
          </UnsavedChangesGuard>
        )}
      </div>
    </div>
  );
}
