import {
  INVITATION_DAYS,
  roleDescriptions,
  roleNames,
  type InvitationPreview,
} from '@tocsin/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams, type MetaFunction } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { signOut } from '@/features/auth/api/sign-out';
import { AuthCard, inlineLinkClass } from '@/features/auth/components/auth-card';
import { invitationPreviewQuery, useJoinWorkspace } from '@/features/team/api/invitations';
import { isApiError } from '@/lib/api-client';
import { useDateFormat } from '@/lib/date-format';
import { paths } from '@/lib/paths';
import { sessionQueryKey, useSession } from '@/lib/session';
import { pageMeta } from '@/lib/site';

export const meta: MetaFunction = () =>
  pageMeta('Invitation', 'Join a workspace on Tocsin you were invited to.');

/** Where the invitation link leads after signing up or in: the form accepts it, then goes on. */
function inviteQuery(token: string, email?: string) {
  const query = new URLSearchParams({ invite: token });
  if (email) query.set('email', email);
  return `?${query.toString()}`;
}

/**
 * The page an invitation's link opens: what it invites to, and the way in. The invited person
 * joins with one press when signed in with the invited address; a visitor creates an account or
 * signs in first, and the form then joins them.
 */
export default function InvitePage() {
  const { token = '' } = useParams();
  const preview = useQuery({ ...invitationPreviewQuery(token), retry: false });
  const session = useSession();

  if (preview.isPending || session.isPending) return <Loading />;
  if (preview.isError) {
    const unknown = isApiError(preview.error) && preview.error.status === 404;
    return (
      <AuthCard
        title={unknown ? 'This invitation link is not valid' : 'The invitation could not be loaded'}
      >
        <p className="text-sm text-slate-600">
          {unknown
            ? 'The link may be incomplete, or the invitation was replaced by a newer one. Ask the person who invited you to send it again.'
            : 'Please check your connection and try again.'}
        </p>
        <WayOn signedIn={session.user !== null} retry={unknown ? undefined : preview.refetch} />
      </AuthCard>
    );
  }
  const invitation = preview.data;
  if (invitation.state !== 'pending') {
    return <Closed invitation={invitation} signedIn={session.user !== null} />;
  }
  const user = session.user;
  if (!user) return <SignedOut token={token} invitation={invitation} />;
  if (user.profile.email.toLowerCase() !== invitation.email.toLowerCase()) {
    return <OtherAccount invitation={invitation} signedInAs={user.profile.email} />;
  }
  return <Join token={token} invitation={invitation} />;
}

