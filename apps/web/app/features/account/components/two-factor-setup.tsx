import { totpCodeSchema } from '@tocsin/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { renderSVG } from 'uqr';
import { Button } from '@/components/ui/button';
import { DialogPanel } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useConfirmTwoFactor } from '../api/two-factor';
import { failureText } from './password-prompt';

/** The secret of an otpauth URI, in groups of four for typing it by hand. */
function secretOf(uri: string) {
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * The set-up's second half: the QR code of the new secret (and the secret as text), then the
 * first code from the app, which turns two-factor authentication on.
 */
export function TwoFactorSetup({
  totpURI,
  onCancel,
  onConfirmed,
}: {
  totpURI: string | null;
  onCancel: () => void;
  onConfirmed: () => void;
}) {
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const svg = useMemo(
    () =>
      totpURI ? renderSVG(totpURI, { border: 2, whiteColor: '#fff', blackColor: '#000' }) : '',
    [totpURI],
  );

  const close = () => {
    setCode('');
    setError(null);
    confirm.reset();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter the 6-digit code');
      return;
    }
    setError(null);
    try {
      await confirm.mutateAsync({ code: parsed.data });
      close();
      onConfirmed();
    } catch (failure) {
      setError(failureText(failure, 'The code could not be checked. Please try again.'));
    }
  };

  return (
    <DialogPanel
      open={totpURI !== null}
      onOpenChange={(open) => {
        if (!open) {
          close();
          onCancel();
        }
      }}
      title="Scan the QR code"
      description="Open your authenticator app (1Password, Google Authenticator, Authy, ...), add an account and scan this code. Then enter the 6-digit code the app shows."
      className="max-w-lg"
    >
      {totpURI ? (
        <div className="mt-4 space-y-4">
          <div
            role="img"
            aria-label="QR code for your authenticator app"
            // A QR code reads dark on white in both themes, and holds no text.
            // eslint-disable-next-line no-restricted-syntax
            className="mx-auto size-48 rounded-lg bg-white p-1 [&>svg]:size-full"
            dangerouslySetInnerHTML={{ __html: svg }}
          />
          <div className="text-sm text-slate-600">
            <p>Cannot scan it? Enter this key in the app instead (time-based, 6 digits):</p>
            <code
              aria-label="Setup key"
              className="mt-1 block rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900 select-all"
            >
              {secretOf(totpURI)}
            </code>
          </div>
          <form className="space-y-4" noValidate onSubmit={(event) => void submit(event)}>
            <TextField
              label="Code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={error ?? undefined}
            />
            <div className="flex justify-end gap-2">
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  close();
                  onCancel();
                }}
              >
                Cancel
              </Button>
              <Button type="submit" loading={confirm.isPending}>
                Turn on
              </Button>
            </div>
          </form>
        </div>
      ) : null}
    </DialogPanel>
  );
}
