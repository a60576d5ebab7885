import { controlClasses, Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import type { FieldErrors } from '@/lib/form';
import { CheckList } from '@/components/ui/check-list';
import { browserTimeZone } from '@/lib/date-format';
import { dayNames, weekOrder, type WindowValues } from '../maintenance-values';

/** What each schedule of the maintenance form receives. */
interface ScheduleProps {
  values: WindowValues;
  errors: FieldErrors;
  set: <K extends keyof WindowValues>(key: K, value: WindowValues[K]) => void;
}

/** A window that happens once: from a date and time to another, in the browser's time zone. */
export function OnceFields({ values, errors, set }: ScheduleProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Starts"
        type="datetime-local"
        value={values.startsAt}
        onChange={(event) => set('startsAt', event.target.value)}
        error={errors['startsAt']}
      />
      <TextField
        label="Ends"
        type="datetime-local"
        value={values.endsAt}
        onChange={(event) => set('endsAt', event.target.value)}
        error={errors['endsAt']}
      />
      <p className="text-xs text-slate-500 sm:col-span-2">
        In your time zone, {browserTimeZone()}.
      </p>
    </div>
  );
}

/** A window every week: on chosen days, from a time, for so long, in a time zone. */
export function WeeklyFields({ values, errors, set, zones }: ScheduleProps & { zones: string[] }) {
  return (
    <div className="space-y-4">
      <CheckList
        legend="Days"
        columns
        items={weekOrder.map((day) => ({ id: String(day), label: dayNames[day] }))}
        selected={values.days.map(String)}
        onChange={(days) => set('days', days.map(Number))}
        error={errors['days']}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Start time"
          type="time"
          value={values.startTime}
          onChange={(event) => set('startTime', event.target.value)}
          error={errors['startTime']}
        />
        <TextField
          label="Duration (minutes)"
          type="number"
          inputMode="numeric"
          min={1}
          max={1440}
          step={1}
          value={values.durationMinutes}
          onChange={(event) => set('durationMinutes', event.target.value)}
          error={errors['durationMinutes']}
        />
      </div>
      <Field
        label="Time zone"
        hint="The start time is read in this zone, daylight saving included."
        error={errors['timeZone']}
      >
        {(control) => (
          <select
            {...control}
            value={values.timeZone}
            onChange={(event) => set('timeZone', event.target.value)}
            className={controlClasses}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