function Loading() {
  return (
    <div className="w-full max-w-md space-y-4" aria-busy="true">
      <Skeleton className="mx-auto h-8 w-3/4" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

function invitedTo(invitation: InvitationPreview) {
  return `${invitation.invitedBy ?? 'A member'} invited ${invitation.email} to ${invitation.workspaceName} on Tocsin.`;
}

function RoleNote({ invitation }: { invitation: InvitationPreview }) {
  const { formatDateTime } = useDateFormat();
  return (
    <div className="space-y-2 text-sm text-slate-600">
      <p>
        As {roleNames[invitation.role].toLowerCase()}:{' '}
        {roleDescriptions[invitation.role].charAt(0).toLowerCase()}
        {roleDescriptions[invitation.role].slice(1)}
      </p>
      <p>
        The link works until{' '}
        <time dateTime={invitation.expiresAt}>{formatDateTime(invitation.expiresAt)}</time>.
      </p>
    </div>
  );
}

function Join({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const join = useJoinWorkspace();
  return (
    <AuthCard title={`Join ${invitation.workspaceName}`} description={invitedTo(invitation)}>
      <div className="space-y-5">
        {join.isError ? <Alert>{joinErrorText(join.error)}</Alert> : null}
        <RoleNote invitation={invitation} />
        <Button
          className="w-full"
          loading={join.isPending || join.isSuccess}
          onClick={() => join.mutate(token)}
        >
          Join {invitation.workspaceName} as {roleNames[invitation.role]}
        </Button>
      </div>
    </AuthCard>
  );
}

/** Why accepting failed, in the server's words where it gave them. */
function joinErrorText(error: unknown) {
  if (isApiError(error) && error.message) return error.message;
  return 'You could not join the workspace. Please try again.';
}

function OtherAccount({
  invitation,
  signedInAs,
}: {
  invitation: InvitationPreview;
  signedInAs: string;
}) {
  const queryClient = useQueryClient();
  // Signed out here, the page offers the invited person the way in.
  const out = useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.removeQueries({
        predicate: (query) =>
          query.queryKey[0] !== sessionQueryKey[0] && query.queryKey[0] !== 'invitation-preview',
      });
      queryClient.setQueryData(sessionQueryKey, null);
    },
  });
  return (
    <AuthCard title={`Join ${invitation.workspaceName}`} description={invitedTo(invitation)}>
      <div className="space-y-5">
        <Alert>
          This invitation was sent to {invitation.email}, but you are signed in as {signedInAs}.
          Sign out, then sign in or create an account with {invitation.email} to join.
        </Alert>
        {out.isError ? <Alert>You were not signed out. Please try again.</Alert> : null}
        <Button className="w-full" loading={out.isPending} onClick={() => out.mutate()}>
          Sign out
        </Button>
        <p className="text-center text-sm">
          <Link to={paths.dashboard.monitors} className={inlineLinkClass}>
            Back to your dashboard
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}

function SignedOut({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const query = inviteQuery(token, invitation.email);
  return (
    <AuthCard title={`Join ${invitation.workspaceName}`} description={invitedTo(invitation)}>
      <div className="space-y-5">
        <RoleNote invitation={invitation} />
        <p className="text-sm text-slate-600">
          Create an account with {invitation.email}, or sign in if you already have one: you then
          join the workspace at once.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <ButtonLink to={`${paths.signup}${query}`}>Create an account</ButtonLink>
          <ButtonLink to={`${paths.login}${query}`} variant="outline">
            Sign in
          </ButtonLink>
        </div>
      </div>
    </AuthCard>
  );
}

const closedText: Record<Exclude<InvitationPreview['state'], 'pending'>, [string, string]> = {
  expired: [
    'This invitation has expired',
    `Invitation links work for ${INVITATION_DAYS} days. Ask the person who invited you to send a new one.`,
  ],
  revoked: [
    'This invitation was withdrawn',
    'The workspace no longer offers it. Ask the person who invited you if you should still join.',
  ],
  accepted: [
    'This invitation was already used',
    'Each link works once. If you joined with it, the workspace is in the workspace control at the top of the dashboard’s menu.',
  ],
};

function Closed({ invitation, signedIn }: { invitation: InvitationPreview; signedIn: boolean }) {
  const [title, text] = closedText[invitation.state as keyof typeof closedText];
  return (
    <AuthCard title={title}>
      <p className="text-sm text-slate-600">
        {invitation.invitedBy ?? 'A member'} invited {invitation.email} to{' '}
        {invitation.workspaceName}. {text}
      </p>
      <WayOn signedIn={signedIn} />
    </AuthCard>
  );
}

function WayOn({ signedIn, retry }: { signedIn: boolean; retry?: () => unknown }) {
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {retry ? (
        <Button variant="outline" onClick={() => void retry()}>
          Try again
        </Button>
      ) : null}
      {signedIn ? (
        <ButtonLink to={paths.dashboard.monitors}>Go to your dashboard</ButtonLink>
      ) : (
        <>
          <ButtonLink to={paths.login}>Sign in</ButtonLink>
          <ButtonLink to={paths.home} variant="outline">
            Tocsin&apos;s home page
          </ButtonLink>
        </>
      )}
    </div>
  );
}
