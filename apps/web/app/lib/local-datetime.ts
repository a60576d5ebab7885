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
