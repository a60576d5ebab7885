import { execFile } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import type { PingDetails } from '@tocsin/contract';
import { fromSource } from '../../lib/network/source-address.js';
import { TargetDnsError, TargetRefusedError } from '../../lib/network/target-guard.js';
import type { CheckFn } from './types.js';
import { monitorRefusal, ms, resultFor } from './result.js';

export type PingStats = PingDetails;

/** Reads the summary iputils ping prints (in the C locale); null when it printed none. */
export function parsePingOutput(stdout: string): PingStats | null {
  const counts = /(\d+) packets transmitted, (\d+) received/.exec(stdout);
  const loss = /([\d.]+)% packet loss/.exec(stdout);
  if (!counts || !loss) return null;
  const rtt = /= ([\d.]+)\/([\d.]+)\/([\d.]+)\/[\d.]+ ms/.exec(stdout);
  return {
    sent: Number(counts[1]),
    received: Number(counts[2]),
    loss: Number(loss[1]),
    min: rtt ? Number(rtt[1]) : null,
    avg: rtt ? Number(rtt[2]) : null,
    max: rtt ? Number(rtt[3]) : null,
  };
}

export interface PingOutcome {
  stdout: string;
  stderr: string;
  error: (Error & { code?: unknown; killed?: boolean }) | null;
}

/** Runs ping and never rejects: a spawn the kernel refuses at once (EPERM throws) is an outcome too. */
export function runPing(file: string, args: string[], timeoutMs: number, signal: AbortSignal) {
  return new Promise<PingOutcome>((resolve) => {
    execFile(
      file,
      args,
      // The C locale keeps the summary parseable; nothing else from our environment is needed.
      {
        env: { LC_ALL: 'C' },
        timeout: timeoutMs,
        killSignal: 'SIGKILL',
        signal,
        maxBuffer: 64 * 1024,
      },
      (error, stdout, stderr) => resolve({ stdout, stderr, error }),
    );
  }).catch((error: unknown) => ({ stdout: '', stderr: '', error: error as PingOutcome['error'] }));
}

/** Where Debian and Ubuntu's iputils-ping installs ping. */
export const DEFAULT_PING_PATH = '/usr/bin/ping';

/**
 * Why ping could not run at all on this machine, whatever the target: not installed, not
 * executable, or not allowed to open an ICMP socket. Null when it ran, or failed for the target
 * alone (`sendmsg: Operation not permitted` is a firewall refusing that one host).
 */
export function whyPingCannotRun({ error, stderr }: PingOutcome, pingPath: string): string | null {
  if (error?.code === 'ENOENT') {
    return 'the ping program is not installed (Debian/Ubuntu: apt-get install iputils-ping)';
  }
  if (error?.code === 'EACCES') return `${pingPath} may not be executed by this user`;
  // EPERM: the kernel will not start a ping whose file capability this process may not have (a
  // container without CAP_NET_RAW). iputils says "socket: Operation not permitted" (older: "icmp
  // open socket: ..."), since 2021 with "=> missing cap_net_raw+p capability or setuid?".
  if (
    error?.code === 'EPERM' ||
    /socket: (Operation not permitted|Permission denied)|cap_net_raw/.test(stderr)
  ) {
    return 'ping is installed but may not open ICMP sockets here (it needs the cap_net_raw capability or net.ipv4.ping_group_range including this user)';
  }
  return null;
}

/** The sentence a refused request or a failed check shows for a reason above. */
export const pingCannotRunMessage = (reason: string) =>
  `Ping checks cannot run on this server: ${reason}`;

export interface PingCheckOptions {
  /** Where iputils ping lives; it needs cap_net_raw or a ping_group_range that allows ICMP. */
  pingPath?: string;
}

