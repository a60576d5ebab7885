import { channelKindInfo, type AlertRules, type Channel } from '@tocsin/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { FormAlerts } from '@/components/form-alerts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { useChannels } from '@/lib/channels';
import { paths } from '@/lib/paths';
import { useContractForm } from '@/lib/use-contract-form';
import {
  toRulesErrors,
  validateRules,
  valuesFromRules,
  type AlertRulesValues,
} from '../alert-rules-values';
import { useAlertRules, useSaveAlertRules } from '../api/alert-rules';
import { CheckList, type CheckListItem } from './check-list';
import { EscalationGroup, EventsGroup, RemindersGroup } from './rules-groups';

/**
 * Who is alerted about one monitor, for which events, and what happens when nobody answers.
 * `certificates`: whether its checks see a TLS certificate, for the certificate alert.
 */
export function AlertRulesForm({
  monitorId,
  certificates = true,
}: {
  monitorId: string;
  certificates?: boolean;
}) {
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
      certificates={certificates}
      initial={rules.data}
      channels={channels.data.items}
    />
  );
}

function RulesEditor({
  monitorId,
  certificates,
  initial,
  channels,
}: {
  monitorId: string;
  certificates: boolean;
  initial: AlertRules;
  channels: Channel[];
}) {
  const [saved, setSaved] = useState(false);
  const save = useSaveAlertRules();
  const id = useId();
  const rulesForm = useContractForm({
    defaultValues: valuesFromRules(initial),
    check: validateRules,
    toErrors: toRulesErrors,
    failure: {
      notSaved: 'The alert rules were not saved. Please try again.',
      withReason: (reason) => `The alert rules were not saved: ${reason}`,
      alongsideIssues: true,
    },
  });
  const { formRef, values, errors, submit, saveFailure } = rulesForm;

  const set = <K extends keyof AlertRulesValues>(key: K, value: AlertRulesValues[K]) => {
    setSaved(false);
    rulesForm.set(key, value);
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
      onSubmit={(event) => {
        setSaved(false);
        submit(async (rules) => {
          await save.mutateAsync({ monitorId, rules });
          setSaved(true);
        })(event);
      }}
      className="space-y-5 rounded-xl border border-slate-200 p-5"
    >
      <FormAlerts failure={saveFailure} invalid={false} />
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

      <EventsGroup values={values} errors={errors} set={set} certificates={certificates} />
      <RemindersGroup values={values} errors={errors} set={set} />
      <EscalationGroup values={values} errors={errors} set={set} channelItems={channelItems} />

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
