import { channelKindInfo, type AlertRules, type Channel } from '@tocsin/contract';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useAlertRules, useSaveAlertRules } from '../api/alert-rules';
import { useChannels } from '@/lib/channels';
import {
  toRulesErrors,
  validateRules,
  valuesFromRules,
  type AlertRulesValues,
  type RulesErrors,
} from '../alert-rules-values';
import { CheckList, type CheckListItem } from './check-list';

/** Who is alerted about one monitor, for which events, and what happens when nobody answers. */
export function AlertRulesForm({ monitorId }: { monitorId: string }) {
  const rules = useAlertRules(monitorId);
  const channels = useChannels();

  if (rules.isPending || channels.isPending) return <Skeleton className="h-64 w-full" />;
  if (rules.isError || channels.isError) {
    return (
      <div className="space-y-3">
        <Alert>
          We could not load the alert rules
          {rules.isError ? '' : ' (the list of channels did not load)'}. Please try again.
        </Alert>
        <Button
          variant="outline"
          onClick={() => void Promise.all([rules.refetch(), channels.refetch()])}
        >
          Try again
        </Button>
      </div>
    );
  }
  return (
    <RulesEditor
      key={monitorId}
      monitorId={monitorId}
      initial={rules.data}
      channels={channels.data.items}
    />
  );
}

