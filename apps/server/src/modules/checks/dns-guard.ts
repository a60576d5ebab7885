import { isIP } from 'node:net';
import type { MonitorConfig } from '@tocsin/contract';
import { monitorRefusal } from './result.js';
import { TargetDnsError, TargetRefusedError } from '../../lib/network/target-guard.js';
import type { ResolveTarget } from '../../lib/network/types.js';

/*
 * A DNS monitor without a resolver of its own asks the server's resolver, whose answers can
 * describe the network Tocsin runs in (internal names, split-horizon zones). Unless private
 * targets are allowed, what it asks and what it shows are judged as any host a monitor reaches:
 * - the hostname first, as an HTTP monitor's host: a local name (localhost, *.internal, *.local,
 *   a single label) is never asked, and a name that resolves to a non-public address is refused,
 *   whatever the record type;
 * - every A and AAAA record (the zone may answer the query otherwise than the lookup), and every
 *   host a CNAME, MX or NS record names; one that points inside withholds the whole answer,
 *   without saying which (that is what the answer would have told). A
 *   named host that does not resolve passes: it shows only that the name exists, and a monitor
 *   asking for its address meets the same guard.
 * Not caught: a name in a private zone with no address of its own (a TXT-only name); only asking
 * a public resolver would tell. With a resolver of its own the guard judges that resolver's
 * address instead, and a public resolver's answers are public.
 */

type RecordType = MonitorConfig<'dns'>['recordType'];

// Each named host costs a lookup through the server's resolver; an answer naming more is refused
// rather than judged in part, so a zone cannot turn one check into hundreds of lookups.
export const JUDGED_NAMES_MAX = 16;

/** The guard's refusal of `host`, or null; a name that does not resolve is not refused. */
async function refusalOf(resolve: ResolveTarget, host: string) {
  try {
    await resolve(host);
    return null;
  } catch (err) {
    if (err instanceof TargetRefusedError) return err;
    if (err instanceof TargetDnsError) return null;
    throw err;
  }
}

/** Why the server's resolver may not be asked about `hostname`, or null when it may. */
export async function hostnameRefusal(resolve: ResolveTarget, hostname: string) {
  if (resolve.allowPrivate) return null;
  const refused = await refusalOf(resolve, hostname);
  return refused && monitorRefusal(refused);
}

/** The addresses and host names an answer points at; TXT records point nowhere. */
function hostsIn(type: RecordType, records: string[]): string[] {
  switch (type) {
    case 'A':
    case 'AAAA':
    case 'CNAME':
    case 'NS':
      return records;
    case 'MX':
      return records.map((record) => record.replace(/^\d+\s+/, ''));
    case 'TXT':
      return [];
  }
}

/** Why the server's resolver's answer may not be shown, or null when every record points outside. */
export async function answerRefusal(
  resolve: ResolveTarget,
  hostname: string,
  type: RecordType,
  records: string[],
) {
  if (resolve.allowPrivate) return null;
  // The root dot and case do not change the host; a null MX (".") names none.
  const hosts = [
    ...new Set(hostsIn(type, records).map((h) => h.trim().toLowerCase().replace(/\.+$/, ''))),
  ].filter(Boolean);
  const names = hosts.filter((host) => !isIP(host)).length;
  const answer = `The ${type} answer for ${hostname}`;
  if (names > JUDGED_NAMES_MAX) {
    return `${answer} names ${names} hosts, more than the ${JUDGED_NAMES_MAX} Tocsin checks for private addresses; give this monitor a public resolver`;
  }
  const refusals = await Promise.all(hosts.map((host) => refusalOf(resolve, host)));
  const refused = refusals.find((refusal) => refusal !== null);
  // Which record or host pointed inside stays unsaid: it is what the answer would have told.
  if (!refused) return null;
  const inside = new TargetRefusedError(
    hostname,
    refused.reason,
    'it points inside a private network',
    true,
  );
  return `${answer} is withheld: ${monitorRefusal(inside)}`;
}
