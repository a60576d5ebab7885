import { RECOVERY_CODE_COUNT } from '@tocsin/contract';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { ShownOnceDialog } from '@/components/shown-once-dialog';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRegenerateRecoveryCodes,
} from '../api/two-factor';
import { PasswordPrompt } from './password-prompt';
import { TwoFactorSetup } from './two-factor-setup';

type Prompt = 'enable' | 'regenerate' | 'disable' | null;

/**
 * Two-factor authentication with an authenticator app (TOTP): turning it on (password, QR code,
 * first code, then the recovery codes shown once), new recovery codes, turning it off.
 */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const { toast } = useToast();
  const enable = useEnableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [setup, setSetup] = useState<{ totpURI: string; backupCodes: string[] } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  return (
    <section
      id="two-factor"
      aria-labelledby="two-factor-title"
      className="rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="two-factor-title" className="text-lg font-semibold text-slate-900">
          Two-factor authentication
        </h2>
        <span
          className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${
            enabled
              ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/30'
              : 'bg-slate-100 text-slate-700 ring-slate-500/30'
          }`}
        >
          {enabled ? <ShieldCheck aria-hidden="true" className="size-3.5" /> : null}
          {enabled ? 'On' : 'Off'}
        </span>
      </div>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        {enabled
          ? `Signing in asks for a code from your authenticator app after the password. If you lose your phone, each of your ${RECOVERY_CODE_COUNT} recovery codes signs you in once.`
          : 'Protect your account with a code from an authenticator app on your phone, asked for after your password when you sign in.'}
      </p>
      <div className="flex flex-wrap gap-2">
        {enabled ? (
          <>
            <Button variant="outline" size="sm" onClick={() => setPrompt('regenerate')}>
              New recovery codes
            </Button>
            <Button variant="danger" size="sm" onClick={() => setPrompt('disable')}>
              Turn off
            </Button>
          </>
        ) : (
          <Button size="sm" onClick={() => setPrompt('enable')}>
            Turn on two-factor authentication
          </Button>
        )}
      </div>

      <PasswordPrompt
        open={prompt === 'enable'}
        onOpenChange={(open) => setPrompt(open ? 'enable' : null)}
        title="Turn on two-factor authentication"
        description="Enter your password to start. Next you scan a QR code with your authenticator app."
        confirmLabel="Continue"
        onSubmit={async (password) => setSetup(await enable.mutateAsync({ password }))}
      />
      <PasswordPrompt
        open={prompt === 'regenerate'}
        onOpenChange={(open) => setPrompt(open ? 'regenerate' : null)}
        title="Make new recovery codes?"
        description={`Enter your password to make ${RECOVERY_CODE_COUNT} new recovery codes. Your current codes stop working at once.`}
        confirmLabel="Make new codes"
        onSubmit={async (password) =>
          setCodes((await regenerate.mutateAsync({ password })).backupCodes)
        }
      />
      <PasswordPrompt
        open={prompt === 'disable'}
        onOpenChange={(open) => setPrompt(open ? 'disable' : null)}
        title="Turn off two-factor authentication?"
        description="Enter your password. Signing in will ask for your password only, and your recovery codes stop working."
        confirmLabel="Turn off"
        tone="danger"
        onSubmit={async (password) => {
          await disable.mutateAsync({ password });
          toast({ type: 'success', title: 'Two-factor authentication is off' });
        }}
      />
      <TwoFactorSetup
        totpURI={setup?.totpURI ?? null}
        onCancel={() => setSetup(null)}
        onConfirmed={() => {
          setCodes(setup?.backupCodes ?? null);
          setSetup(null);
          toast({ type: 'success', title: 'Two-factor authentication is on' });
        }}
      />
      <ShownOnceDialog
        secret={codes ? codes.join('\n') : null}
        title="Save your recovery codes"
        description={`Each code signs you in once if you cannot use your authenticator app. Keep them somewhere safe, away from your phone: they are shown only now.`}
        what="recovery codes"
        download="tocsin-recovery-codes.txt"
        onClose={() => setCodes(null)}
      />
    </section>
  );
}
