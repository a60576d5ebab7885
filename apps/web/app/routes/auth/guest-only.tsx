import { Navigate, Outlet, useSearchParams } from 'react-router';
import { safeRedirect } from '@/lib/safe-redirect';
import { useSession } from '@/lib/session';

/** /login and /signup are for visitors; a signed-in user goes on to where they were heading. */
export default function GuestOnly() {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  if (user) return <Navigate to={safeRedirect(searchParams.get('redirect'))} replace />;
  return <Outlet />;
}
