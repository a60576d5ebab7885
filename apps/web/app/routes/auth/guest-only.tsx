import { Navigate, Outlet, useSearchParams } from 'react-router';
import { safeRedirect } from '@/lib/safe-redirect';
import { useSession } from '@/lib/session';

/**
 * /login and /signup are for visitors; a signed-in user goes on to where they were heading. With
 * an invitation the page itself goes on, once it has accepted it.
 */
export default function GuestOnly() {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  if (user && !searchParams.has('invite'))
    return <Navigate to={safeRedirect(searchParams.get('redirect'))} replace />;
  return <Outlet />;
}
