import { useMemo, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { controlClasses, Field } from '@/components/ui/field';
import { browserTimeZone } from '@/lib/date-format';
import { cityName, timeZoneGroups, zoneOffset } from '@/lib/time-zones';
import { useUpdateTimeZone } from '../api/update-time-zone';

/** The select's value for "follow the browser": no IANA zone has an empty name. */
const AUTOMATIC = '';

/** The zone times are shown in, here and in alert emails; automatic follows this browser. */
export function TimeZoneCard({ timeZone }: { timeZone: string | null }) {
  const save = useUpdateTimeZone();
  const [choice, setChoice] = useState(timeZone ?? AUTOMATIC);
  const [savedZone, setSavedZone] = useState<string | null | undefined>(undefined);
  const browser = browserTimeZone();
  // Built once: ~420 zones, each with its offset, cost a formatter apiece.
  const groups = useMemo(
    () =>
      timeZoneGroups(timeZone).map(({ region, zones }) => ({
        region,
        zones: zones.map((zone) => ({ zone, label: `${cityName(zone)} (${zoneOffset(zone)})` })),
      })),
    [timeZone],
  );
  const unchanged = choice === (timeZone ?? AUTOMATIC);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const next = choice === AUTOMATIC ? null : choice;
    setSavedZone(undefined);
    save.mutate(next, { onSuccess: () => setSavedZone(next) });
  }

  return (
    <section
      aria-labelledby="time-zone"
      className="rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm"
    >
      <h2 id="time-zone" className="text-lg font-semibold text-slate-900">
        Time zone
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        Times in Tocsin and in the alert emails you receive are shown in this zone. Automatic
        follows this browser; emails then name times in UTC.
      </p>
      <form onSubmit={submit} className="space-y-4">
        <Field
          label="Time zone"
          hint={`Times are shown in ${timeZone ?? `your browser's zone, ${browser}`} now.`}
        >
          {(control) => (
            <select
              {...control}
              value={choice}
              onChange={(event) => {
                setChoice(event.target.value);
                setSavedZone(undefined);
              }}
              className={controlClasses}
            >
              <option value={AUTOMATIC}>Automatic (your browser: {browser})</option>
              {groups.map(({ region, zones }) => (
                <optgroup key={region} label={region}>
                  {zones.map(({ zone, label }) => (
                    <option key={zone} value={zone}>
                      {label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm" loading={save.isPending} disabled={unchanged}>
            Save time zone
          </Button>
          <p role="status" className="text-sm font-medium text-emerald-700">
            {savedZone !== undefined && unchanged
              ? `Saved: times are now shown in ${savedZone ?? `your browser's zone, ${browser}`}.`
              : ''}
          </p>
        </div>
        {save.isError ? (
          <Alert>
            <span>
              Your time zone was not saved
              {save.error.message ? `: ${save.error.message}` : ''}.
            </span>{' '}
            <Button type="submit" size="sm" variant="outline" className="mt-2">
              Try again
            </Button>
          </Alert>
        ) : null}
      </form>
    </section>
  );
}
