import { Fingerprint } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import {
  finishSignInWithPasskey,
  passkeyFailure,
  passkeysUnavailable,
  signInWithPasskey,
} from '../api/passkeys';

/**
 * "Use a passkey" under the password form (its words leave "Sign in" to the form's own button),
 * or, as the `secondStep` after a right password, in place of the authenticator app's code;
 * hidden where passkeys cannot work.
 * `onSignedIn` runs once the session cookie is set (it reloads the session and moves on).
 */
export function PasskeySignIn({
  onSignedIn,
  secondStep = false,
}: {
  onSignedIn: () => Promise<void>;
  secondStep?: boolean;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (passkeysUnavailable()) return null;

  const signIn = async () => {
    setPending(true);
    setError(null);
    try {
      await (secondStep ? finishSignInWithPasskey() : signInWithPasskey());
      await onSignedIn();
    } catch (failure) {
      setError(
        isApiError(failure, 'too-many-requests')
          ? 'Too many attempts. Please wait a few minutes and try again.'
          : isApiError(failure)
            ? failure.message
            : passkeyFailure(failure),
      );
      setPending(false);
    }
  };

  return (
    // In the second step the form already spaces its parts.
    <div className={secondStep ? 'space-y-3' : 'mt-5 space-y-3'}>
      <div className="flex items-center gap-3 text-xs text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      {error ? <Alert>{error}</Alert> : null}
      <Button
        type="button"
        variant="outline"
        className="w-full"
        loading={pending}
        onClick={() => void signIn()}
      >
        <Fingerprint aria-hidden="true" className="size-4" />
        {secondStep ? 'Use a passkey instead' : 'Use a passkey'}
      </Button>
    </div>
  );
}
