import { CircleCheck, LinkIcon } from 'lucide-react';
import { useSearchParams, type MetaFunction } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { useConfirmEmailChange } from '@/features/account/api/email';
import { AuthCard } from '@/features/auth/components/auth-card';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { pageMeta } from '@/lib/site';

export const meta: MetaFunction = () => [
  ...pageMeta('Confirm your new email address'),
  { name: 'referrer', content: 'no-referrer' },
];

/**
 * Where the link mailed to a new address lands. The change waits for a click, so a mail
 * scanner that opens links cannot make it.
 */
export default function ConfirmEmailChangePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmEmailChange();

  if (!token || confirm.isError) {
    const message = !token
      ? 'This link has no token: copy the whole link from the email.'
      : isApiError(confirm.error) && confirm.error.message
        ? confirm.error.message
        : 'The change could not be made. Please check your connection and try again.';
    return (
      <AuthCard title="Your email address was not changed">
        <div className="flex flex-col items-center gap-4 text-center">
          <LinkIcon aria-hidden="true" className="size-10 text-slate-400" />
          <p role="alert" className="text-sm text-slate-700">
            {message}
          </p>
          <ButtonLink to={paths.dashboard.settings} className="w-full">
            Go to Settings
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  if (confirm.isSuccess) {
    return (
      <AuthCard title="Email address changed">
        <div className="flex flex-col items-center gap-4 text-center">
          <CircleCheck aria-hidden="true" className="size-10 text-emerald-600" />
          <p role="status" className="text-sm text-slate-700">
            Your Tocsin account now uses {confirm.data.email}: sign in with it from now on, and your
            email alerts go there. We told your previous address about the change.
          </p>
          <ButtonLink to={paths.dashboard.settings} className="w-full">
            Go to Settings
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Confirm your new email address"
      description="Your account will use the address this link was sent to, for signing in and for email alerts."
    >
      <Button className="w-full" loading={confirm.isPending} onClick={() => confirm.mutate(token)}>
        Use this address
      </Button>
    </AuthCard>
  );
}
