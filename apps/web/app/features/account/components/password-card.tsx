import { changePasswordInput, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@tocsin/contract';
import { useState } from 'react';
import { FormAlerts } from '@/components/form-alerts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { checkWith, errorsByField } from '@/lib/form';
import { useContractForm } from '@/lib/use-contract-form';
import { useChangePassword } from '../api/change-password';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

interface PasswordField {
  name: keyof typeof empty;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}

const fields: PasswordField[] = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  {
    name: 'newPassword',
    label: 'New password',
    autoComplete: 'new-password',
    hint: `At least ${PASSWORD_MIN_LENGTH} characters, not one of the most common passwords.`,
  },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
];

const endedInWords = (ended: number) =>
  ended === 0
    ? 'Your password was changed.'
    : `Your password was changed, and ${ended === 1 ? '1 other session was' : `${ended} other sessions were`} signed out.`;

/** Change the password: the current one is required; every other session is signed out. */
export function PasswordCard() {
  const change = useChangePassword();
  const [done, setDone] = useState<string | null>(null);
  const { form, formRef, errors, submit, saving, saveFailure } = useContractForm({
    defaultValues: empty,
    check: ({ currentPassword, newPassword, confirmPassword }) =>
      newPassword === confirmPassword
        ? checkWith(changePasswordInput, { currentPassword, newPassword }, errorsByField)
        : { ok: false, errors: { confirmPassword: 'The two new passwords do not match' } },
    toErrors: errorsByField,
    failure: { notSaved: 'Your password was not changed. Please try again.' },
  });
  const { register } = form;

  const onSubmit = submit(async (input) => {
    setDone(null);
    const { endedSessions } = await change.mutateAsync(input);
    form.reset(empty);
    setDone(endedInWords(endedSessions));
  });

  return (
    <section
      aria-labelledby="password-card"
      className="rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm"
    >
      <h3 id="password-card" className="text-lg font-semibold text-slate-900">
        Password
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        After the change, every other session of your account is signed out; this browser stays
        signed in. We email you about it.
      </p>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        <FormAlerts failure={saveFailure} invalid={false} />
        {fields.map(({ name, label, autoComplete, hint }) => (
          <TextField
            key={name}
            label={label}
            {...register(name)}
            error={errors[name]}
            type="password"
            autoComplete={autoComplete}
            maxLength={PASSWORD_MAX_LENGTH}
            hint={hint}
          />
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm" loading={saving}>
            Change password
          </Button>
          <p role="status" className="text-sm font-medium text-emerald-700">
            {done ?? ''}
          </p>
        </div>
      </form>
    </section>
  );
}
