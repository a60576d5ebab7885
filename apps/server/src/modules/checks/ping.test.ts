import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPingCheck,
  parsePingOutput,
  pingCheck,
  probePing,
  whyPingCannotRun,
} from './ping.js';
import { createTargetResolver } from '../../lib/network/target-guard.js';
import type { CheckContext } from './types.js';

const PARTIAL_LOSS = `PING 192.0.2.7 (192.0.2.7) 56(84) bytes of data.
64 bytes from 192.0.2.7: icmp_seq=1 ttl=57 time=11.2 ms
64 bytes from 192.0.2.7: icmp_seq=3 ttl=57 time=12.9 ms

--- 192.0.2.7 ping statistics ---
3 packets transmitted, 2 received, 33.3333% packet loss, time 402ms
rtt min/avg/max/mdev = 11.213/12.056/12.900/0.843 ms
`;
const TOTAL_LOSS = `PING 192.0.2.8 (192.0.2.8) 56(84) bytes of data.

--- 192.0.2.8 ping statistics ---
3 packets transmitted, 0 received, +3 errors, 100% packet loss, time 2040ms
`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tocsin-ping-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A stand-in for ping that prints `output` and exits with `code`, for losses 127.0.0.1 never has. */
async function fakePing(name: string, script: string) {
  const file = path.join(dir, name);
  await writeFile(file, `#!/bin/sh\n${script}\n`);
  await chmod(file, 0o755);
  return file;
}

function context(overrides: Partial<CheckContext> = {}): CheckContext {
  return {
    resolve: createTargetResolver({ allowPrivate: true }),
    signal: AbortSignal.timeout(10_000),
    timeoutMs: 10_000,
    now: () => new Date(),
    ...overrides,
  };
}

const config = (host: string, packets = 2) => ({
  type: 'ping' as const,
  ...{ name: 'ping', intervalSeconds: 60, timeoutSeconds: 10, tags: [], confirmations: 1 },
  host,
  packets,
});

// The system's ping, tried as the server tries it at start-up; without it these are skipped.
const cannotPing = await probePing();

describe.skipIf(cannotPing !== null)(
  `ping check with the system's ping${cannotPing ? `: skipped, ${cannotPing}` : ''}`,
  () => {
    it('is up for 127.0.0.1 with no loss and parsed round trips', async () => {
      const result = await pingCheck(config('127.0.0.1', 3), context());
      expect(result).toMatchObject({ status: 'up', errorKind: null, remoteAddress: '127.0.0.1' });
      expect(result.details).toMatchObject({ sent: 3, received: 3, loss: 0 });
      const { min, avg, max } = result.details as { min: number; avg: number; max: number };
      expect(min).toBeGreaterThan(0);
      expect(min).toBeLessThanOrEqual(avg);
      expect(avg).toBeLessThanOrEqual(max);
      expect(result.timings.total).toBe(avg);
    });

    it('pings IPv6 loopback with ping -6', async () => {
      const result = await pingCheck(config('::1', 1), context());
      expect(result).toMatchObject({ status: 'up', remoteAddress: '::1' });
      expect(result.details).toMatchObject({ sent: 1, received: 1, loss: 0 });
    });
  },
);

