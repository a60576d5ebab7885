import {
  channelKindInfo,
  channelKinds,
  PLAN_LIMIT_CODE,
  type Channel,
  type ChannelKind,
} from '@tocsin/contract';
import { Eye, EyeOff } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef, useState, type FormEvent } from 'react';
import { PlanLimitAlert } from '@/components/plan-limit-alert';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { controlClasses, Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCreateChannel } from '../api/create-channel';
import { useChannelKinds } from '../api/list-channel-kinds';
import { useUpdateChannel } from '../api/update-channel';
import {
  channelFields,
  hasPlaceFor,
  initialValues,
  toCreateInput,
  toFieldErrors,
  toUpdateInput,
  validateChannel,
  type ChannelField,
  type ConfigValues,
  type FieldErrors,
} from '../channel-form';

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

function ChannelForm({
  channel,
  onDone,
}: {
  channel?: Channel;
  onDone: (created?: Created) => void;
}) {
  const kinds = useChannelKinds();
  const create = useCreateChannel();
  const update = useUpdateChannel();
  const formRef = useRef<HTMLFormElement>(null);

  const availability = new Map(kinds.data?.items.map((k) => [k.kind, k]));
  const isAvailable = (kind: ChannelKind) => availability.get(kind)?.available ?? true;
  const firstAvailable = channelKinds.find(isAvailable) ?? 'email';

  const [chosenKind, setChosenKind] = useState<ChannelKind | null>(null);
  const kind = channel?.kind ?? chosenKind ?? firstAvailable;
  const [name, setName] = useState(channel?.name ?? '');
  // Values are kept per kind, so switching kinds and back keeps what was typed.
  const [valuesByKind, setValuesByKind] = useState<Partial<Record<ChannelKind, ConfigValues>>>({});
  const values = valuesByKind[kind] ?? initialValues(kind, channel);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [planLimit, setPlanLimit] = useState<string | null>(null);
  const submitting = create.isPending || update.isPending;

  const setValue = (field: string, value: string) =>
    setValuesByKind((current) => ({ ...current, [kind]: { ...values, [field]: value } }));

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setPlanLimit(null);
    const valid = validateChannel({ kind, name, values, keptSecrets: channel?.secretsSet });
    if (!valid.ok) return showErrors(valid.errors);
    setErrors({});
    try {
      if (channel) {
        const input = toUpdateInput(channel, valid);
        if (input) await update.mutateAsync({ id: channel.id, input });
        onDone();
      } else {
        onDone(await create.mutateAsync(toCreateInput(kind, valid)));
      }
    } catch (error) {
      if (isApiError(error, PLAN_LIMIT_CODE)) setPlanLimit(error.message);
      else if (isApiError(error) && error.issues?.length) showErrors(toFieldErrors(error.issues));
      else
        setFormError(
          isApiError(error) && error.message
            ? error.message
            : 'The channel was not saved. Please try again.',
        );
    }
  };

  const unplaced = Object.entries(errors).filter(([path]) => !hasPlaceFor(kind, path));
  const unavailable = kinds.data?.items.filter((k) => !k.available) ?? [];

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex min-h-0 flex-1 flex-col"
    >
      <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-6 py-5">
        {formError ? <Alert>{formError}</Alert> : null}
        {planLimit ? <PlanLimitAlert message={planLimit} /> : null}
        {Object.keys(errors).length > 0 ? (
          <Alert>
            Please correct the highlighted fields.
            {unplaced.length > 0 ? (
              <ul className="mt-1 list-disc pl-5">
                {unplaced.map(([path, message]) => (
                  <li key={path}>{message}</li>
                ))}
              </ul>
            ) : null}
          </Alert>
        ) : null}
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
                </span>
              ) : undefined
            }
          >
            {(control) => (
              <select
                {...control}
                value={kind}
                onChange={(event) => {
                  setChosenKind(event.target.value as ChannelKind);
                  setErrors({});
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
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
          placeholder="On-call Slack"
          autoComplete="off"
          maxLength={100}
        />
        {channelFields(kind).map((field) => (
          <ConfigField
            key={`${kind}.${field.name}`}
            field={field}
            value={values[field.name] ?? ''}
            onChange={(value) => setValue(field.name, value)}
            error={errors[`config.${field.name}`]}
            secretSaved={channel?.secretsSet.includes(field.name) ?? false}
          />
        ))}
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

/** One field of the kind's config, as its schema says: text, secret, choice or list. */
function ConfigField({
  field,
  value,
  onChange,
  error,
  secretSaved,
}: {
  field: ChannelField;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  secretSaved: boolean;
}) {
  const [revealed, setRevealed] = useState(false);
  const label = (
    <>
      {field.label}
      {field.optional ? <span className="font-normal text-slate-500"> (optional)</span> : null}
    </>
  );
  return (
    <Field label={label} hint={field.help} error={error}>
      {(control) => {
        switch (field.control) {
          case 'select':
            return (
              <select
                {...control}
                value={value}
                onChange={(event) => onChange(event.target.value)}
                className={controlClasses}
              >
                {field.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            );
          case 'lines':
            return (
              <textarea
                {...control}
                value={value}
                onChange={(event) => onChange(event.target.value)}
                placeholder={field.placeholder}
                rows={4}
                spellCheck={false}
                className={cn(controlClasses, 'resize-y font-mono')}
              />
            );
          case 'secret':
            return (
              <div className="relative">
                <input
                  {...control}
                  type={revealed ? 'text' : 'password'}
                  value={value}
                  onChange={(event) => onChange(event.target.value)}
                  placeholder={
                    secretSaved ? 'Leave empty to keep the saved value' : (field.placeholder ?? '')
                  }
                  autoComplete="new-password"
                  spellCheck={false}
                  className={cn(controlClasses, 'pr-10')}
                />
                <button
                  type="button"
                  aria-label={revealed ? `Hide ${field.label}` : `Show ${field.label}`}
                  aria-pressed={revealed}
                  onClick={() => setRevealed((r) => !r)}
                  className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {revealed ? (
                    <EyeOff aria-hidden="true" className="size-4" />
                  ) : (
                    <Eye aria-hidden="true" className="size-4" />
                  )}
                </button>
              </div>
            );
          default:
            return (
              <input
                {...control}
                type="text"
                value={value}
                onChange={(event) => onChange(event.target.value)}
                placeholder={field.placeholder}
                autoComplete="off"
                spellCheck={false}
                className={controlClasses}
              />
            );
        }
      }}
    </Field>
  );
}
