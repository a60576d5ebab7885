import { MONITOR_LIMITS, formatDuration } from '@tocsin/contract';
import type { ReactNode } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import type { FieldsProps } from '../../form/fields-props';
import { isPushed } from '../../monitor-types';

const L = MONITOR_LIMITS;

/** `sameName`: another monitor already called so, which is worth a word (not an error). */
export function NameField({
  values,
  errors,
  set,
  sameName,
}: FieldsProps & { sameName?: string | null }) {
  return (
    <TextField
      label="Name"
      value={values.name}
      onChange={(event) => set('name', event.target.value)}
      error={errors.name}
      placeholder="Production website"
      hint={
        sameName ? (
          <span className="font-medium text-amber-800">
            Another monitor is already called “{sameName}”: a different name keeps their alerts
            apart.
          </span>
        ) : undefined
      }
    />
  );
}

/**
 * A few usual values as buttons beside a number field, which stays for any other value: a press
 * fills the field, and the button of the value it holds reads as pressed.
 */
function Presets({
  label,
  seconds,
  value,
  onPick,
}: {
  label: string;
  seconds: number[];
  value: string;
  onPick: (value: string) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1.5">
      {seconds.map((s) => {
        const pressed = value.trim() === String(s);
        return (
          <button
            key={s}
            type="button"
            aria-pressed={pressed}
            onClick={() => onPick(String(s))}
            className={cn(
              'rounded-md border px-2 py-0.5 text-xs tabular-nums transition-colors',
              'focus-visible:outline-2 focus-visible:outline-brand-600',
              pressed
                ? 'border-brand-600 bg-brand-50 text-brand-900'
                : 'border-slate-200 text-slate-600 hover:bg-slate-50',
            )}
          >
            {formatDuration(s)}
          </button>
        );
      })}
    </div>
  );
}

/** A number of seconds typed in, with its usual values as buttons under it. */
function SecondsField({
  values,
  errors,
  set,
  field,
  label,
  hint,
  presetsLabel,
  presets,
}: FieldsProps & {
  field: 'intervalSeconds' | 'timeoutSeconds';
  label: string;
  hint: string;
  presetsLabel: string;
  presets: number[];
}) {
  return (
    <div className="space-y-2">
      <TextField
        label={label}
        type="number"
        inputMode="numeric"
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        error={errors[field]}
        hint={hint}
      />
      <Presets
        label={presetsLabel}
        seconds={presets}
        value={values[field]}
        onPick={(value) => set(field, value)}
      />
    </div>
  );
}

/**
 * How often, how long and how sure: the schedule shared by every type except heartbeats; then the
 * tags and, beside them, `groupField`.
 */
export function ScheduleFields({
  values,
  errors,
  set,
  groupField,
}: FieldsProps & { groupField?: ReactNode }) {
  const scheduled = !isPushed(values.type);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {scheduled ? (
        <>
          <SecondsField
            {...{ values, errors, set }}
            field="intervalSeconds"
            label="Check interval (seconds)"
            hint={`From ${L.intervalMinSeconds} s to 24 h.`}
            presetsLabel="Common intervals"
            presets={[30, 60, 300, 900, 3600]}
          />
          <SecondsField
            {...{ values, errors, set }}
            field="timeoutSeconds"
            label="Timeout (seconds)"
            hint={`Up to ${L.timeoutMaxSeconds} s.`}
            presetsLabel="Common timeouts"
            presets={[5, 10, 30]}
          />
          <TextField
            label="Confirmations"
            type="number"
            inputMode="numeric"
            value={values.confirmations}
            onChange={(event) => set('confirmations', event.target.value)}
            error={errors.confirmations}
            hint="Failed checks in a row before it counts as down."
          />
        </>
      ) : null}
      <TextField
        label="Tags"
        className="sm:col-span-2"
        value={values.tags}
        onChange={(event) => set('tags', event.target.value)}
        error={errors.tags}
        placeholder="production, api"
        hint={`Separate with commas; up to ${L.tagsMax}.`}
      />
      {groupField}
    </div>
  );
}

/**
 * The group a monitor is filed in, out of the workspace's groups. A group the list no longer
 * has (deleted meanwhile) stays choosable, so saving does not move the monitor by surprise.
 */
export function GroupField({
  values,
  errors,
  set,
  groups,
}: FieldsProps & { groups: { id: string; name: string }[] }) {
  const options = [
    { value: '', label: 'No group' },
    ...groups.map((g) => ({ value: g.id, label: g.name })),
  ];
  if (values.groupId && !groups.some((g) => g.id === values.groupId))
    options.push({ value: values.groupId, label: 'Current group' });
  return (
    <SelectField
      label="Group"
      value={values.groupId}
      options={options}
      onChange={(groupId) => set('groupId', groupId)}
      error={errors.groupId}
      hint="Groups are made on the monitors list."
    />
  );
}
