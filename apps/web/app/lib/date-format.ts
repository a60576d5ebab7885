import { useMemo, useSyncExternalStore } from 'react';

/**
 * Date formats in the reader's locale and the time zone they chose in their settings (the
 * browser's own until they choose one). Each Intl formatter is made once per zone: building one
 * costs far more than using it, and `toLocaleString` with options builds a new one per call (a
 * list of 25 monitors with 24 hourly titles each made 1,200 of them on every render).
 */
function makeFormats(timeZone: string | undefined) {
  const make = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(undefined, { ...options, timeZone });
  return {
    dateTime: make({
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
    }),
    day: make({ year: 'numeric', month: 'long', day: 'numeric' }),
    clock: make({ hour: '2-digit', minute: '2-digit' }),
    slot: make({ month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }),
  };
}

type Formats = ReturnType<typeof makeFormats>;

/** The chosen IANA zone; undefined is the browser's own. */
let displayZone: string | undefined;
let formats: Formats = makeFormats(undefined);
const listeners = new Set<() => void>();

/** The zone every time is shown in from now on; null or undefined: the browser's own. */
export function setDisplayTimeZone(zone: string | null | undefined) {
  const next = zone ?? undefined;
  if (next === displayZone) return;
  try {
    formats = makeFormats(next);
    displayZone = next;
  } catch {
    // A zone this browser does not know (an older browser): its own zone beats no page at all.
    formats = makeFormats(undefined);
    displayZone = undefined;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The browser's own zone, as `Europe/Paris`. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The zone times are shown in: the one chosen under Settings, else the browser's own. */
export function displayTimeZone(): string {
  return displayZone ?? browserTimeZone();
}

type DateInput = string | number | Date;

/** "23/11/2026, 14:05:09" or "11/23/2026, 2:05:09 PM", as the reader's locale writes it. */
export const formatDateTime = (value: DateInput) => formats.dateTime.format(new Date(value));

/** "14:05" or "02:05 PM". */
export const formatClock = (value: DateInput) => formats.clock.format(new Date(value));

/** "23 November 2026" or "November 23, 2026": a day, with the month in words. */
export const formatDate = (value: DateInput) => formats.day.format(new Date(value));

/** "Nov 23, 14:00": the start of a slot of a bar or chart. */
export const formatSlot = (value: DateInput) => formats.slot.format(new Date(value));

/**
 * The formats, for a component that shows times: it renders again when the reader changes their
 * time zone. `timeZone` is the chosen zone, undefined for the browser's own.
 */
export function useDateFormat() {
  const timeZone = useSyncExternalStore(
    subscribe,
    () => displayZone,
    () => undefined,
  );
  return useMemo(
    () => ({ timeZone, formatDateTime, formatClock, formatDate, formatSlot }),
    [timeZone],
  );
}
