import { CircleCheck, LinkIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams, type MetaFunction } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useConfirmVerification } from '@/features/account/api/email';
import { AuthCard } from '@/features/auth/components/auth-card';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { pageMeta } from '@/lib/site';

export const meta: MetaFunction = () => [
  ...pageMeta('Confirm your email address'),
  // The token is in the URL: never send it on to another site as a referrer.
  { name: 'referrer', content: 'no-referrer' },
];

/** Where the link mailed at sign-up lands: it confirms the address at once. */
export default function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmVerification();
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  if (!token || confirm.isError) {
    const message = !token
      ? 'This link has no token: copy the whole link from the email, or ask for a new one.'
      : isApiError(confirm.error) && confirm.error.message
        ? confirm.error.message
        : 'Your address could not be confirmed. Please check your connection and open the link again.';
    return (
      <AuthCard title="This link did not work">
        <div className="flex flex-col items-center gap-4 text-center">
          <LinkIcon aria-hidden="true" className="size-10 text-slate-400" />
          <p role="alert" className="text-sm text-slate-700">
            {message}
          </p>
          <p className="text-sm text-slate-600">
            Signed in, the banner at the top of the dashboard sends you a new link.
          </p>
          <ButtonLink to={paths.dashboard.monitors} className="w-full">
            Go to the dashboard to get a new link
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  if (confirm.isSuccess) {
    return (
      <AuthCard title="Email address confirmed">
        <div className="flex flex-col items-center gap-4 text-center">
          <CircleCheck aria-hidden="true" className="size-10 text-emerald-600" />
          <p role="status" className="text-sm text-slate-700">
            {confirm.data.alreadyConfirmed
              ? `${confirm.data.email} was already confirmed. There is nothing more to do.`
              : `Thank you: ${confirm.data.email} is confirmed, and Tocsin's email alerts can reach it.`}
          </p>
          <ButtonLink to={paths.dashboard.monitors} className="w-full">
            Go to the dashboard
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Confirming your email address">
      <div role="status" className="flex items-center justify-center gap-3 text-sm text-slate-700">
        <Spinner className="size-5" /> Checking the link…
      </div>
    </AuthCard>
  );
}
