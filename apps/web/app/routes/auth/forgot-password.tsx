import { RESET_LINK_TTL_SECONDS } from '@tocsin/contract';
import { MailCheck } from 'lucide-react';
import { Link, type MetaFunction } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset';
import { AuthCard, inlineLinkClass } from '@/features/auth/components/auth-card';
import { EmailField } from '@/features/auth/components/email-field';
import { isApiError } from '@/lib/api-client';
import { errorsByField } from '@/lib/form';
import { paths } from '@/lib/paths';
import { pageMeta } from '@/lib/site';
import { useContractForm } from '@/lib/use-contract-form';

export const meta: MetaFunction = () =>
  pageMeta('Reset your password', 'Get a link to choose a new password for your Tocsin account.');

const hours = RESET_LINK_TTL_SECONDS / 3600;
const RESET_LINK_SENT_MESSAGE = `If an account exists for that email, we have sent a link to reset your password. The link is valid for ${hours} hour${hours === 1 ? '' : 's'}.`;

/**
 * Only failures that stopped the request are worth showing; any other answer gets the same
 * confirmation, so the page never tells whether an account exists.
 */
function blockingError(error: unknown): string | null {
  if (isApiError(error, 'network-request-failed')) {
    return 'Network error. Please check your connection and try again.';
  }
  if (isApiError(error, 'too-many-requests')) {
    return 'Too many requests. Please wait a few minutes and try again.';
  }
  return null;
}

export default function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const error = request.isError ? blockingError(request.error) : null;
  const sent = request.isSuccess || (request.isError && error === null);

  const { form, errors, submit } = useContractForm({
    defaultValues: { email: '' },
    check: ({ email }) => ({ ok: true, value: email.trim() }),
    toErrors: errorsByField,
  });

  const onSubmit = submit((email) => request.mutateAsync(email));

  const backToLogin = (
    <Link to={paths.login} className={inlineLinkClass}>
      Back to log in
    </Link>
  );

  if (sent) {
    return (
      <AuthCard title="Check your email" footer={backToLogin}>
        <div className="flex flex-col items-center gap-4 text-center">
          <MailCheck aria-hidden="true" className="size-10 text-brand-600" />
          <p role="status" className="text-sm text-slate-700">
            {RESET_LINK_SENT_MESSAGE}
          </p>
          <p className="text-sm text-slate-500">
            Nothing after a few minutes? Check your spam folder, or{' '}
            <button type="button" onClick={() => request.reset()} className={inlineLinkClass}>
              try another email
            </button>
            .
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email you signed up with and we will send you a link to choose a new password."
      footer={backToLogin}
    >
      <form
        onSubmit={(event) => (request.isPending ? event.preventDefault() : onSubmit(event))}
        className="space-y-5"
      >
        {error ? <Alert>{error}</Alert> : null}
        <EmailField {...form.register('email')} error={errors.email} />
        <Button type="submit" loading={request.isPending} className="w-full">
          {request.isPending ? 'Sending link...' : 'Send reset link'}
        </Button>
      </form>
    </AuthCard>
  );
}
