import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import type { FieldErrors } from '@/lib/form';
import { paths } from '@/lib/paths';
import type { AlertRulesValues } from '../alert-rules-values';
import { CheckList, type CheckListItem } from '@/components/ui/check-list';

/** What each group of the alert rules form receives. */
interface GroupProps {
  values: AlertRulesValues;
  errors: FieldErrors;
  set: <K extends keyof AlertRulesValues>(key: K, value: AlertRulesValues[K]) => void;
}

/**
 * Which events alert: down, recovery, degraded, and a certificate some days before it expires
 * (offered only where the monitor's checks see a certificate).
 */
export function EventsGroup({
  values,
  errors,
  set,
  certificates,
}: GroupProps & { certificates: boolean }) {
  return (
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
        label="Degraded: it answers too slowly, or fails from some regions only"
        checked={values.degraded}
        onChange={(event) => set('degraded', event.target.checked)}
      />
      {certificates ? (
        <Checkbox
          label="Certificate expiring soon"
          checked={values.certificate}
          onChange={(event) => set('certificate', event.target.checked)}
        />
      ) : null}
      {certificates && values.certificate ? (
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
  );
}

/** Reminders while a monitor stays down and nobody has acknowledged. */
export function RemindersGroup({ values, errors, set }: GroupProps) {
  return (
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
  );
}

/** Who else is alerted when nobody acknowledges in time. */
export function EscalationGroup({
  values,
  errors,
  set,
  channelItems,
}: GroupProps & { channelItems: CheckListItem[] }) {
  const noChannels = channelItems.length === 0;
  return (
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
