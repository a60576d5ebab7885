import { recoveryCodeSchema, totpCodeSchema, TRUSTED_DEVICE_DAYS } from '@tocsin/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { useVerifyTwoFactor } from '../api/verify-two-factor';

/**
 * The sign-in's second step, after a right password on an account with two-factor
 * authentication: the app's 6-digit code or, instead, one of the recovery codes, or the
 * `alternative` below them (a passkey).
 */
export function TwoFactorStep({
  onSignedIn,
  onStartOver,
  alternative,
}: {
  onSignedIn: () => void | Promise<void>;
  onStartOver: () => void;
  alternative?: ReactNode;
}) {
  const verify = useVerifyTwoFactor();
  const [method, setMethod] = useState<'app' | 'recovery'>('app');
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const expired = isApiError(verify.error, 'two-factor-expired');
  const busy = verify.isPending || verify.isSuccess;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = (method === 'app' ? totpCodeSchema : recoveryCodeSchema).safeParse(code);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Enter the code');
      return;
    }
    setFieldError(null);
    try {
      await verify.mutateAsync({ method, code: parsed.data, trustDevice });
    } catch {
      return;
    }
    await onSignedIn();
  };
  const switchMethod = () => {
    setMethod(method === 'app' ? 'recovery' : 'app');
    setCode('');
    setFieldError(null);
    verify.reset();
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <p className="text-sm text-slate-600">
        {method === 'app'
          ? 'Enter the 6-digit code your authenticator app shows for Tocsin.'
          : 'Enter one of the recovery codes you saved when you turned on two-factor authentication. Each code works once.'}
      </p>
      {verify.isError ? (
        <Alert>{verify.error.message || 'The code could not be checked. Please try again.'}</Alert>
      ) : null}
      {expired ? (
        <Button type="button" variant="outline" className="w-full" onClick={onStartOver}>
          Sign in again
        </Button>
      ) : (
        <>
          <TextField
            key={method}
            label={method === 'app' ? 'Authentication code' : 'Recovery code'}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={fieldError ?? undefined}
            autoFocus
            autoComplete={method === 'app' ? 'one-time-code' : 'off'}
            inputMode={method === 'app' ? 'numeric' : 'text'}
            spellCheck={false}
          />
          <Checkbox
            label={`Remember this device for ${TRUSTED_DEVICE_DAYS} days`}
            checked={trustDevice}
            onChange={(event) => setTrustDevice(event.target.checked)}
          />
          <Button type="submit" loading={busy} className="w-full">
            {busy ? 'Verifying...' : 'Verify'}
          </Button>
          <button
            type="button"
            onClick={switchMethod}
            className="w-full rounded-sm text-center text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {method === 'app'
              ? 'Use a recovery code instead'
              : 'Use the code from your authenticator app instead'}
          </button>
        </>
      )}
      {expired ? null : alternative}
    </form>
  );
}
