import { changeEmailInput, type ChangeEmailResponse } from '@tocsin/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/time';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { useChangeEmail } from '../api/email';
import { useFreshAuth } from './fresh-auth';

function errorText(error: unknown) {
  if (isApiError(error, 'too-many-requests')) {
    return 'Too many changes were asked for in the last hour. Please try again later.';
  }
  if (isApiError(error) && error.message) return error.message;
  return 'The link could not be sent. Please check your connection and try again.';
}

/**
 * The account's address and how to change it: a link goes to the new address and a notice to
 * the current one; nothing changes until the link is opened.
 */
export function EmailCard({ email, emailVerified }: { email: string; emailVerified: boolean }) {
  const { withFreshAuth, dialog } = useFreshAuth();
  const change = useChangeEmail(withFreshAuth);
  const [newEmail, setNewEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sent, setSent] = useState<ChangeEmailResponse | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = changeEmailInput.safeParse({ newEmail });
    if (!checked.success) {
      setFieldError('Enter a valid email address, like name@example.com.');
      return;
    }
    if (checked.data.newEmail === email.toLowerCase()) {
      setFieldError('This is already your email address: enter a different one.');
      return;
    }
    setFieldError(null);
    setSent(null);
    change.mutate(
      { newEmail },
      {
        onSuccess: (answer) => {
          setSent(answer);
          setNewEmail('');
        },
        onError: (error) => {
          const issue = isApiError(error) ? error.issues?.find((i) => i.path === 'newEmail') : null;
          if (issue) setFieldError(issue.message);
        },
      },
    );
  };
  const serverError =
    change.error && !(isApiError(change.error) && change.error.issues?.length)
      ? errorText(change.error)
      : null;

  return (
    <section
      aria-labelledby="email-address"
      className="rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm"
    >
      <h2 id="email-address" className="text-lg font-semibold text-slate-900">
        Email address
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        You sign in with <strong className="font-medium text-slate-800">{email}</strong>, and your
        email alerts go there.{' '}
        {emailVerified
          ? 'It is confirmed.'
          : 'It is not confirmed yet: open the link we mailed you, or resend it from the banner above.'}
      </p>
      <form onSubmit={submit} noValidate className="space-y-4">
        {serverError ? <Alert>{serverError}</Alert> : null}
        <TextField
          label="New email address"
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={(event) => setNewEmail(event.target.value)}
          error={fieldError ?? undefined}
          hint="We send a link to the new address. Your address changes only when you open it, within 1 hour."
          maxLength={254}
        />
        <Button type="submit" size="sm" loading={change.isPending}>
          Send confirmation link
        </Button>
      </form>
      {sent ? (
        <Alert tone="success" className="mt-4">
          We sent a link to <strong className="font-semibold">{sent.sentTo}</strong>. Open it before{' '}
          <DateTime at={sent.expiresAt} /> to make the change; until then your address stays {email}
          . We also told {email} about this request.
        </Alert>
      ) : null}
      {dialog}
    </section>
  );
}
