import {
  roleNames,
  workspaceNameInput,
  type Member,
  type WorkspaceNameInput,
} from '@tocsin/contract';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { FormAlerts } from '@/components/form-alerts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, DialogPanel } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { checkWith, type FormIssue } from '@/lib/form';
import { useCan } from '@/lib/session';
import { useContractForm } from '@/lib/use-contract-form';
import { membersQuery } from '../api/members';
import {
  useDeleteWorkspace,
  useLeaveWorkspace,
  useRenameWorkspace,
  useTransferOwnership,
  workspacesQuery,
} from '../api/workspaces';
import { SettingsCard } from './card';

const nameErrors = (issues: FormIssue[]) => ({ name: issues[0]?.message ?? '' });

/**
 * The current workspace: its name (renamed by admins), leaving it (anyone, but not one's personal
 * workspace), and for the owner, handing it to another member or deleting it.
 */
export function WorkspaceCard({
  workspace,
  children,
}: {
  workspace: { id: string; name: string };
  /** The workspace's further settings, composed by the page (the owner's 2FA rule). */
  children?: ReactNode;
}) {
  const canRename = useCan('workspace.write');
  const owns = useCan('workspace.own');
  const workspaces = useQuery(workspacesQuery);
  // Until the list answers, the actions that depend on it wait rather than guess.
  const personal = workspaces.data?.find((item) => item.id === workspace.id)?.personal;
  return (
    <SettingsCard
      id="workspace"
      title="Workspace"
      description="Monitors, channels, members and the plan belong to the workspace you are in now. Switch workspaces with the workspace control at the top of the dashboard’s menu."
    >
      {canRename ? (
        <RenameForm key={workspace.name} name={workspace.name} />
      ) : (
        <p className="text-sm text-slate-900">
          <span className="text-slate-600">Name: </span>
          <span className="font-medium">{workspace.name}</span>
        </p>
      )}
      {personal === undefined ? null : (
        <div className="mt-6 space-y-4 border-t border-slate-200 pt-4">
          {personal ? (
            <p className="text-sm text-slate-600">
              This is your personal workspace: it belongs to your account, so it cannot be left or
              deleted.
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {owns ? <TransferOwnership /> : null}
            {personal ? null : <LeaveWorkspace name={workspace.name} />}
            {owns && !personal ? <DeleteWorkspace name={workspace.name} /> : null}
          </div>
        </div>
      )}
      {children}
    </SettingsCard>
  );
}

function RenameForm({ name }: { name: string }) {
  const rename = useRenameWorkspace();
  const { toast } = useToast();
  const { formRef, values, set, errors, submit, saveFailure } = useContractForm({
    defaultValues: { name },
    check: (checked: WorkspaceNameInput) =>
      checkWith<WorkspaceNameInput>(workspaceNameInput, checked, nameErrors),
    toErrors: nameErrors,
    failure: { notSaved: 'The name was not saved. Please try again.' },
  });
  return (
    <form
      ref={formRef}
      noValidate
      className="space-y-3"
      onSubmit={submit(async (input) => {
        await rename.mutateAsync(input);
        toast({ type: 'success', title: `The workspace is now called ${input.name}` });
      })}
    >
      <FormAlerts failure={saveFailure} invalid={false} />
      <TextField
        label="Workspace name"
        autoComplete="off"
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors.name}
      />
      <Button
        type="submit"
        size="sm"
        variant="outline"
        loading={rename.isPending}
        disabled={values.name.trim() === name}
      >
        Save name
      </Button>
    </form>
  );
}

function LeaveWorkspace({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const leave = useLeaveWorkspace();
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Leave workspace
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) leave.reset();
        }}
        title={`Leave ${name}?`}
        description={
          <>
            You will no longer see its monitors or receive its alerts, and you will be moved to your
            personal workspace. Only a new invitation brings you back.
            {leave.isError ? (
              <span role="alert" className="mt-2 block font-medium text-red-700">
                {leave.error.message || 'You could not leave the workspace. Please try again.'}
              </span>
            ) : null}
          </>
        }
        confirmLabel="Leave workspace"
        pending={leave.isPending}
        onConfirm={() => leave.mutate(name)}
      />
    </>
  );
}

function DeleteWorkspace({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteWorkspace();
  const matches = typed.trim() === name;
  const fieldError = isApiError(remove.error, 'validation-failed')
    ? remove.error.message
    : undefined;
  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setOpen(true)}>
        Delete workspace
      </Button>
      <DialogPanel
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setTyped('');
            remove.reset();
          }
        }}
        title={`Delete ${name}?`}
        description="Its monitors with their history and incidents, its channels, API keys and invitations are deleted, and every member loses access. This cannot be undone."
      >
        <form
          className="mt-5 space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (matches) remove.mutate({ confirmName: typed.trim(), name });
          }}
        >
          {remove.isError && !fieldError ? (
            <Alert>
              {remove.error.message || 'The workspace was not deleted. Please try again.'}
            </Alert>
          ) : null}
          <TextField
            label={`Type ${name} to confirm`}
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={fieldError}
          />
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline">Cancel</Button>
            </Dialog.Close>
            <Button type="submit" variant="danger" disabled={!matches} loading={remove.isPending}>
              Delete workspace
            </Button>
          </div>
        </form>
      </DialogPanel>
    </>
  );
}

function TransferOwnership() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Transfer ownership
      </Button>
      <DialogPanel
        open={open}
        onOpenChange={setOpen}
        title="Transfer ownership"
        description="The member you choose becomes the owner: billing, deleting the workspace and transferring it again are theirs. You stay on as an admin."
      >
        {open ? <TransferForm onDone={() => setOpen(false)} /> : null}
      </DialogPanel>
    </>
  );
}

function TransferForm({ onDone }: { onDone: () => void }) {
  const members = useQuery(membersQuery);
  const transfer = useTransferOwnership();
  const { toast } = useToast();
  const others: Member[] = members.data?.items.filter((member) => !member.you) ?? [];
  const [chosen, setChosen] = useState('');
  const userId = chosen || others[0]?.userId || '';
  if (members.isPending) return <p className="mt-5 text-sm text-slate-600">Loading members…</p>;
  if (others.length === 0) {
    return (
      <div className="mt-5 space-y-5">
        <p className="text-sm text-slate-600">
          Invite someone first: ownership can only go to a member of the workspace.
        </p>
        <div className="flex justify-end">
          <Dialog.Close asChild>
            <Button variant="outline">Close</Button>
          </Dialog.Close>
        </div>
      </div>
    );
  }
  return (
    <form
      className="mt-5 space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        const member = others.find((item) => item.userId === userId);
        transfer.mutate(userId, {
          onSuccess: () => {
            toast({
              type: 'success',
              title: `${member?.name ?? 'The member'} now owns the workspace`,
            });
            onDone();
          },
        });
      }}
    >
      {transfer.isError ? (
        <Alert>
          {transfer.error.message || 'Ownership was not transferred. Please try again.'}
        </Alert>
      ) : null}
      <SelectField
        label="New owner"
        value={userId}
        options={others.map((member) => ({
          value: member.userId,
          label: `${member.name || member.email} (${member.email}), ${roleNames[member.role]}`,
        }))}
        onChange={setChosen}
      />
      <div className="flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" loading={transfer.isPending}>
          Transfer ownership
        </Button>
      </div>
    </form>
  );
}
