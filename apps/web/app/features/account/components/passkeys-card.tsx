import { PASSKEY_NAME_MAX, passkeyEndpoints, type Passkey } from '@tocsin/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fingerprint } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, DialogPanel } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { TimeAgo } from '@/components/ui/time';
import { useToast } from '@/components/ui/toast';
import { call, isApiError } from '@/lib/api-client';
import { useDateFormat } from '@/lib/date-format';
import {
  addPasskey,
  passkeyFailure,
  passkeysQuery,
  passkeysUnavailable,
  useRenamePasskey,
} from '../api/passkeys';
import { NOT_CONFIRMED, useFreshAuth } from './fresh-auth';

/** A name for a new passkey, from the browser and system it is made on. */
function suggestedName() {
  const agent = navigator.userAgent;
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'this browser';
  const system = /iPhone|iPad/.test(agent)
    ? 'iOS'
    : /Android/.test(agent)
      ? 'Android'
      : /Mac OS X/.test(agent)
        ? 'macOS'
        : /Windows/.test(agent)
          ? 'Windows'
          : /Linux/.test(agent)
            ? 'Linux'
            : '';
  return system ? `${browser} on ${system}` : browser;
}

/**
 * The person's passkeys: each signs them in with a fingerprint, face or device PIN instead of
 * the password, and confirms it is them before sensitive changes.
 */
