import type { Settings } from '@tocsin/contract';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { useUpdateSettings } from '../api/update-settings';

const channels: { key: keyof Settings; label: string; description: string }[] = [
  {
    key: 'emailNotifications',
    label: 'Email notifications',
    description: 'An email when a monitor goes down and when it recovers.',
  },
  {
    key: 'smsNotifications',
    label: 'SMS notifications',
    description: 'A text message to your phone number for every downtime.',
  },
  {
    key: 'phoneNotifications',
    label: 'Phone call notifications',
    description: 'A voice call that keeps ringing until someone answers, for critical outages.',
  },
  {
    key: 'pushNotifications',
    label: 'Push notifications',
    description: 'A notification in your browser and on your devices.',
  },
];

function SettingSwitch({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-6 py-4">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-slate-500">
          {description}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={`${id}-description`}
        className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:bg-brand-600"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 translate-y-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5.5" />
      </Switch.Root>
    </li>
  );
}

export function NotificationSettings({ settings }: { settings: Settings }) {
  const update = useUpdateSettings();
  return (
    <section
      aria-labelledby="notification-settings"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="notification-settings" className="text-lg font-semibold text-slate-900">
        Notifications
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        How Tocsin reaches you when a monitor goes down.
      </p>
      {update.isError ? (
        <Alert className="mt-4">
          Your change was not saved
          {update.error.message ? `: ${update.error.message}` : ''}. Please try again.
        </Alert>
      ) : null}
      <ul className="mt-2 divide-y divide-slate-100">
        {channels.map((channel) => (
          <SettingSwitch
            key={channel.key}
            label={channel.label}
            description={channel.description}
            checked={settings[channel.key]}
            onChange={(checked) => update.mutate({ [channel.key]: checked })}
          />
        ))}
      </ul>
    </section>
  );
}
