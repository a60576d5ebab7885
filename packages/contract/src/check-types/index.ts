import type { z } from 'zod';
import { dnsMonitorInput } from './dns.js';
import { heartbeatMonitorInput } from './heartbeat.js';
import { httpMonitorInput } from './http.js';
import { jsonQueryMonitorInput } from './json-query.js';
import { keywordMonitorInput } from './keyword.js';
import { pingMonitorInput } from './ping.js';
import { tcpMonitorInput } from './tcp.js';
import { tlsCertMonitorInput } from './tls-cert.js';

/**
 * The input of every check type, in the order lists, forms and the API document show them. A new
 * type is a file beside these and one line here; the server's and the web app's registries, typed
 * over the types this list yields, then refuse to compile until they handle it.
 */
export const checkTypeInputs = [
  httpMonitorInput,
  keywordMonitorInput,
  jsonQueryMonitorInput,
  tcpMonitorInput,
  dnsMonitorInput,
  tlsCertMonitorInput,
  pingMonitorInput,
  heartbeatMonitorInput,
] as const;

type TypeOf<S> = S extends z.ZodObject<{ type: z.ZodLiteral<infer T extends string> }> ? T : never;

/** The `type` of each input, as a tuple in the same order. */
type TypesOf<L extends readonly unknown[]> = { readonly [I in keyof L]: TypeOf<L[I]> };

/** Every monitor type, in the order of `checkTypeInputs`. */
export const monitorTypes = checkTypeInputs.map(
  (input) => input.shape.type.value,
) as unknown as TypesOf<typeof checkTypeInputs>;
