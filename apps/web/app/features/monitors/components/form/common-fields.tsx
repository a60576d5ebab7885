import { MONITOR_LIMITS } from '@tocsin/contract';
import { TextField } from '@/components/ui/text-field';
import type { FieldsProps } from '../../form/fields-props';

const L = MONITOR_LIMITS;

export function NameField({ values, errors, set }: FieldsProps) {
  return (
    <TextField
      label="Name"
      value={values.name}
      onChange={(event) => set('name', event.target.value)}
      error={errors.name}
      maxLength={L.nameMax}
      placeholder="Production website"
    />
  );
}

/** How often, how long and how sure: the schedule shared by every type except heartbeats. */
export function ScheduleFields({ values, errors, set }: FieldsProps) {
  const scheduled = values.type !== 'heartbeat';
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {scheduled ? (
        <>
          <TextField
            label="Check interval (seconds)"
            type="number"
            inputMode="numeric"
            value={values.intervalSeconds}
            onChange={(event) => set('intervalSeconds', event.target.value)}
            error={errors.intervalSeconds}
            hint={`From ${L.intervalMinSeconds} s to 24 h.`}
          />
          <TextField
            label="Timeout (seconds)"
            type="number"
            inputMode="numeric"
            value={values.timeoutSeconds}
            onChange={(event) => set('timeoutSeconds', event.target.value)}
            error={errors.timeoutSeconds}
            hint={`Up to ${L.timeoutMaxSeconds} s.`}
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
        className="sm:col-span-3"
        value={values.tags}
        onChange={(event) => set('tags', event.target.value)}
        error={errors.tags}
        placeholder="production, api"
        hint={`Separate with commas; up to ${L.tagsMax}.`}
      />
    </div>
  );
}
