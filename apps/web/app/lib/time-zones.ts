import { browserTimeZone } from './date-format';

/** Every IANA zone the browser knows, with UTC, the browser's own and `extra` included, sorted. */
export function timeZoneOptions(extra?: string | null): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  // Browsers list UTC apart from the regions, or not at all.
  zones.add('UTC');
  zones.add(browserTimeZone());
  if (extra) zones.add(extra);
  return [...zones].sort();
}

/** "Argentina/Buenos Aires" for America/Argentina/Buenos_Aires: the zone without its region. */
export const cityName = (zone: string) =>
  zone.includes('/') ? zone.slice(zone.indexOf('/') + 1).replaceAll('_', ' ') : zone;

/** The zones by region, "Africa" ... "Pacific"; UTC and the fixed Etc zones under "Other". */
export function timeZoneGroups(extra?: string | null): { region: string; zones: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const zone of timeZoneOptions(extra)) {
    const region = zone.includes('/') && !zone.startsWith('Etc/') ? zone.split('/')[0]! : 'Other';
    groups.set(region, [...(groups.get(region) ?? []), zone]);
  }
  return [...groups]
    .sort(([a], [b]) => (a === 'Other' ? 1 : b === 'Other' ? -1 : a.localeCompare(b)))
    .map(([region, zones]) => ({ region, zones }));
}

/** "GMT+1", "GMT-5", "GMT": the zone's offset from UTC at `at`. */
export function zoneOffset(zone: string, at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' });
  return parts.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
}