describe('ping check', () => {
  it('refuses a loopback target when private targets are not allowed', async () => {
    const resolve = createTargetResolver({ allowPrivate: false });
    const result = await pingCheck(config('127.0.0.1'), context({ resolve }));
    expect(result).toMatchObject({ status: 'down', errorKind: 'refused-target', details: null });
  });

  it('is degraded with ping-loss when some packets are lost', async () => {
    const pingPath = await fakePing('lossy', `cat <<'EOF'\n${PARTIAL_LOSS}EOF\nexit 1`);
    const result = await createPingCheck({ pingPath })(config('127.0.0.1', 3), context());
    expect(result).toMatchObject({ status: 'degraded', errorKind: 'ping-loss' });
    expect(result.message).toBe('1 of 3 pings to 127.0.0.1 were lost (33.3333%)');
    expect(result.timings.total).toBe(12.056);
  });

  it('is down with ping-loss when no packet comes back', async () => {
    const pingPath = await fakePing('silent', `cat <<'EOF'\n${TOTAL_LOSS}EOF\nexit 1`);
    const result = await createPingCheck({ pingPath })(config('127.0.0.1', 3), context());
    expect(result).toMatchObject({ status: 'down', errorKind: 'ping-loss' });
    expect(result.details).toMatchObject({ sent: 3, received: 0, loss: 100, avg: null });
  });

  it('kills ping and reports a timeout when it outlives the check', async () => {
    const pingPath = await fakePing('stuck', 'exec sleep 30');
    const started = Date.now();
    const ctx = context({ timeoutMs: 300, signal: AbortSignal.timeout(300) });
    const result = await createPingCheck({ pingPath })(config('127.0.0.1'), ctx);
    expect(result).toMatchObject({ status: 'down', errorKind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('says to install iputils-ping when the binary is missing', async () => {
    const pingPath = path.join(dir, 'no-such-ping');
    const result = await createPingCheck({ pingPath })(config('127.0.0.1'), context());
    expect(result).toMatchObject({ status: 'down', errorKind: 'internal' });
    expect(result.message).toBe(
      'Ping checks cannot run on this server: the ping program is not installed (Debian/Ubuntu: apt-get install iputils-ping)',
    );
  });

  it('blames the server, not the host, when ping may not open an ICMP socket', async () => {
    const refused =
      'ping: socket: Operation not permitted\nping: => missing cap_net_raw+p capability or setuid?';
    const pingPath = await fakePing('no-capability', `printf '${refused}\\n' >&2\nexit 2`);
    const result = await createPingCheck({ pingPath })(config('127.0.0.1'), context());
    expect(result).toMatchObject({ status: 'down', errorKind: 'internal' });
    expect(result.message).toMatch(
      /^Ping checks cannot run on this server: ping is installed but may not open ICMP sockets/,
    );
  });

  it('reports a firewall refusing one host as a failure to reach it', async () => {
    const pingPath = await fakePing(
      'firewalled',
      `echo 'ping: sendmsg: Operation not permitted' >&2\nexit 2`,
    );
    const result = await createPingCheck({ pingPath })(config('127.0.0.1'), context());
    expect(result).toMatchObject({
      status: 'down',
      errorKind: 'connect',
      message: 'ping failed: ping: sendmsg: Operation not permitted',
    });
  });
});

describe('whyPingCannotRun', () => {
  it('blames the missing capability when the kernel will not start ping (EPERM)', () => {
    // A container without CAP_NET_RAW cannot exec a ping that has it as a file capability.
    const error = Object.assign(new Error('spawn EPERM'), { code: 'EPERM' });
    expect(whyPingCannotRun({ stdout: '', stderr: '', error }, '/usr/bin/ping')).toMatch(
      /^ping is installed but may not open ICMP sockets here/,
    );
  });

  it('finds nothing wrong with the machine when ping ran and lost every packet', () => {
    const error = Object.assign(new Error('Command failed'), { code: 1 });
    expect(whyPingCannotRun({ stdout: TOTAL_LOSS, stderr: '', error }, '/usr/bin/ping')).toBeNull();
  });
});

describe('parsePingOutput', () => {
  it('reads counts, loss and round trips', () => {
    expect(parsePingOutput(PARTIAL_LOSS)).toEqual({
      ...{ sent: 3, received: 2, loss: 33.3333 },
      ...{ min: 11.213, avg: 12.056, max: 12.9 },
    });
  });

  it('returns null without a summary', () => {
    expect(parsePingOutput('ping: connect: Network is unreachable\n')).toBeNull();
  });
});
