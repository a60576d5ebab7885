import {
  assignableRoles,
  roleNames,
  type Member,
  type MemberListResponse,
  type WorkspaceRole,
} from '@tocsin/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/field';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Card, CardHeader, Table, Th } from '@/components/ui/table';
import { useToast } from '@/components/ui/toast';
import { useDateFormat } from '@/lib/date-format';
import { useCan, useSession } from '@/lib/session';
import { membersQuery, useChangeRole, useRemoveMember } from '../api/members';
import { InvitationsList } from './invitations-list';
import { InviteForm } from './invite-form';
import { SettingsCard } from './card';

/** "3 of 5 seats used", or the count alone when the plan sets no limit. */
export function seatsText({ seats, seatsUsed }: Pick<MemberListResponse, 'seats' | 'seatsUsed'>) {
  if (seats === null) return `${seatsUsed} ${seatsUsed === 1 ? 'seat' : 'seats'} used, no limit`;
  return `${seatsUsed} of ${seats} seats used`;
}

/**
 * The workspace's members with their roles. Admins invite by email, change roles (an owner's only
 * if they are an owner themselves) and remove members; everyone else reads the list.
 */
export function MembersCard() {
  const { user } = useSession();
  const canManage = useCan('members.write');
  const members = useQuery(membersQuery);
  const myRole: WorkspaceRole = user?.workspace.role ?? 'viewer';
  return (
    <SettingsCard
      id="members"
      title="Members"
      description={
        canManage
          ? 'Everyone in this workspace and what their role lets them do. Members and pending invitations each take a seat of the plan.'
          : 'Everyone in this workspace and their role. Admins and owners invite and manage members.'
      }
      action={
        members.data ? (
          <p className="text-sm font-medium text-slate-700" data-testid="seats">
            {seatsText(members.data)}
          </p>
        ) : null
      }
    >
      {members.isPending ? (
        <div className="space-y-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : members.isError ? (
        <LoadError what="the members" onRetry={() => void members.refetch()} />
      ) : (
        <MembersTable items={members.data.items} canManage={canManage} myRole={myRole} />
      )}
      {canManage ? (
        <div className="mt-6 space-y-6 border-t border-slate-200 pt-6">
          <InviteForm myRole={myRole} />
          <InvitationsList />
        </div>
      ) : null}
    </SettingsCard>
  );
}

function MembersTable({
  items,
  canManage,
  myRole,
}: {
  items: Member[];
  canManage: boolean;
  myRole: WorkspaceRole;
}) {
  const { formatDate } = useDateFormat();
  const [removing, setRemoving] = useState<Member | null>(null);
  // An admin manages admins, members and viewers; only an owner manages an owner.
  const manages = (member: Member) =>
    canManage && !member.you && (member.role !== 'owner' || myRole === 'owner');
  const who = (member: Member) => (
    <>
      <span className="font-medium text-slate-900">{member.name || member.email}</span>
      {member.you ? <span className="text-slate-500"> (you)</span> : null}
    </>
  );
  const role = (member: Member) =>
    manages(member) ? (
      <RoleSelect member={member} myRole={myRole} />
    ) : (
      <span>{roleNames[member.role]}</span>
    );
  const remove = (member: Member) =>
    manages(member) ? (
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Remove ${member.name || member.email}`}
        onClick={() => setRemoving(member)}
      >
        Remove
      </Button>
    ) : null;
  return (
    <>
      <Table
        caption="Members"
        head={
          <>
            <Th>Name</Th>
            <Th>Email</Th>
            <Th>Role</Th>
            <Th>Joined</Th>
            {canManage ? (
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            ) : null}
          </>
        }
        cards={items.map((member) => (
          <Card key={member.userId}>
            <CardHeader>
              <span>{who(member)}</span>
              {remove(member)}
            </CardHeader>
            <p className="text-slate-600">{member.email}</p>
            <div className="flex flex-wrap items-center gap-2 text-slate-600">
              {role(member)}
              <span>· joined {formatDate(member.joinedAt)}</span>
            </div>
          </Card>
        ))}
      >
        {items.map((member) => (
          <tr key={member.userId}>
            <td className="px-3 py-2.5">{who(member)}</td>
            <td className="px-3 py-2.5 text-slate-600">{member.email}</td>
            <td className="px-3 py-2.5">{role(member)}</td>
            <td className="px-3 py-2.5 whitespace-nowrap text-slate-600">
              <time dateTime={member.joinedAt}>{formatDate(member.joinedAt)}</time>
            </td>
            {canManage ? <td className="px-3 py-2.5 text-right">{remove(member)}</td> : null}
          </tr>
        ))}
      </Table>
      <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />
    </>
  );
}

function RoleSelect({ member, myRole }: { member: Member; myRole: WorkspaceRole }) {
  const change = useChangeRole();
  const { toast } = useToast();
  const options = assignableRoles(myRole);
  const name = member.name || member.email;
  return (
    <select
      aria-label={`Role of ${name}`}
      value={change.isPending ? change.variables.role : member.role}
      disabled={change.isPending}
      className={`${controlClasses} w-auto py-1`}
      onChange={(event) => {
        const role = event.target.value as WorkspaceRole;
        change.mutate(
          { userId: member.userId, role },
          {
            onSuccess: () =>
              toast({ type: 'success', title: `${name} is now ${roleNames[role].toLowerCase()}` }),
            onError: (error) =>
              toast({
                type: 'error',
                title: `The role of ${name} was not changed`,
                description: error.message || 'Please try again.',
              }),
          },
        );
      }}
    >
      {(options.includes(member.role) ? options : [member.role, ...options]).map((option) => (
        <option key={option} value={option}>
          {roleNames[option]}
        </option>
      ))}
    </select>
  );
}

function RemoveMemberDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const remove = useRemoveMember();
  const { toast } = useToast();
  const name = member ? member.name || member.email : '';
  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) {
          onClose();
          remove.reset();
        }
      }}
      title={`Remove ${name}?`}
      description={
        <>
          {name} loses access to this workspace at once and stops receiving its alerts. Their
          account and their own workspace stay.
          {remove.isError ? (
            <span role="alert" className="mt-2 block font-medium text-red-700">
              {remove.error.message || 'The member was not removed. Please try again.'}
            </span>
          ) : null}
        </>
      }
      confirmLabel="Remove member"
      pending={remove.isPending}
      onConfirm={() =>
        member &&
        remove.mutate(member.userId, {
          onSuccess: () => {
            toast({ type: 'success', title: `${name} was removed from the workspace` });
            onClose();
          },
        })
      }
    />
  );
}
