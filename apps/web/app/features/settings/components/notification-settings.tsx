import type { Settings } from '@tocsin/contract';
import { useEffect, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import {
  currentPushSubscription,
  PushError,
  pushSupport,
  subscribeToPush,
  unsubscribeFromPush,
} from '@/lib/push';
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
    description: 'A text message to the phone number in your profile when a monitor goes down.',
  },
  {
    key: 'phoneNotifications',
    label: 'Phone call notifications',
    description:
      'A phone call that reads out the outage; press 1 during the call to acknowledge it.',
  },
  {
    key: 'pushNotifications',
    label: 'Push notifications',
    description: 'A notification in each browser where you turn push on below.',
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
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={`${id}-description`}
      />
    </li>
  );
}

export function NotificationSettings({ settings }: { settings: Settings }) {
  const update = useUpdateSettings();
  return (
    <section
      aria-labelledby="notification-settings"
      className="rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm"
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
      <PushDevice />
    </section>
  );
}

type DeviceState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

/** Whether this browser receives push alerts, and the button that changes it. */
function PushDevice() {
  const [state, setState] = useState<DeviceState>(() => {
    const support = pushSupport();
    return support === 'unsupported' || support === 'denied' ? support : 'checking';
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (state !== 'checking') return;
    currentPushSubscription()
      .then((sub) => setState(sub ? 'on' : 'off'))
      .catch(() => setState('off'));
  }, [state]);

  async function toggle() {
    setBusy(true);
    setError(null);
    try {
      if (state === 'on') {
        await unsubscribeFromPush();
        setState('off');
      } else {
        await subscribeToPush();
        setState('on');
      }
    } catch (err) {
      if (err instanceof PushError && err.code === 'push-denied') setState('denied');
      else setError(err instanceof Error ? err.message : 'Push could not be changed');
    } finally {
      setBusy(false);
    }
  }

  const text: Record<DeviceState, string> = {
    checking: 'Checking this browser…',
    unsupported: 'This browser cannot receive push notifications.',
    denied:
      'Notifications are blocked for this site. Allow them in the browser’s site settings, then try again.',
    off: 'This browser does not receive push alerts yet.',
    on: 'This browser receives push alerts.',
  };
  return (
    <div className="mt-2 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-4">
      <p className="text-sm text-slate-700" role="status">
        {text[state]}
        {error ? <span className="block text-red-700">{error}</span> : null}
      </p>
      {state === 'on' || state === 'off' ? (
        <Button size="sm" variant="outline" loading={busy} onClick={() => void toggle()}>
          {state === 'on' ? 'Turn off in this browser' : 'Turn on in this browser'}
        </Button>
      ) : null}
    </div>
  );
}
