import { loginErrorMessage } from '@tocsin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { PasskeySignIn } from '@/features/account/components/passkey-sign-in';
import { refreshSession } from '@/features/auth/api/refresh-session';
import { useSignIn } from '@/features/auth/api/sign-in';
import { AuthCard, inlineLinkClass } from '@/features/auth/components/auth-card';
import { needsSecondStep } from '@/features/auth/api/verify-two-factor';
import { EmailField } from '@/features/auth/components/email-field';
import { TwoFactorStep } from '@/features/auth/components/two-factor-step';
import { useInvitationParam } from '@/features/team/use-invitation-param';
import { isApiError } from '@/lib/api-client';
import { errorsByField } from '@/lib/form';
import { paths } from '@/lib/paths';
import { preloadDashboardPages } from '@/lib/preload-pages';
import { safeRedirect } from '@/lib/safe-redirect';
import { useSession } from '@/lib/session';
import { pageMeta } from '@/lib/site';
import { useContractForm } from '@/lib/use-contract-form';

export const meta: MetaFunction = () =>
  pageMeta('Log in', 'Sign in to Tocsin to see your monitors, incidents and alerts.');

function errorText(error: unknown): string {
  return isApiError(error)
    ? loginErrorMessage(error.code, error.message)
    : loginErrorMessage(undefined, undefined);
}

export default function LoginPage() {
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get('redirect'));
  const navigate = useNavigate();
  const signIn = useSignIn();
  const queryClient = useQueryClient();
  const invitation = useInvitationParam();
  const { user } = useSession();
  // The password was right and the account asks for its second factor.
  const [secondStep, setSecondStep] = useState(false);
  // The dashboard's code loads while the person types, so signing in waits for data only.
  useEffect(() => preloadDashboardPages(), []);
  const busy = signIn.isPending || signIn.isSuccess;
  // The browser checks the fields (required, type=email) before the form submits.
  const { form, errors, submit } = useContractForm({
    defaultValues: { email: invitation.email, password: '', rememberMe: false },
    check: ({ email, password, rememberMe }) => ({
      ok: true,
      value: { email: email.trim(), password, rememberMe },
    }),
    toErrors: errorsByField,
  });
  const { register } = form;

  const enter = async () => {
    // Signed in through an invitation's link: join its workspace and land in its dashboard.
    if (invitation.token) return invitation.joinNow(invitation.token);
    await navigate(redirectTo, { replace: true });
  };
  const onSubmit = submit(async (input) => {
    if (needsSecondStep(await signIn.mutateAsync(input))) {
      setSecondStep(true);
      return;
    }
    await enter();
  });

  // Already signed in when the invitation's link was followed here: its page offers to join.
  if (user && invitation.token && !busy) {
    return <Navigate to={paths.invite(invitation.token)} replace />;
  }

  const enterWithPasskey = async () => {
    await refreshSession(queryClient);
    await enter();
  };

  if (secondStep) {
    return (
      <AuthCard title="Two-factor authentication" description="One more step to sign in">
        <TwoFactorStep
          onSignedIn={enter}
          onStartOver={() => {
            signIn.reset();
            setSecondStep(false);
          }}
          alternative={<PasskeySignIn secondStep onSignedIn={enterWithPasskey} />}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to your Tocsin account"
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={`${paths.signup}${invitation.carry}`} className={inlineLinkClass}>
            Sign up
          </Link>
        </>
      }
    >
      <form
        onSubmit={(event) => (busy ? event.preventDefault() : onSubmit(event))}
        className="space-y-5"
      >
        {signIn.isError ? <Alert>{errorText(signIn.error)}</Alert> : null}
        <EmailField {...register('email')} error={errors.email} />
        <TextField
          label="Password"
          {...register('password')}
          error={errors.password}
          type="password"
          autoComplete="current-password"
          placeholder="Enter your password"
          required
        />
        <div className="flex items-center justify-between gap-4">
          <Checkbox {...register('rememberMe')} label="Remember me" />
          <Link to={paths.forgotPassword} className={`text-sm ${inlineLinkClass}`}>
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" loading={busy} className="w-full">
          {busy ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
      <PasskeySignIn onSignedIn={enterWithPasskey} />
    </AuthCard>
  );
}
