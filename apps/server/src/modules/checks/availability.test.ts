import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorTypes } from '@tocsin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../../lib/errors.js';
import { statusOf } from '../../lib/error-handler.js';
import { probeCheckTypes } from './availability.js';
import { probePing } from './ping.js';

const NOT_INSTALLED =
  'the ping program is not installed (Debian/Ubuntu: apt-get install iputils-ping)';
const NOT_PERMITTED =
  'ping is installed but may not open ICMP sockets here (it needs the cap_net_raw capability or net.ipv4.ping_group_range including this user)';

const ANSWERED = `PING 127.0.0.1 (127.0.0.1) 56(84) bytes of data.
64 bytes from 127.0.0.1: icmp_seq=1 ttl=64 time=0.041 ms

--- 127.0.0.1 ping statistics ---
1 packets transmitted, 1 received, 0% packet loss, time 0ms
rtt min/avg/max/mdev = 0.041/0.041/0.041/0.000 ms
`;
const UNANSWERED = `PING 127.0.0.1 (127.0.0.1) 56(84) bytes of data.

--- 127.0.0.1 ping statistics ---
1 packets transmitted, 0 received, 100% packet loss, time 0ms
`;
// What iputils 20221126 prints without cap_net_raw and outside net.ipv4.ping_group_range.
const NO_CAPABILITY = `/usr/bin/ping: socktype: SOCK_RAW
/usr/bin/ping: socket: Operation not permitted
/usr/bin/ping: => missing cap_net_raw+p capability or setuid?`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tocsin-availability-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A stand-in for ping: a shell script, so each way ping can fail is one script. */
async function fakePing(name: string, script: string, mode = 0o755) {
  const file = path.join(dir, name);
  await writeFile(file, `#!/bin/sh\n${script}\n`);
  await chmod(file, mode);
  return file;
}

const prints = (stdout: string, stderr: string, code: number) =>
  `cat <<'EOF'\n${stdout}EOF\ncat >&2 <<'EOF'\n${stderr}\nEOF\nexit ${code}`;

const warnings = () => {
  const seen: unknown[] = [];
  return { seen, log: { warn: (details: unknown) => void seen.push(details) } };
};

describe('probePing', () => {
  it('finds ping usable when it answers one ping to 127.0.0.1 in the C locale', async () => {
    const pingPath = await fakePing(
      'works',
      `[ "$*" = "-n -c 1 -W 1 127.0.0.1" ] && [ "$LC_ALL" = C ] || { echo "unexpected: $*" >&2; exit 2; }\n` +
        prints(ANSWERED, '', 0),
    );
    expect(await probePing(pingPath)).toBeNull();
  });

  it('finds ping usable when it ran but 127.0.0.1 did not answer', async () => {
    const pingPath = await fakePing('unanswered', prints(UNANSWERED, '', 1));
    expect(await probePing(pingPath)).toBeNull();
  });

  it('says the ping program is not installed when there is none', async () => {
    expect(await probePing(path.join(dir, 'no-such-ping'))).toBe(NOT_INSTALLED);
  });

  it.each([
    ['iputils 20221126', NO_CAPABILITY],
    ['older iputils', 'ping: icmp open socket: Operation not permitted'],
    ['a group outside ping_group_range', 'ping: socket: Permission denied'],
  ])('says ping may not open ICMP sockets when %s refuses', async (_name, stderr) => {
    const pingPath = await fakePing(`refused-${stderr.length}`, prints('', stderr, 2));
    expect(await probePing(pingPath)).toBe(NOT_PERMITTED);
  });

  it('says the program may not be executed when it has no execute permission', async () => {
    const pingPath = await fakePing('not-executable', prints(ANSWERED, '', 0), 0o644);
    expect(await probePing(pingPath)).toBe(`${pingPath} may not be executed by this user`);
  });

  it('passes on what ping printed when it failed otherwise', async () => {
    const pingPath = await fakePing(
      'unreachable',
      prints('', 'ping: connect: Network is unreachable', 2),
    );
    expect(await probePing(pingPath)).toBe(
      'ping failed on this server: ping: connect: Network is unreachable',
    );
  });

  it('gives a ping that outlives the deadline the benefit of the doubt, and kills it', async () => {
    const pingPath = await fakePing('stuck', 'exec sleep 30');
    const started = Date.now();
    expect(await probePing(pingPath, 300)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('probeCheckTypes', () => {
  it('answers every type available when ping works, and refuses none', async () => {
    const { seen, log } = warnings();
    const types = probeCheckTypes({
      log,
      pingPath: await fakePing('fine', prints(ANSWERED, '', 0)),
    });
    expect(await types.list()).toEqual(
      monitorTypes.map((type) => ({ type, available: true, reason: null })),
    );
    await expect(types.assertAvailable('ping')).resolves.toBeUndefined();
    expect(seen).toEqual([]);
  });

  it('marks ping unavailable with its reason, refuses it on the type field and logs it once', async () => {
    const { seen, log } = warnings();
    const types = probeCheckTypes({ log, pingPath: path.join(dir, 'absent') });
    const list = await types.list();
    expect(list.find((t) => t.type === 'ping')).toEqual({
      type: 'ping',
      available: false,
      reason: NOT_INSTALLED,
    });
    expect(list.filter((t) => t.available)).toHaveLength(monitorTypes.length - 1);

    const refusal = await types.assertAvailable('ping').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ValidationError);
    const message = `Ping checks cannot run on this server: ${NOT_INSTALLED}`;
    expect(statusOf[(refusal as ValidationError).code]).toBe(400);
    expect(refusal).toMatchObject({
      code: 'validation-failed',
      message,
      issues: [{ path: 'type', message }],
    });
    await expect(types.assertAvailable('http')).resolves.toBeUndefined();
    await types.list();
    expect(seen).toEqual([{ reason: NOT_INSTALLED }]);
  });

  it('returns at once and answers when the probe is done', async () => {
    const pingPath = await fakePing('slow', `sleep 0.4\n${prints(ANSWERED, '', 0)}`);
    // The probe sleeps 0.4 s after it starts, so a call that waited for it returns that late;
    // one that returns at once leaves the list at least that long to come after it.
    const types = probeCheckTypes({ log: warnings().log, pingPath });
    const returned = Date.now();
    const list = await types.list();
    expect(Date.now() - returned).toBeGreaterThanOrEqual(350);
    expect(list.every((t) => t.available)).toBe(true);
  });
});
