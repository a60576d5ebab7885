/**
 * "26 Nov 2026, 14:03 CET": a time as a person reads it in their own zone, with the zone named so
 * it stays unambiguous when forwarded. Formatters are made once per zone: building one costs far
 * more than using it.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: 'en-GB' | 'en-US', timeZone: string) {
  const key = `${locale} ${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
      timeZoneName: 'short',
    });
    formatters.set(key, format);
  }
  return format;
}

const zoneName = (format: Intl.DateTimeFormat, at: Date) =>
  format.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';

/** In `timeZone` (an IANA name the runtime knows); a person without one reads UTC. */
export function zonedTime(at: Date | string, timeZone: string | null): string {
  const date = new Date(at);
  const format = formatter('en-GB', timeZone ?? 'UTC');
  const text = format.format(date);
  const name = zoneName(format, date);
  // British English names Europe's zones (CET, BST) but writes GMT-5 for New York: take the
  // American abbreviation (EST) where it has one.
  if (!/^GMT[+-]/.test(name)) return text;
  const american = zoneName(formatter('en-US', timeZone ?? 'UTC'), date);
  return /^GMT[+-]/.test(american) ? text : `${text.slice(0, -name.length)}${american}`;
}