function RulesEditor({
  monitorId,
  initial,
  channels,
}: {
  monitorId: string;
  initial: AlertRules;
  channels: Channel[];
}) {
  const [values, setValues] = useState(() => valuesFromRules(initial));
  const [errors, setErrors] = useState<RulesErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSaveAlertRules();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  const set = <K extends keyof AlertRulesValues>(key: K, value: AlertRulesValues[K]) => {
    setSaved(false);
    setValues((current) => ({ ...current, [key]: value }));
  };

  const showErrors = (next: RulesErrors) => {
    setErrors(next);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setSaved(false);
    const checked = validateRules(values);
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    try {
      await save.mutateAsync({ monitorId, rules: checked.rules });
      setSaved(true);
    } catch (error) {
      if (isApiError(error) && error.issues?.length) showErrors(toRulesErrors(error.issues));
      setFormError(
        isApiError(error) && error.message
          ? `The alert rules were not saved: ${error.message}`
          : 'The alert rules were not saved. Please try again.',
      );
    }
  };

  const channelItems: CheckListItem[] = channels.map((channel) => ({
    id: channel.id,
    label: <ChannelLabel channel={channel} />,
  }));
  const noChannels = channels.length === 0;

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Alert rules"
      onSubmit={(event) => void handleSubmit(event)}
      className="space-y-5 rounded-xl border border-slate-200 p-5"
    >
      {formError ? <Alert>{formError}</Alert> : null}
      {noChannels ? (
        <div>
          <p className="text-sm font-medium text-slate-800">Channels</p>
          <p className="mt-1 text-sm text-slate-600">
            No channels yet.{' '}
            <Link
              to={paths.dashboard.notifications}
              className="font-medium text-brand-700 hover:underline"
            >
              Add a channel
            </Link>{' '}
            (Slack, email, SMS, PagerDuty, a webhook and more) to send this monitor&rsquo;s alerts
            there.
          </p>
          {errors['channelIds'] ? (
            <p className="mt-1.5 text-xs font-medium text-red-700">{errors['channelIds']}</p>
          ) : null}
        </div>
      ) : (
        <CheckList
          legend="Channels"
          hint="This monitor's alerts go to every channel ticked here."
          items={channelItems}
          selected={values.channelIds}
          onChange={(next) => set('channelIds', next)}
          error={errors['channelIds']}
        />
      )}

      <div>
        <Checkbox
          label="Notify workspace members directly"
          aria-describedby={`${id}-members`}
          checked={values.notifyMembers}
          onChange={(event) => set('notifyMembers', event.target.checked)}
        />
        <p id={`${id}-members`} className="mt-0.5 ml-6 text-xs text-slate-500">
          Each member is reached on their own email, SMS, phone call or push, as their personal
          notification settings allow.
        </p>
      </div>

      <Group legend="Events" hint="What to alert about.">
        <Checkbox
          label="Down: the monitor failed its confirmation checks"
          checked={values.down}
          onChange={(event) => set('down', event.target.checked)}
        />
        <Checkbox
          label="Recovery: the monitor is answering again"
          checked={values.recovery}
          onChange={(event) => set('recovery', event.target.checked)}
        />
        <Checkbox
          label="Degraded: it answers, but too slowly"
          checked={values.degraded}
          onChange={(event) => set('degraded', event.target.checked)}
        />
        <Checkbox
          label="Certificate expiring soon"
          checked={values.certificate}
          onChange={(event) => set('certificate', event.target.checked)}
        />
        {values.certificate ? (
          <div className="pl-6">
            <NumberField
              label="Days before the certificate expires"
              hint="One alert, from 1 to 90 days ahead."
              value={values.certificateDays}
              onChange={(value) => set('certificateDays', value)}
              error={errors['events.certificateDays']}
              min={1}
              max={90}
            />
          </div>
        ) : null}
      </Group>

      <Group legend="Reminders">
        <Checkbox
          label="Remind while the monitor is down and nobody has acknowledged"
          checked={values.reminders}
          onChange={(event) => set('reminders', event.target.checked)}
        />
        {values.reminders ? (
          <div className="pl-6">
            <NumberField
              label="Remind every (minutes)"
              hint="From 5 to 1440 minutes. Reminders stop once someone acknowledges."
              value={values.reminderMinutes}
              onChange={(value) => set('reminderMinutes', value)}
              error={errors['reminderMinutes']}
              min={5}
              max={1440}
            />
          </div>
        ) : null}
      </Group>

      <Group legend="Escalation">
        <Checkbox
          label="Escalate when nobody acknowledges"
          checked={values.escalate}
          onChange={(event) => set('escalate', event.target.checked)}
        />
        {values.escalate ? (
          <div className="ml-2 space-y-4 border-l-2 border-slate-100 pl-4">
            <NumberField
              label="Escalate after (minutes)"
              hint="Counted from when the incident is confirmed, from 1 to 1440 minutes."
              value={values.escalationMinutes}
              onChange={(value) => set('escalationMinutes', value)}
              error={errors['escalation.afterMinutes']}
              min={1}
              max={1440}
            />
            {noChannels ? (
              <p className="text-sm text-slate-600">
                Escalation needs a channel:{' '}
                <Link
                  to={paths.dashboard.notifications}
                  className="font-medium text-brand-700 hover:underline"
                >
                  add one
                </Link>{' '}
                first.
              </p>
            ) : null}
            {noChannels && errors['escalation.channelIds'] ? (
              <p className="text-xs font-medium text-red-700">{errors['escalation.channelIds']}</p>
            ) : null}
            {noChannels ? null : (
              <CheckList
                legend="Escalate to"
                items={channelItems}
                selected={values.escalationChannelIds}
                onChange={(next) => set('escalationChannelIds', next)}
                error={errors['escalation.channelIds']}
              />
            )}
          </div>
        ) : null}
      </Group>

      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-5">
        <Button type="submit" loading={save.isPending}>
          Save alert rules
        </Button>
        {saved ? (
          <p role="status" className="text-sm font-medium text-emerald-700">
            Alert rules saved.
          </p>
        ) : null}
      </div>
    </form>
  );
}

function ChannelLabel({ channel }: { channel: Channel }) {
  return (
    <>
      <span className="font-medium text-slate-800">{channel.name}</span>{' '}
      <span className="text-slate-500">· {channelKindInfo[channel.kind].label}</span>
      {channel.enabled ? null : <span className="text-amber-700"> (turned off)</span>}
    </>
  );
}

function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

function NumberField({
  label,
  hint,
  value,
  onChange,
  error,
  min,
  max,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  min: number;
  max: number;
}) {
  return (
    <TextField
      label={label}
      hint={hint}
      error={error}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className="max-w-xs"
    />
  );
}