export function PasskeysCard() {
  const passkeys = useQuery(passkeysQuery);
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const fresh = useFreshAuth();
  const unavailable = passkeys.data?.unavailable ?? passkeysUnavailable();
  const items = passkeys.data?.items ?? [];
  return (
    <section
      aria-labelledby="passkeys"
      className="rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="passkeys" className="text-lg font-semibold text-slate-900">
            Passkeys
          </h2>
          <p className="mt-1 max-w-prose text-sm text-slate-600">
            Sign in with your fingerprint, face or device PIN instead of your password. A passkey
            cannot be phished: it only works on this site.
          </p>
        </div>
        <Button size="sm" disabled={Boolean(unavailable)} onClick={() => setAdding(true)}>
          Add a passkey
        </Button>
      </div>
      {unavailable ? (
        <Alert tone="info" className="mb-4">
          {unavailable}
        </Alert>
      ) : null}
      {passkeys.isPending ? (
        <div role="status" aria-label="Loading passkeys">
          <Skeleton className="h-12 w-full rounded-xl" />
        </div>
      ) : passkeys.isError && !passkeys.data ? (
        <LoadError what="your passkeys" onRetry={() => void passkeys.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={Fingerprint} title="No passkeys yet" level={3}>
          Add one on each device you sign in from; your password keeps working too.
        </EmptyState>
      ) : (
        <PasskeyList items={items} onRename={setRenaming} onRemove={setRemoving} />
      )}
      <AddPasskeyDialog
        open={adding}
        onOpenChange={setAdding}
        withFreshAuth={fresh.withFreshAuth}
      />
      <RenameDialog passkey={renaming} onClose={() => setRenaming(null)} />
      <RemoveDialog
        passkey={removing}
        onClose={() => setRemoving(null)}
        withFreshAuth={fresh.withFreshAuth}
      />
      {fresh.dialog}
    </section>
  );
}

function PasskeyList({
  items,
  onRename,
  onRemove,
}: {
  items: Passkey[];
  onRename: (passkey: Passkey) => void;
  onRemove: (passkey: Passkey) => void;
}) {
  const { formatDate } = useDateFormat();
  return (
    <ul aria-label="Your passkeys" className="divide-y divide-slate-200">
      {items.map((passkey) => (
        <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">{passkey.name}</p>
            <p className="text-sm text-slate-600">
              {passkey.deviceType === 'multiDevice'
                ? 'Synced between your devices'
                : 'This device only'}
              {' · '}Added {formatDate(passkey.createdAt)}
              {' · '}
              {passkey.lastUsedAt ? (
                <>
                  Last used <TimeAgo at={passkey.lastUsedAt} />
                </>
              ) : (
                'Not used yet'
              )}
            </p>
          </div>
          <div className="flex gap-2">
            <Button size="xs" variant="outline" onClick={() => onRename(passkey)}>
              Rename<span className="sr-only"> {passkey.name}</span>
            </Button>
            <Button size="xs" variant="outline" onClick={() => onRemove(passkey)}>
              Remove<span className="sr-only"> {passkey.name}</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function AddPasskeyDialog({
  open,
  onOpenChange,
  withFreshAuth,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  withFreshAuth: <T>(request: () => Promise<T>) => Promise<T>;
}) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [name, setName] = useState(suggestedName);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError('Enter a name for the passkey');
    setPending(true);
    setError(null);
    try {
      const created = await withFreshAuth(() => addPasskey(trimmed));
      await queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey });
      onOpenChange(false);
      toast({ type: 'success', title: 'Passkey added', description: created.name });
    } catch (failure) {
      setError(isApiError(failure) ? failure.message || NOT_CONFIRMED : passkeyFailure(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <DialogPanel
      open={open}
      onOpenChange={onOpenChange}
      title="Add a passkey"
      description="Your browser or phone asks you to confirm with your fingerprint, face or PIN, then keeps the passkey."
    >
      <form className="mt-4 space-y-4" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label="Name"
          hint="To tell your passkeys apart, e.g. the device it is on."
          value={name}
          maxLength={PASSKEY_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          error={error ?? undefined}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Waiting for the passkey…' : 'Continue'}
          </Button>
        </div>
      </form>
    </DialogPanel>
  );
}

function RenameDialog({ passkey, onClose }: { passkey: Passkey | null; onClose: () => void }) {
  const rename = useRenamePasskey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!passkey) return;
    const trimmed = (name || passkey.name).trim();
    if (!trimmed) return setError('Enter a name for the passkey');
    rename.mutate(
      { id: passkey.id, name: trimmed },
      {
        onSuccess: () => {
          setName('');
          onClose();
        },
        onError: (failure) =>
          setError(isApiError(failure) ? failure.message : 'The name was not saved. Try again.'),
      },
    );
  };
  return (
    <DialogPanel
      open={passkey !== null}
      onOpenChange={(open) => {
        if (!open) {
          setName('');
          setError(null);
          onClose();
        }
      }}
      title="Rename the passkey"
      description="The name is only for you, to tell your passkeys apart."
    >
      <form className="mt-4 space-y-4" noValidate onSubmit={submit}>
        <TextField
          label="Name"
          value={name || passkey?.name || ''}
          maxLength={PASSKEY_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          error={error ?? undefined}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={rename.isPending}>
            Save name
          </Button>
        </div>
      </form>
    </DialogPanel>
  );
}

function RemoveDialog({
  passkey,
  onClose,
  withFreshAuth,
}: {
  passkey: Passkey | null;
  onClose: () => void;
  withFreshAuth: <T>(request: () => Promise<T>) => Promise<T>;
}) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const remove = async () => {
    if (!passkey) return;
    setPending(true);
    setFailed(null);
    try {
      await withFreshAuth(() => call(passkeyEndpoints.remove, { params: { id: passkey.id } }));
      await queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey });
      toast({ type: 'success', title: 'Passkey removed', description: passkey.name });
      onClose();
    } catch (failure) {
      setFailed(isApiError(failure) ? failure.message : 'The passkey was not removed. Try again.');
    } finally {
      setPending(false);
    }
  };
  return (
    <ConfirmDialog
      open={passkey !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Remove the passkey ${passkey?.name ?? ''}?`}
      description={
        <>
          It no longer signs you in. Remove it from the device too, in its password or passkey
          settings.
          {failed ? ` ${failed}` : ''}
        </>
      }
      confirmLabel="Remove passkey"
      pending={pending}
      onConfirm={() => void remove()}
    />
  );
}
