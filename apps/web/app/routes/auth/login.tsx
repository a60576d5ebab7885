import { loginErrorMessage } from '@tocsin/contract';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { formText } from '@/lib/form-data';
import { paths } from '@/lib/paths';
import { safeRedirect } from '@/lib/safe-redirect';
import { pageMeta } from '@/lib/site';
import { useSignIn } from '@/features/auth/api/sign-in';
import { AuthCard, inlineLinkClass } from '@/features/auth/components/auth-card';
import { EmailField } from '@/features/auth/components/email-field';

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
  const busy = signIn.isPending || signIn.isSuccess;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    signIn.mutate(
      {
        email: formText(form, 'email').trim(),
        password: formText(form, 'password'),
        rememberMe: form.get('rememberMe') === 'on',
      },
      { onSuccess: () => void navigate(redirectTo, { replace: true }) },
    );
  }

  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to your Tocsin account"
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={paths.signup} className={inlineLinkClass}>
            Sign up
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="space-y-5">
        {signIn.isError ? <Alert>{errorText(signIn.error)}</Alert> : null}
        <EmailField />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder="Enter your password"
          required
        />
        <div className="flex items-center justify-between gap-4">
          <Checkbox name="rememberMe" label="Remember me" />
          <Link to={paths.forgotPassword} className={`text-sm ${inlineLinkClass}`}>
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" loading={busy} className="w-full">
          {busy ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </AuthCard>
  );
}
