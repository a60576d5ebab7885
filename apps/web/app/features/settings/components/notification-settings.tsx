import type { ChannelKind, Settings } from '@tocsin/contract';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PHONE_FIELD_ID } from '@/components/missing-phone-note';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useChannelKinds } from '@/lib/channels';
import { paths } from '@/lib/paths';
import { useUpdateSettings } from '../api/update-settings';
import { PushDevice } from './push-device';

interface ChannelSetting {
  key: keyof Settings;
  label: string;
  description: string;
  /** What this server needs a provider for; the phone number is needed too. */
  provider?: { kind: Extract<ChannelKind, 'sms' | 'voice'>; what: string };
}

const channels: ChannelSetting[] = [
  {
    key: 'emailNotifications',
    label: 'Email notifications',
    description: 'An email when a monitor goes down and when it recovers.',
  },
  {
    key: 'smsNotifications',
    label: 'SMS notifications',
    description: 'A text message to the phone number in your profile when a monitor goes down.',
    provider: { kind: 'sms', what: 'send SMS' },
  },
  {
    key: 'phoneNotifications',
    label: 'Phone call notifications',
    description:
      'A phone call that reads out the outage; press 1 during the call to acknowledge it.',
    provider: { kind: 'voice', what: 'make phone calls' },
  },
  {
    key: 'pushNotifications',
    label: 'Push notifications',
    description: 'A notification in each browser where you turn push on below.',
  },
];

const providerDocs = `${paths.documentation}/self-hosting#sms-and-phone-calls`;

/** Why an SMS or call setting cannot reach this person: each reason, none when it can. */
function useBlockers(setting: ChannelSetting, hasPhone: boolean): ReactNode[] {
  const kinds = useChannelKinds();
  if (!setting.provider) return [];
  const blockers: ReactNode[] = [];
  const kind = kinds.data?.items.find((k) => k.kind === setting.provider!.kind);
  if (kind && !kind.available) {
    blockers.push(
      <>
        This server cannot {setting.provider.what} yet: an administrator has to set up a provider
        for it first.{' '}
        <Link to={providerDocs} className="font-medium underline">
          How to set one up
        </Link>
      </>,
    );
  }
  if (!hasPhone) {
    blockers.push(
      <>
        There is no phone number in your profile.{' '}
        <a href={`#${PHONE_FIELD_ID}`} className="font-medium underline">
          Add one under Phone number for alerts
        </a>
        .
      </>,
    );
  }
  return blockers;
}

function SettingSwitch({
  setting,
  checked,
  hasPhone,
  onChange,
}: {
  setting: ChannelSetting;
  checked: boolean;
  hasPhone: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const blockers = useBlockers(setting, hasPhone);
  const blocked = blockers.length > 0;
  return (
    <li className="flex items-start justify-between gap-6 py-4">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {setting.label}
        </label>
        <p id={`${id}-description`} className="text-sm text-slate-500">
          {setting.description}
        </p>
        {blocked ? (
          <div id={`${id}-blockers`} className="mt-1 space-y-1 text-sm text-amber-800">
            {blockers.map((blocker, index) => (
              <p key={index}>{blocker}</p>
            ))}
          </div>
        ) : null}
      </div>
      <Switch
        id={id}
        checked={checked}
        // One that cannot work is not switched on; one already on can still be switched off.
        disabled={blocked && !checked}
        onCheckedChange={onChange}
        aria-describedby={blocked ? `${id}-description ${id}-blockers` : `${id}-description`}
      />
    </li>
  );
}

export function NotificationSettings({
  settings,
  hasPhone,
}: {
  settings: Settings;
  hasPhone: boolean;
}) {
  const update = useUpdateSettings();
  const sent = update.variables ?? {};
  const changed = channels.find((c) => c.key in sent);
  const savedText =
    update.isSuccess && changed
      ? `Saved: ${changed.label.toLowerCase()} ${sent[changed.key] ? 'on' : 'off'}.`
      : '';
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
      <p role="status" className="mt-2 min-h-5 text-sm font-medium text-emerald-700">
        {savedText}
      </p>
      {update.isError ? (
        <Alert className="mt-2">
          Your change was not saved
          {update.error.message ? `: ${update.error.message}` : ''}.{' '}
          <Button
            size="sm"
            variant="outline"
            className="mt-2"
            onClick={() => update.mutate(update.variables)}
          >
            Try again
          </Button>
        </Alert>
      ) : null}
      <ul className="divide-y divide-slate-100">
        {channels.map((channel) => (
          <SettingSwitch
            key={channel.key}
            setting={channel}
            checked={settings[channel.key]}
            hasPhone={hasPhone}
            onChange={(checked) => update.mutate({ [channel.key]: checked })}
          />
        ))}
      </ul>
      <PushDevice />
    </section>
  );
}
