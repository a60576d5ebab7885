import type { AccountDeletionPreview, DeletionWorkspace } from '@tocsin/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogPanel } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { deleteAccount, deletionPreviewQuery } from '../api/your-data';
import { useFreshAuth } from './fresh-auth';

const names = (items: DeletionWorkspace[]) =>
  items.map((w) => (w.personal ? `${w.name} (your personal workspace)` : w.name)).join(', ');

function Consequences({ preview }: { preview: AccountDeletionPreview }) {
  if (preview.blocking.length) {
    return (
      <Alert tone="warning">
        <p>
          You are the only owner of workspaces other people are in:{' '}
          <strong>{names(preview.blocking)}</strong>.
        </p>
        <p className="mt-2">
          Switch to each of them and, under Settings → Workspace, use <em>Transfer ownership</em> to
          make a member owner (or remove the members). Then you can delete your account.
        </p>
      </Alert>
    );
  }
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
      {preview.deleted.length ? (
        <li>
          Deleted with all their monitors, history, incidents, channels and API keys, and their paid
          plans cancelled: {names(preview.deleted)}.
        </li>
      ) : null}
      {preview.left.length ? (
        <li>
          You leave {names(preview.left)}: their data stays with their other members, and their
          audit log records that you left.
        </li>
      ) : null}
      <li>Every session of your account is signed out, and we email you a confirmation.</li>
    </ul>
  );
}

function DeleteForm({ email, preview }: { email: string; preview: AccountDeletionPreview }) {
  const [typed, setTyped] = useState('');
  const { withFreshAuth, dialog } = useFreshAuth();
  const remove = useMutation({
    mutationFn: () => withFreshAuth(() => deleteAccount({ confirmEmail: typed.trim() })),
    // A full load of the home page: nothing of the deleted account stays in memory.
    onSuccess: () => window.location.replace(paths.home),
  });
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  const fieldError = isApiError(remove.error, 'validation-failed')
    ? remove.error.message
    : undefined;
  const blocked = preview.blocking.length > 0;
  return (
    <>
      <form
        className="mt-5 space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (matches && !blocked) remove.mutate();
        }}
      >
        <Consequences preview={preview} />
        {remove.isError && !fieldError ? (
          <Alert>{remove.error.message || 'Your account was not deleted. Please try again.'}</Alert>
        ) : null}
        {blocked ? null : (
          <TextField
            label={`Type ${email} to confirm`}
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={fieldError}
          />
        )}
        <div className="flex justify-end gap-2">
          <Dialog.Close asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.Close>
          <Button
            type="submit"
            variant="danger"
            disabled={!matches || blocked}
            loading={remove.isPending}
          >
            Delete my account
          </Button>
        </div>
      </form>
      {dialog}
    </>
  );
}

function DeleteDialogBody({ email }: { email: string }) {
  const preview = useQuery(deletionPreviewQuery);
  if (preview.isPending) return <p className="mt-5 text-sm text-slate-600">Loading…</p>;
  if (preview.isError) {
    return (
      <Alert className="mt-5">
        What your deletion would change could not be loaded. Close this and try again.
      </Alert>
    );
  }
  return <DeleteForm email={email} preview={preview.data} />;
}

/** The account's deletion: what goes, what holds it back, the email typed, the password again. */
export function DeleteAccount({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-3 border-t border-slate-200 pt-6">
      <h3 className="font-medium text-slate-900">Delete your account</h3>
      <p className="text-sm text-slate-600">
        Your profile, sessions and sign-in methods are deleted, and so are the workspaces no one
        else is in. This cannot be undone; export your data first if you want a copy.
      </p>
      <Button variant="danger" size="sm" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <DialogPanel
        open={open}
        onOpenChange={setOpen}
        title="Delete your account?"
        description="This cannot be undone. Here is what happens:"
      >
        {open ? <DeleteDialogBody email={email} /> : null}
      </DialogPanel>
    </div>
  );
}
