import { roleNames, type Invitation } from '@tocsin/contract';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Card, CardHeader, Table, Th } from '@/components/ui/table';
import { useToast } from '@/components/ui/toast';
import { useDateFormat } from '@/lib/date-format';
import { invitationsQuery, useResendInvitation, useRevokeInvitation } from '../api/invitations';

/** The invitations nobody has accepted yet: mailed again, or revoked to free their seat. */
export function InvitationsList() {
  const invitations = useQuery(invitationsQuery);
  const { formatDate } = useDateFormat();
  if (invitations.isPending) return null;
  if (invitations.isError) {
    return <LoadError what="the pending invitations" onRetry={() => void invitations.refetch()} />;
  }
  const items = invitations.data;
  return (
    <div className="space-y-3">
      <h3 className="text-base font-semibold text-slate-900">Pending invitations</h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">No invitations are waiting for an answer.</p>
      ) : (
        <Table
          caption="Pending invitations"
          head={
            <>
              <Th>Email</Th>
              <Th>Role</Th>
              <Th>Expires</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </>
          }
          cards={items.map((invitation) => (
            <Card key={invitation.id}>
              <CardHeader>
                <span className="font-medium text-slate-900">{invitation.email}</span>
                <span className="text-slate-600">{roleNames[invitation.role]}</span>
              </CardHeader>
              <p className="text-slate-600">
                {sentBy(invitation)}; expires {formatDate(invitation.expiresAt)}
              </p>
              <div className="flex gap-2">
                <InvitationActions invitation={invitation} />
              </div>
            </Card>
          ))}
        >
          {items.map((invitation) => (
            <tr key={invitation.id}>
              <td className="px-3 py-2.5">
                <span className="font-medium text-slate-900">{invitation.email}</span>
                <span className="block text-xs text-slate-500">{sentBy(invitation)}</span>
              </td>
              <td className="px-3 py-2.5">{roleNames[invitation.role]}</td>
              <td className="px-3 py-2.5 whitespace-nowrap text-slate-600">
                <time dateTime={invitation.expiresAt}>{formatDate(invitation.expiresAt)}</time>
              </td>
              <td className="px-3 py-2.5 text-right whitespace-nowrap">
                <InvitationActions invitation={invitation} />
              </td>
            </tr>
          ))}
        </Table>
      )}
    </div>
  );
}

const sentBy = (invitation: Invitation) =>
  invitation.invitedBy ? `Invited by ${invitation.invitedBy}` : 'Invited';

function InvitationActions({ invitation }: { invitation: Invitation }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const { toast } = useToast();
  const failed = (what: string) => (error: Error) =>
    toast({ type: 'error', title: what, description: error.message || 'Please try again.' });
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Resend the invitation to ${invitation.email}`}
        loading={resend.isPending}
        onClick={() =>
          resend.mutate(invitation.id, {
            onSuccess: () =>
              toast({ type: 'success', title: `Invitation sent again to ${invitation.email}` }),
            onError: failed('The invitation was not sent again'),
          })
        }
      >
        Resend
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Revoke the invitation to ${invitation.email}`}
        loading={revoke.isPending}
        onClick={() =>
          revoke.mutate(invitation.id, {
            onSuccess: () =>
              toast({
                type: 'success',
                title: `Invitation to ${invitation.email} revoked`,
                description: 'Its link no longer works, and its seat is free.',
              }),
            onError: failed('The invitation was not revoked'),
          })
        }
      >
        Revoke
      </Button>
    </>
  );
}
