import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DialogPanel } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';

/** The sentence a refused request shows: the server's own, which says what to do. */
export function failureText(error: unknown, fallback: string) {
  if (isApiError(error, 'too-many-requests')) {
    return 'Too many attempts. Please wait a few minutes and try again.';
  }
  return isApiError(error) && error.message ? error.message : fallback;
}

/**
 * Asks for the password, then runs `onSubmit` with it (a change Better Auth checks it for, or the
 * confirmation of a sensitive change); a refusal stays in the dialog with its reason.
 */
export function PasswordPrompt({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  tone = 'default',
  onSubmit,
  alternative,
  describeError = (failure) => failureText(failure, 'That did not work. Please try again.'),
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  tone?: 'default' | 'danger';
  onSubmit: (password: string) => Promise<unknown>;
  /** Another way to confirm than the password (a passkey): its button, and what it runs. */
  alternative?: { label: string; run: () => Promise<unknown> } | null;
  /** The sentence a refusal shows under the field. */
  describeError?: (failure: unknown) => string;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const change = (next: boolean) => {
    if (!next) {
      setPassword('');
      setError(null);
    }
    onOpenChange(next);
  };
  const attempt = async (run: () => Promise<unknown>) => {
    setPending(true);
    setError(null);
    try {
      await run();
      change(false);
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setPending(false);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Enter your password');
      return;
    }
    await attempt(() => onSubmit(password));
  };

  return (
    <DialogPanel open={open} onOpenChange={change} title={title} description={description}>
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
          {alternative ? (
            <Button
              type="button"
              variant="outline"
              className="mr-auto"
              disabled={pending}
              onClick={() => void attempt(alternative.run)}
            >
              {alternative.label}
            </Button>
          ) : null}
          <Button type="button" variant="outline" onClick={() => change(false)}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant={tone === 'danger' ? 'danger' : 'default'}
            loading={pending}
          >
            {confirmLabel}
          </Button>
        </div>
      </form>
    </DialogPanel>
  );
}
