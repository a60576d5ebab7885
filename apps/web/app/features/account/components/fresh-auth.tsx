import { accountEndpoints } from '@tocsin/contract';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError, call, isApiError } from '@/lib/api-client';
import {
  passkeyFailure,
  passkeysQuery,
  passkeysUnavailable,
  reauthenticateWithPasskey,
} from '../api/passkeys';
import { PasswordPrompt } from './password-prompt';

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
  // Set once the password is confirmed, so the dialog's closing is not taken for a cancel.
  const confirmed = useRef(false);
  // A person with a passkey may confirm with it instead, where this browser can use one.
  const passkeys = useQuery({ ...passkeysQuery, enabled: open && !passkeysUnavailable() });
  const canUsePasskey = (passkeys.data?.items.length ?? 0) > 0 && !passkeys.data?.unavailable;
  return (
    <PasswordPrompt
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        if (confirmed.current) onConfirmed();
        else onCancel();
        confirmed.current = false;
      }}
      title="Confirm your password"
      description="You signed in more than 10 minutes ago. Enter your password to make this change."
      confirmLabel="Confirm"
      onSubmit={async (password) => {
        await call(accountEndpoints.reauthenticate, { body: { password } });
        confirmed.current = true;
      }}
      alternative={
        canUsePasskey
          ? {
              label: 'Use a passkey instead',
              run: async () => {
                await reauthenticateWithPasskey();
                confirmed.current = true;
              },
            }
          : null
      }
      describeError={(failure) =>
        !isApiError(failure) && failure instanceof Error
          ? passkeyFailure(failure)
          : isApiError(failure, 'too-many-requests')
            ? 'Too many attempts. Please wait a few minutes and try again.'
            : isApiError(failure) && failure.issues?.[0]
              ? failure.issues[0].message
              : 'Your password could not be checked. Please try again.'
      }
    />
  );
}
