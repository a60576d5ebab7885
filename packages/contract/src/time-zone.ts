import { z } from 'zod';

/**
 * The runtime's own name of an IANA time zone, `US/Pacific` -> `America/Los_Angeles`, or null
 * when it knows no zone of that name. Offsets like `+01:00` are refused: newer runtimes take
 * them, but they are not IANA names and ignore daylight saving.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** A time zone the runtime knows (IANA name). */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((tz) => canonicalTimeZone(tz) !== null, 'Choose a time zone like Europe/Paris');

// The value is not repeated: an error that echoes what was sent can carry it somewhere unsafe.
const TIME_ZONE_UNKNOWN =
  'This is not a time zone Tocsin knows: choose one from the list, like Europe/Paris or America/New_York.';

/** A person's time zone; null follows the browser's own (and UTC where there is no browser). */
export const personTimeZoneSchema = z
  .string()
  .trim()
  .max(64, { message: TIME_ZONE_UNKNOWN, abort: true })
  .refine((tz) => canonicalTimeZone(tz) !== null, TIME_ZONE_UNKNOWN)
  .nullable();
