import type { ReauthenticateInput } from '@tocsin/contract';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DialogPanel } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { api, ApiError, isApiError } from '@/lib/api-client';
import {
  passkeyFailure,
  passkeysQuery,
  passkeysUnavailable,
  reauthenticateWithPasskey,
} from '../api/passkeys';

/** What a sensitive change answers when the person closed the password prompt instead. */
export const NOT_CONFIRMED =
  'The change was not made: your password was not confirmed. Please try again.';

/**
 * For sensitive changes (password, email, second factor, deleting the account): `withFreshAuth`
 * runs the request and, when the server asks for the password again (the session signed in more
 * than 10 minutes ago), shows `dialog` to confirm it, then runs the request once more.
 */
export function useFreshAuth() {
  const [asking, setAsking] = useState(false);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);

  const ask = () =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setAsking(true);
    });
  const settle = (confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setAsking(false);
  };

  async function withFreshAuth<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (!isApiError(error, 'reauthentication-required')) throw error;
      if (!(await ask())) throw new ApiError(403, 'reauthentication-cancelled', NOT_CONFIRMED);
      return request();
    }
  }

  const dialog = (
    <ConfirmPasswordDialog
      open={asking}
      onConfirmed={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
  return { withFreshAuth, dialog };
}

function ConfirmPasswordDialog({
  open,
  onConfirmed,
  onCancel,
}: {
  open: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // A person with a passkey may confirm with it instead, where this browser can use one.
  const passkeys = useQuery({ ...passkeysQuery, enabled: open && !passkeysUnavailable() });
  const canUsePasskey = (passkeys.data?.items.length ?? 0) > 0 && !passkeys.data?.unavailable;

  const confirmWithPasskey = async () => {
    setPending(true);
    setError(null);
    try {
      await reauthenticateWithPasskey();
      close();
      onConfirmed();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : passkeyFailure(failure));
    } finally {
      setPending(false);
    }
  };

  const close = () => {
    setPassword('');
    setError(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Enter your password');
      return;
    }
    setPending(true);
    setError(null);
    try {
      await api('/api/v1/me/reauthenticate', {
        body: { password } satisfies ReauthenticateInput,
      });
      close();
      onConfirmed();
    } catch (failure) {
      setError(
        isApiError(failure, 'too-many-requests')
          ? 'Too many attempts. Please wait a few minutes and try again.'
          : isApiError(failure) && failure.issues?.[0]
            ? failure.issues[0].message
            : 'Your password could not be checked. Please try again.',
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <DialogPanel
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          close();
          onCancel();
        }
      }}
      title="Confirm your password"
      description="You signed in more than 10 minutes ago. Enter your password to make this change."
    >
      <form className="mt-4 space-y-4" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error ?? undefined}
        />
        <div className="flex flex-wrap justify-end gap-2">
          {canUsePasskey ? (
            <Button
              type="button"
              variant="outline"
              className="mr-auto"
              disabled={pending}
              onClick={() => void confirmWithPasskey()}
            >
              Use a passkey instead
            </Button>
          ) : null}
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              close();
              onCancel();
            }}
          >
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Checking…' : 'Confirm'}
          </Button>
        </div>
      </form>
    </DialogPanel>
  );
}
