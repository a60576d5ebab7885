import { PASSWORD_MIN_LENGTH } from '@tocsin/contract';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { Link, useSearchParams, type MetaFunction } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { AuthCard, inlineLinkClass } from '@/features/auth/components/auth-card';
import { isApiError } from '@/lib/api-client';
import { errorsByField } from '@/lib/form';
import { paths } from '@/lib/paths';
import { pageMeta } from '@/lib/site';
import { useContractForm } from '@/lib/use-contract-form';

export const meta: MetaFunction = () => [
  ...pageMeta('Choose a new password'),
  // The token is in the URL: never send it on to another site as a referrer.
  { name: 'referrer', content: 'no-referrer' },
];

function errorText(error: unknown): string {
  if (!isApiError(error)) return 'Could not reset your password. Please try again.';
  switch (error.code) {
    case 'network-request-failed':
      return 'Network error. Please check your connection and try again.';
    case 'weak-password':
      return `Password should be at least ${PASSWORD_MIN_LENGTH} characters long.`;
    default:
      return error.message || 'Could not reset your password. Please try again.';
  }
}

export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  // The browser checks the lengths; the second password is checked against the first here.
  const { form, errors, submit } = useContractForm({
    defaultValues: { newPassword: '', confirmPassword: '' },
    check: ({ newPassword, confirmPassword }) =>
      newPassword === confirmPassword
        ? { ok: true, value: { token, newPassword } }
        : { ok: false, errors: { confirmPassword: 'Passwords do not match.' } },
    toErrors: errorsByField,
  });
  const { register } = form;

  const onSubmit = submit((input) => reset.mutateAsync(input));

  if (!token || isApiError(reset.error, 'invalid-token')) {
    return (
      <AuthCard title="This link is no longer valid">
        <div className="flex flex-col items-center gap-4 text-center">
          <LinkIcon aria-hidden="true" className="size-10 text-slate-400" />
          <p role="alert" className="text-sm text-slate-700">
            This password reset link is invalid or has expired. Each link works once and for one
            hour, and stops working when the password or the email address of the account changes.
          </p>
          <ButtonLink to={paths.forgotPassword} className="w-full">
            Request a new link
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthCard title="Password changed">
        <div className="flex flex-col items-center gap-4 text-center">
          <CircleCheck aria-hidden="true" className="size-10 text-emerald-600" />
          <p role="status" className="text-sm text-slate-700">
            Your password has been changed. For your security, every other session of your account
            has been signed out.
          </p>
          <ButtonLink to={paths.login} className="w-full">
            Log in
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      description="After the change, you will be signed out on every other device."
      footer={
        <Link to={paths.login} className={inlineLinkClass}>
          Back to log in
        </Link>
      }
    >
      <form
        onSubmit={(event) => (reset.isPending ? event.preventDefault() : onSubmit(event))}
        className="space-y-5"
      >
        {reset.isError ? <Alert>{errorText(reset.error)}</Alert> : null}
        <TextField
          label="New password"
          {...register('newPassword')}
          error={errors.newPassword}
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
          required
        />
        <TextField
          label="Confirm password"
          {...register('confirmPassword')}
          error={errors.confirmPassword}
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          required
        />
        <Button type="submit" loading={reset.isPending} className="w-full">
          {reset.isPending ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
