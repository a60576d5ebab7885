import { channelKindInfo, channelKinds, type Channel, type ChannelKind } from '@tocsin/contract';
import { Dialog } from 'radix-ui';
import { FormAlerts } from '@/components/form-alerts';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { controlClasses, Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { useChannelKinds } from '@/lib/channels';
import { paths } from '@/lib/paths';
import { useContractForm } from '@/lib/use-contract-form';
import { useCreateChannel } from '../api/create-channel';
import { useUpdateChannel } from '../api/update-channel';
import {
  channelFields,
  hasPlaceFor,
  initialValues,
  toCreateInput,
  toFieldErrors,
  toUpdateInput,
  validateChannel,
  type ConfigValues,
  type ValidChannel,
} from '../channel-form';
import { ConfigField } from './config-field';

type Created = Awaited<ReturnType<ReturnType<typeof useCreateChannel>['mutateAsync']>>;

/** Adds a channel (`channel` undefined) or edits one, in a dialog. */
export function ChannelFormDialog({
  open,
  onOpenChange,
  channel,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  channel?: Channel;
  onCreated?: (created: Created) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-surface shadow-xl data-[state=open]:animate-fade-in">
          <div className="border-b border-slate-100 px-6 pt-6 pb-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">
              {channel ? `Edit ${channel.name}` : 'Add a channel'}
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-600">
              {channel
                ? 'Change where this channel sends alerts. Saved secrets stay as they are unless you type new ones.'
                : 'Choose where Tocsin sends alerts, then give the details it needs to reach you there.'}
            </Dialog.Description>
          </div>
          <ChannelForm
            channel={channel}
            onDone={(created) => {
              onOpenChange(false);
              if (created) onCreated?.(created);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Kinds in the contract's order, grouped as the integrations page groups them. */
const kindGroups = channelKinds.reduce<{ group: string; kinds: ChannelKind[] }[]>(
  (groups, kind) => {
    const { group } = channelKindInfo[kind];
    const existing = groups.find((g) => g.group === group);
    if (existing) existing.kinds.push(kind);
    else groups.push({ group, kinds: [kind] });
    return groups;
  },
  [],
);

/** The channel form's values: the kind picked, the name, and each kind's config as typed. */
interface ChannelFormValues {
  /** Until one is picked, the first kind this server can send through. */
  chosenKind: ChannelKind | null;
  name: string;
  // Kept per kind, so switching kinds and back keeps what was typed.
  configs: Partial<Record<ChannelKind, ConfigValues>>;
  isDefault: boolean;
}

function ChannelForm({
  channel,
  onDone,
}: {
  channel?: Channel;
  onDone: (created?: Created) => void;
}) {
  const id = useId();
  const kinds = useChannelKinds();
  const create = useCreateChannel();
  const update = useUpdateChannel();

  const availability = new Map(kinds.data?.items.map((k) => [k.kind, k]));
  const isAvailable = (kind: ChannelKind) => availability.get(kind)?.available ?? true;
  const firstAvailable = channelKinds.find(isAvailable) ?? 'email';
  const kindOf = (chosen: ChannelKind | null) => channel?.kind ?? chosen ?? firstAvailable;
  const configOf = (form: ChannelFormValues, kind: ChannelKind) =>
    form.configs[kind] ?? initialValues(kind, channel);

  const { form, formRef, values, set, errors, submit, saveFailure } = useContractForm<
    ChannelFormValues,
    ValidChannel
  >({
    defaultValues: {
      chosenKind: null,
      name: channel?.name ?? '',
      configs: {},
      isDefault: channel?.isDefault ?? false,
    },
    check: (checked: ChannelFormValues) => {
      const kind = kindOf(checked.chosenKind);
      return validateChannel({
        kind,
        name: checked.name,
        values: configOf(checked, kind),
        keptSecrets: channel?.secretsSet,
        isDefault: checked.isDefault,
      });
    },
    toErrors: toFieldErrors,
    failure: { notSaved: 'The channel was not saved. Please try again.' },
  });
  const kind = kindOf(values.chosenKind);
  const config = configOf(values, kind);
  const submitting = create.isPending || update.isPending;

  const setConfig = (field: string, value: string) =>
    set('configs', { ...values.configs, [kind]: { ...config, [field]: value } });

  const save = async (valid: ValidChannel) => {
    if (channel) {
      const input = toUpdateInput(channel, valid);
      if (input) await update.mutateAsync({ id: channel.id, input });
      onDone();
    } else {
      onDone(await create.mutateAsync(toCreateInput(valid)));
    }
  };

  const unplaced = Object.entries(errors)
    .filter(([path]) => !hasPlaceFor(kind, path))
    .map(([, message]) => message);
  const unavailable = kinds.data?.items.filter((k) => !k.available) ?? [];

  return (
    <form ref={formRef} noValidate onSubmit={submit(save)} className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-6 py-5">
        <FormAlerts
          failure={saveFailure}
          invalid={Object.keys(errors).length > 0}
          unplaced={unplaced}
        />
        {channel ? (
          <p className="text-sm text-slate-600">
            Kind: <strong className="text-slate-900">{channelKindInfo[channel.kind].label}</strong>
          </p>
        ) : (
          <Field
            label="Kind"
            error={errors.kind}
            hint={
              unavailable.length > 0 ? (
                <span className="block space-y-1">
                  <span className="block">Not available on this server:</span>
                  {unavailable.map((k) => (
                    <span key={k.kind} className="block">
                      <strong className="font-medium text-slate-700">{k.label}</strong>: {k.reason}
                    </span>
                  ))}
                  <a
                    href={`${paths.documentation}/self-hosting#settings`}
                    className="block font-medium text-brand-700 hover:underline"
                  >
                    How an administrator sets up email, SMS, calls and push
                  </a>
                </span>
              ) : undefined
            }
          >
            {(control) => (
              <select
                {...control}
                value={kind}
                onChange={(event) => {
                  set('chosenKind', event.target.value as ChannelKind);
                  form.clearErrors();
                }}
                className={controlClasses}
              >
                {kindGroups.map(({ group, kinds: groupKinds }) => (
                  <optgroup key={group} label={group}>
                    {groupKinds.map((k) => (
                      <option key={k} value={k} disabled={!isAvailable(k)}>
                        {channelKindInfo[k].label}
                        {isAvailable(k) ? '' : ' (not available)'}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            )}
          </Field>
        )}
        <TextField
          label="Name"
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          error={errors.name}
          placeholder="On-call Slack"
          autoComplete="off"
        />
        {channelFields(kind).map((field) => (
          <ConfigField
            key={`${kind}.${field.name}`}
            field={field}
            value={config[field.name] ?? ''}
            onChange={(value) => setConfig(field.name, value)}
            error={errors[`config.${field.name}`]}
            secretSaved={channel?.secretsSet.includes(field.name) ?? false}
          />
        ))}
        <div>
          <Checkbox
            label="Alert through this channel for every new monitor"
            aria-describedby={`${id}-default`}
            checked={values.isDefault}
            onChange={(event) => set('isDefault', event.target.checked)}
          />
          <p id={`${id}-default`} className="mt-0.5 ml-6 text-xs text-slate-500">
            Monitors created from now on start with this channel in their alerts. Monitors you
            already have are not changed: use &ldquo;Add to all monitors&rdquo; in the list for
            them.
          </p>
        </div>
      </div>
      <div className="flex justify-end gap-2 border-t border-slate-100 px-6 py-4">
        <Dialog.Close asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" loading={submitting}>
          {channel ? 'Save changes' : 'Add channel'}
        </Button>
      </div>
    </form>
  );
}
