import { PASSWORD_MIN_LENGTH, signupErrorMessage } from '@tocsin/contract';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate, type MetaFunction } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { useSignUp } from '@/features/auth/api/sign-up';
import { AuthCard, inlineLinkClass } from '@/features/auth/components/auth-card';
import { EmailField } from '@/features/auth/components/email-field';
import { useInvitationParam } from '@/features/team/use-invitation-param';
import { isApiError } from '@/lib/api-client';
import { errorsByField } from '@/lib/form';
import { paths } from '@/lib/paths';
import { preloadDashboardPages } from '@/lib/preload-pages';
import { useSession } from '@/lib/session';
import { pageMeta } from '@/lib/site';
import { useContractForm } from '@/lib/use-contract-form';

export const meta: MetaFunction = () =>
  pageMeta('Sign up', 'Create a Tocsin account: 14-day free trial, no credit card required.');

function errorText(error: unknown): string {
  return isApiError(error)
    ? signupErrorMessage(error.code, error.message)
    : signupErrorMessage(undefined, undefined);
}

export default function SignupPage() {
  const navigate = useNavigate();
  // The dashboard's code loads while the person types, so the first screen after signing up waits for data only.
  useEffect(() => preloadDashboardPages(), []);
  const signUp = useSignUp();
  const invitation = useInvitationParam();
  const { user } = useSession();
  const busy = signUp.isPending || signUp.isSuccess;
  // The browser checks the fields (required, type=email, minlength) before the form submits; the
  // fields the server refuses are marked like any form's.
  const { form, errors, submit } = useContractForm({
    defaultValues: {
      firstName: '',
      lastName: '',
      email: invitation.email,
      password: '',
      phone: '',
    },
    check: (values) => ({
      ok: true,
      value: {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        phone: values.phone.trim(),
        acceptTerms: true as const,
      },
    }),
    toErrors: errorsByField,
  });
  const { register } = form;

  const onSubmit = submit(async (input) => {
    await signUp.mutateAsync(input);
    // Signed up through an invitation's link: join its workspace and land in its dashboard.
    if (invitation.token) return invitation.joinNow(invitation.token);
    void navigate(paths.dashboard.monitors, { replace: true });
  });

  // Already signed in when the invitation's link was followed here: its page offers to join.
  if (user && invitation.token && !busy) {
    return <Navigate to={paths.invite(invitation.token)} replace />;
  }

  return (
    <AuthCard
      title="Create an account"
      description="Start your 14-day free trial. No credit card required."
      footer={
        <>
          Already have an account?{' '}
          <Link to={`${paths.login}${invitation.carry}`} className={inlineLinkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <form
        onSubmit={(event) => (busy ? event.preventDefault() : onSubmit(event))}
        className="space-y-5"
      >
        {signUp.isError ? <Alert>{errorText(signUp.error)}</Alert> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="First name"
            {...register('firstName')}
            error={errors.firstName}
            autoComplete="given-name"
            required
          />
          <TextField
            label="Last name"
            {...register('lastName')}
            error={errors.lastName}
            autoComplete="family-name"
            required
          />
        </div>
        <EmailField {...register('email')} error={errors.email} />
        <TextField
          label="Password"
          {...register('password')}
          error={errors.password}
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          placeholder="Create a password (min 6 characters)"
          required
        />
        <TextField
          label="Phone"
          {...register('phone')}
          error={errors.phone}
          type="tel"
          autoComplete="tel"
          placeholder="+1 415 555 0123"
          hint="With + and the country code. Used for SMS and phone call alerts."
          required
        />
        <Checkbox
          name="acceptTerms"
          required
          label={
            <>
              I agree to the{' '}
              <Link to={paths.terms} className={inlineLinkClass}>
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to={paths.privacy} className={inlineLinkClass}>
                Privacy Policy
              </Link>
            </>
          }
        />
        <Button type="submit" loading={busy} className="w-full">
          {busy ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  );
}
