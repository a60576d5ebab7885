/** `datetime-local` inputs: their text, and the instant it names in the browser's time zone. */

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** A date as a `datetime-local` value, in the browser's time zone. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A `datetime-local` value as an ISO date with the browser's offset, `2026-03-01T02:00:00+01:00`;
 * '' when it is not a date, for the schema to report.
 */
export function toIsoWithOffset(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!match) return '';
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  if (Number.isNaN(date.getTime())) return '';
  // A time skipped by a DST change moves forward; the offset is the one of that moved time.
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const zone = `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
  return `${toLocalInput(date)}:00${zone}`;
}

/** How many minutes `zone` is ahead of UTC at `at`. */
function offsetMinutes(zone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** A date as a `datetime-local` value in `zone` (an IANA name such as Europe/Paris). */
export function toZonedInput(date: Date, zone: string): string {
  const wall = new Date(date.getTime() + offsetMinutes(zone, date) * 60_000);
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/**
 * A `datetime-local` value read in `zone`, as an ISO instant; '' when it is not a date, for the
 * schema to report. A time a DST change skips moves forward, as clocks do.
 */
export function zonedToIso(local: string, zone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!match) return '';
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall)) return '';
  // The offset at the wall time read as UTC is right but near a change; one more look settles it.
  const first = offsetMinutes(zone, new Date(wall));
  const second = offsetMinutes(zone, new Date(wall - first * 60_000));
  return new Date(wall - second * 60_000).toISOString();
}
