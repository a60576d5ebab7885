import { readFileSync } from 'node:fs';
import { keyCreatorRefusal } from '@tocsin/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../config.js';
import { apiKeys } from '../../db/schema.js';
import { API_KEY_RATE_LIMIT } from '../../plugins/session.js';
import { describeEachDatabase, signUpCookie } from '../../test/harness.js';
import { insertOpenIncident } from '../../test/incidents.js';
import { keyCalls } from '../../test/key-calls.js';
import { CREATOR_LEFT } from './lookup.js';
import { API_KEY_PATTERN, API_KEY_PREFIX } from './secret.js';

const guide = readFileSync(
  new URL('../../../../web/content/docs/api-keys.md', import.meta.url),
  'utf8',
);

/** The shell commands of the guide's `sh` blocks, continued lines joined. */
function shellCommands(markdown: string) {
  return [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap(([, block]) =>
    block!
      .replace(/\\\n\s*/g, '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
}

/** Splits a command line as a POSIX shell does for these examples: quotes and `$NAME`. */
function words(line: string, vars: Record<string, string>) {
  const out: string[] = [];
  const expand = (s: string) =>
    s.replace(/\$([A-Z_]+)/g, (_, name: string) => {
      if (!(name in vars)) throw new Error(`The guide uses $${name}, which the test does not set`);
      return vars[name]!;
    });
  for (const [, single, double, bare] of line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)) {
    out.push(single ?? expand(double ?? bare!));
  }
  return out;
}

interface CurlRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** What curl would send for these arguments (the flags the guide uses). */
function curlRequest(args: string[]): CurlRequest {
  const headers: Record<string, string> = {};
  let method: string | undefined;
  let body: string | undefined;
  let url: string | undefined;
  for (let i = 1; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '-X') method = args[++i];
    else if (arg === '-H') {
      const [name, ...value] = args[++i]!.split(':');
      headers[name!.trim().toLowerCase()] = value.join(':').trim();
    } else if (arg === '-d') body = args[++i];
    else if (/^-[fsSN]+$/.test(arg)) continue;
    else if (arg.startsWith('-')) throw new Error(`The test does not know curl's ${arg}`);
    else url = arg;
  }
  if (body !== undefined) headers['content-type'] ??= 'application/x-www-form-urlencoded';
  return { method: method ?? (body === undefined ? 'GET' : 'POST'), url: url!, headers, body };
}

describe('the API keys guide', () => {
  it('states the key format and rate limit the server uses', () => {
    expect(guide).toContain(`starts with \`${API_KEY_PREFIX}\` followed by 40 letters`);
    expect(API_KEY_PATTERN.source).toBe('^tocsin_[0-9A-Za-z]{40}$');
    expect(guide).toContain(`Each key may make ${API_KEY_RATE_LIMIT.max} requests a minute`);
    // The limit an instance applies unless its administrator sets API_KEY_RATE_LIMIT.
    expect(parseEnv({}).API_KEY_RATE_LIMIT).toBe(API_KEY_RATE_LIMIT.max);
  });

  it("quotes the server's answers to a key whose creator was demoted or left", () => {
    expect(guide).toContain(`"message": "${keyCreatorRefusal('member', 'channels.write')}"`);
    expect(guide).toContain(`"message": "${CREATOR_LEFT}"`);
  });
});

describeEachDatabase('the API keys guide, run against the server', (h) => {
  const { asCookie, createKey } = keyCalls(h);

  it('runs every curl example of the guide successfully with a real key', async () => {
    const cookie = await signUpCookie(h().app);
    const { id, key } = await createKey(cookie, { name: 'Guide', access: 'write' });
    const [row] = await h().db.select().from(apiKeys).where(eq(apiKeys.id, id));
    const monitor = await asCookie(cookie, 'POST', '/api/v1/monitors', {
      name: 'Paused',
      type: 'http',
      url: 'https://93.184.215.14/',
      paused: true,
    });
    const incidentId = await insertOpenIncident(h().db, {
      workspaceId: row!.workspaceId,
      monitorId: monitor.json<{ id: string }>().id,
      startedAgoMs: 60_000,
    });

    const base = 'https://tocsin.example.com';
    const vars: Record<string, string> = { INCIDENT_ID: incidentId };
    const sent: string[] = [];
    for (const command of shellCommands(guide)) {
      const args = words(command.replaceAll('tocsin_...', key), vars);
      if (args[0] === 'export') {
        const [name, ...value] = args[1]!.split('=');
        vars[name!] = value.join('=');
        continue;
      }
      expect(args[0], command).toBe('curl');
      const request = curlRequest(args);
      expect(request.url.startsWith(base), request.url).toBe(true);
      // The example's host would need DNS; an address literal creates the same monitor without it.
      const body = request.body?.replace('https://shop.example.com', 'https://93.184.215.14');
      const res = await h().injectAsIs({
        method: request.method as 'GET',
        url: request.url.slice(base.length),
        headers: request.headers,
        ...(body === undefined ? {} : { payload: body }),
      });
      expect(res.statusCode, `${command}\n${res.body}`).toBeLessThan(300);
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
    }
    expect(vars.TOCSIN_KEY).toBe(key);
    expect(sent).toEqual([
      'GET /api/v1/monitors',
      'GET /api/v1/monitors',
      'POST /api/v1/monitors',
      'GET /api/v1/incidents',
      `POST /api/v1/incidents/${incidentId}/acknowledge`,
    ]);
    const list = await asCookie(cookie, 'GET', '/api/v1/monitors?sort=name');
    expect(list.json<{ items: { name: string }[] }>().items.map((m) => m.name)).toEqual([
      'Checkout',
      'Paused',
    ]);
    const detail = await asCookie(cookie, 'GET', `/api/v1/incidents/${incidentId}`);
    expect(detail.json()).toMatchObject({ acknowledgedBy: 'Guide' });
  });
});