export function createPingCheck({ pingPath = DEFAULT_PING_PATH }: PingCheckOptions = {}) {
  const pingCheck: CheckFn<'ping'> = async (config, ctx) => {
    const checkedAt = ctx.now();
    const started = performance.now();
    const base = resultFor(checkedAt, started);

    let target;
    try {
      [target] = await ctx.resolve(config.host.trim().replace(/^\[(.*)\]$/, '$1'));
    } catch (err) {
      if (err instanceof TargetRefusedError) {
        return base({ errorKind: 'refused-target', message: monitorRefusal(err) });
      }
      if (err instanceof TargetDnsError) return base({ errorKind: 'dns', message: err.message });
      throw err;
    }
    if (!target) return base({ errorKind: 'dns', message: `${config.host} has no address` });
    const remoteAddress = target.address;

    // ping sends every 0.2 s, then waits this long for the last reply; the total stays within
    // the monitor's timeout so a silent host reports its loss instead of being killed.
    const budget = ctx.timeoutMs / 1000 - (config.packets - 1) * 0.2 - 0.5;
    const wait = Math.min(5, Math.max(1, Math.floor(budget)));
    const args = ['-n', '-c', String(config.packets), '-W', String(wait), '-i', '0.2'];
    if (target.family === 6) args.unshift('-6');
    const source = fromSource([target], ctx.localAddress);
    if (source.localAddress) args.unshift('-I', source.localAddress);
    args.push(target.address);
    const outcome = await runPing(pingPath, args, ctx.timeoutMs, ctx.signal);
    const { stdout, stderr, error } = outcome;
    const stats = parsePingOutput(stdout);

    if (!stats) {
      const cannotRun = whyPingCannotRun(outcome, pingPath);
      if (cannotRun) {
        return base({
          errorKind: 'internal',
          message: pingCannotRunMessage(cannotRun),
          remoteAddress,
        });
      }
      if (error?.killed || error?.name === 'AbortError' || ctx.signal.aborted) {
        const message = `ping to ${config.host} did not finish in time`;
        return base({ errorKind: 'timeout', message, remoteAddress });
      }
      const reason = stderr.trim().split('\n')[0] || error?.message || 'no summary';
      return base({ errorKind: 'connect', message: `ping failed: ${reason}`, remoteAddress });
    }

    const details = { ...stats };
    if (stats.received === 0 || stats.loss >= 100) {
      const message = `No reply from ${config.host} to ${stats.sent} ping${stats.sent === 1 ? '' : 's'}`;
      return base({ errorKind: 'ping-loss', message, remoteAddress, details });
    }
    const timings = { total: stats.avg ?? ms(started) };
    if (stats.loss > 0) {
      const lost = stats.sent - stats.received;
      const message = `${lost} of ${stats.sent} pings to ${config.host} were lost (${stats.loss}%)`;
      return base({
        status: 'degraded',
        errorKind: 'ping-loss',
        message,
        timings,
        remoteAddress,
        details,
      });
    }
    return base({ status: 'up', timings, remoteAddress, details });
  };
  return pingCheck;
}

export const pingCheck = createPingCheck();

/** How long the start-up ping may take; loopback answers in well under a millisecond. */
const PROBE_TIMEOUT_MS = 5_000;

/**
 * Runs ping once against 127.0.0.1 as the checks run it, and says why it cannot run here, or
 * null when it can: a summary came back, replies or not. A ping that outlives the deadline gets
 * the benefit of the doubt, since a slow start on a busy machine is not a missing ping.
 */
export async function probePing(
  pingPath = DEFAULT_PING_PATH,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<string | null> {
  const args = ['-n', '-c', '1', '-W', '1', '127.0.0.1'];
  const outcome = await runPing(pingPath, args, timeoutMs, AbortSignal.timeout(timeoutMs));
  if (parsePingOutput(outcome.stdout)) return null;
  const cannotRun = whyPingCannotRun(outcome, pingPath);
  if (cannotRun) return cannotRun;
  if (outcome.error?.killed || outcome.error?.name === 'AbortError') return null;
  const printed = outcome.stderr.trim().split('\n')[0] || outcome.error?.message || 'no output';
  return `ping failed on this server: ${printed}`;
}
