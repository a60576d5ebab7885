import { useState, type FormEvent } from 'react';
import { PHONE_FIELD_ID } from '@/components/missing-phone-note';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useUpdatePhone } from '../api/update-phone';

/** The number SMS and phone call alerts go to, in international form. */
export function PhoneForm({ phone }: { phone: string }) {
  const save = useUpdatePhone();
  const [value, setValue] = useState(phone);
  const unchanged = value.trim() === phone;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(value.trim(), { onSuccess: (me) => setValue(me.profile.phoneNumber ?? '') });
  }

  return (
    <form onSubmit={submit} className="mt-6 space-y-3">
      <TextField
        id={PHONE_FIELD_ID}
        label="Phone number for alerts"
        type="tel"
        autoComplete="tel"
        placeholder="+1 415 555 0123"
        maxLength={32}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        hint="SMS and phone call alerts go here. In international form, with + and the country code."
        error={save.isError ? save.error.message : undefined}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          size="sm"
          variant="outline"
          loading={save.isPending}
          disabled={unchanged}
        >
          Save phone number
        </Button>
        <p role="status" className="text-sm font-medium text-emerald-700">
          {save.isSuccess && unchanged ? 'Saved.' : ''}
        </p>
      </div>
    </form>
  );
}
