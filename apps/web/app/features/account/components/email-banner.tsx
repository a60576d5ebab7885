import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TimeAgo } from '@/components/ui/time';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useEmailVerification, useResendVerification } from '../api/email';

/**
 * Across the dashboard until the person confirms their address: no alert is mailed to it
 * before, and a new link is one click away.
 */
export function EmailBanner() {
  const { user } = useSession();
  const unconfirmed = Boolean(user && !user.profile.emailVerified);
  const status = useEmailVerification(unconfirmed);
  const resend = useResendVerification();
  if (!user || !unconfirmed) return null;
  const sentAt = status.data?.sentAt ?? null;
  const failure = resend.error
    ? isApiError(resend.error) && resend.error.message
      ? resend.error.message
      : 'The link could not be sent. Please try again in a minute.'
    : null;

  return (
    <Alert tone="warning" className="mb-6 space-y-2">
      <p>
        <strong className="font-semibold">Confirm your email address, {user.profile.email}.</strong>{' '}
        Until you open the link we mailed you, Tocsin sends no alert to this address.{' '}
        {sentAt ? (
          <>
            The last link was sent <TimeAgo at={sentAt} />.
          </>
        ) : status.isSuccess ? (
          'No link has been sent to it yet.'
        ) : null}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          variant="outline"
          loading={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {sentAt ? 'Resend the link' : 'Send the link'}
        </Button>
        {resend.isSuccess ? (
          <span className="font-medium">A new link is on its way. Check your spam folder too.</span>
        ) : null}
        {failure ? <span className="font-medium text-red-800">{failure}</span> : null}
      </div>
    </Alert>
  );
}
