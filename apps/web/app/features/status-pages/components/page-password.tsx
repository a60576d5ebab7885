import { STATUS_PAGE_LIMITS, type StatusPage } from '@tocsin/contract';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { useSetPagePassword } from '../api/status-pages';

/** A password visitors must give to see the page (for internal pages), or none. */
export function PagePassword({ page, readOnly }: { page: StatusPage; readOnly: boolean }) {
  const save = useSetPagePassword(page.id);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = (value: string | null) => {
    setProblem(null);
    save.mutate(value, {
      onSuccess: () => setPassword(''),
      onError: (error) =>
        setProblem(
          isApiError(error) && error.message
            ? error.message
            : 'The password was not saved. Please try again.',
        ),
    });
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        {page.passwordProtected
          ? 'Visitors must enter a password to see this page.'
          : 'Anyone with the address can see this page.'}
      </p>
      {problem ? <Alert>{problem}</Alert> : null}
      {readOnly ? null : (
        <form
          className="flex flex-wrap items-end gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (password.length < STATUS_PAGE_LIMITS.passwordMin)
              setProblem(`Use at least ${STATUS_PAGE_LIMITS.passwordMin} characters.`);
            else send(password);
          }}
        >
          <TextField
            label={page.passwordProtected ? 'New password' : 'Password'}
            type="password"
            autoComplete="new-password"
            value={password}
            maxLength={STATUS_PAGE_LIMITS.passwordMax}
            onChange={(event) => setPassword(event.target.value)}
            className="min-w-60 flex-1"
          />
          <Button type="submit" variant="outline" loading={save.isPending && password !== ''}>
            {page.passwordProtected ? 'Change the password' : 'Set a password'}
          </Button>
          {page.passwordProtected ? (
            <Button variant="ghost" onClick={() => send(null)}>
              Remove the password
            </Button>
          ) : null}
        </form>
      )}
    </div>
  );
}
