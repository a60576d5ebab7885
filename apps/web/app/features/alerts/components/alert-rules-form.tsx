import type { AlertRules, Channel } from '@tocsin/contract';
import { useState } from 'react';
import { ChannelCheckList, channelItems } from '@/components/channel-check-list';
import { FormAlerts } from '@/components/form-alerts';
import { MemberChoice } from '@/components/member-choice';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useChannels } from '@/lib/channels';
import { useContractForm } from '@/lib/use-contract-form';
import { useCan } from '@/lib/session';
import { useMembers } from '@/lib/workspace-members';
import {
  toRulesErrors,
  validateRules,
  valuesFromRules,
  type AlertRulesValues,
} from '../alert-rules-values';
import { useAlertRules, useSaveAlertRules } from '../api/alert-rules';
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
  // A viewer reads the rules; the fields stay shown, disabled, and nothing offers to save.
  const canWrite = useCan('monitors.write');
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
  const members = useMembers(values.membersMode !== 'none');

  const set = <K extends keyof AlertRulesValues>(key: K, value: AlertRulesValues[K]) => {
    setSaved(false);
    rulesForm.set(key, value);
  };

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
      <fieldset disabled={!canWrite} className="space-y-5">
        <ChannelCheckList
          channels={channels}
          hint="This monitor's alerts go to every channel ticked here."
          purpose="to send this monitor&rsquo;s alerts there"
          selected={values.channelIds}
          onChange={(next) => set('channelIds', next)}
          error={errors['channelIds']}
        />

        <MemberChoice
          mode={values.membersMode}
          memberIds={values.memberIds}
          members={members}
          onChange={(next) => {
            set('membersMode', next.mode);
            set('memberIds', next.memberIds);
          }}
          error={errors['memberIds']}
        />

        <EventsGroup values={values} errors={errors} set={set} certificates={certificates} />
        <RemindersGroup values={values} errors={errors} set={set} />
        <EscalationGroup
          values={values}
          errors={errors}
          set={set}
          channelItems={channelItems(channels)}
        />
      </fieldset>

      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-5">
        {canWrite ? (
          <Button type="submit" loading={save.isPending}>
            Save alert rules
          </Button>
        ) : (
          <p className="text-sm text-slate-600">
            Your role can read these alert rules but not change them.
          </p>
        )}
        {saved ? (
          <p role="status" className="text-sm font-medium text-emerald-700">
            Alert rules saved.
          </p>
        ) : null}
      </div>
    </form>
  );
}
