import net from 'node:net';
import { performance } from 'node:perf_hooks';
import tls from 'node:tls';
import type { CheckErrorKind, PhaseTimings } from '@tocsin/contract';
import { inspectCertificate } from '../../lib/network/certificate.js';
import { fromSource } from '../../lib/network/source-address.js';
import {
  TargetDnsError,
  TargetRefusedError,
  pinnedLookup,
} from '../../lib/network/target-guard.js';
import type { CheckContext, CheckFn } from './types.js';
import { monitorRefusal, ms, resultFor } from './result.js';

/** Trust roots for TLS; absent means Node's bundled public roots. */
export interface TlsTrustOptions {
  /** PEM certificates of a private CA to trust instead of the public roots (self-hosters). */
  ca?: string[];
}

export interface ConnectOptions extends TlsTrustOptions {
  tls: boolean;
  /** False lets a certificate check inspect a chain the handshake would otherwise refuse. */
  rejectUnauthorized?: boolean;
}

export interface OpenConnection {
  socket: net.Socket | tls.TLSSocket;
  remoteAddress: string | null;
  timings: Omit<PhaseTimings, 'total'>;
}

/** Why a connection could not be opened, in the contract's words. */
export class ConnectError extends Error {
  constructor(
    readonly kind: CheckErrorKind,
    message: string,
    readonly timings: Omit<PhaseTimings, 'total'>,
  ) {
    super(message);
    this.name = 'ConnectError';
  }
}

const codeOf = (err: unknown) => (err as { code?: unknown } | null)?.code;

/**
 * Resolves `host` through the SSRF guard and connects to the checked addresses only (pinned
 * lookup), with TLS on top when asked. The caller owns the socket and must destroy it.
 */
export async function openConnection(
  host: string,
  port: number,
  options: ConnectOptions,
  ctx: CheckContext,
): Promise<OpenConnection> {
  const bare = host.trim().replace(/^\[(.*)\]$/, '$1');
  const started = performance.now();
  let addresses;
  try {
    addresses = await ctx.resolve(bare);
  } catch (err) {
    if (err instanceof TargetRefusedError)
      throw new ConnectError('refused-target', monitorRefusal(err), {});
    if (err instanceof TargetDnsError) throw new ConnectError('dns', err.message, {});
    throw err;
  }
  const timings: Omit<PhaseTimings, 'total'> = { dns: ms(started) };
  const first = addresses[0];
  if (ctx.signal.aborted || !first) {
    throw new ConnectError('timeout', `No connection to ${host}:${port} in time`, timings);
  }
  // An IP literal skips the lookup, so connect to the address the guard judged, not the literal.
  const connectHost = net.isIP(bare) ? first.address : bare;
  const connectStarted = performance.now();
  let tlsStarted = 0;
  const source = fromSource(addresses, ctx.localAddress);
  const common = {
    host: connectHost,
    port,
    lookup: pinnedLookup(source.addresses),
    ...(source.localAddress ? { localAddress: source.localAddress } : {}),
  };
  const socket = options.tls
    ? tls.connect({
        ...common,
        // SNI must not carry an IP address (RFC 6066); the identity check still covers IPs.
        servername: net.isIP(bare) ? '' : bare,
        rejectUnauthorized: options.rejectUnauthorized ?? true,
        ...(options.ca ? { ca: options.ca } : {}),
      })
    : net.connect(common);

  return new Promise<OpenConnection>((resolve, reject) => {
    const fail = (kind: CheckErrorKind, message: string) => {
      cleanup();
      socket.destroy();
      reject(new ConnectError(kind, message, timings));
    };
    const onAbort = () => fail('timeout', `No connection to ${host}:${port} in time`);
    const onConnect = () => {
      timings.connect = ms(connectStarted);
      tlsStarted = performance.now();
      if (!options.tls) done();
    };
    const onSecure = () => {
      timings.tls = ms(tlsStarted);
      done();
    };
    const onError = (err: Error) => {
      const code = codeOf(err);
      if (timings.connect === undefined) {
        fail('connect', `Could not connect to ${host}:${port}: ${describeSocketError(err)}`);
      } else if (code === 'ECONNRESET' || code === 'EPIPE') {
        fail('reset', `${host}:${port} closed the connection during the TLS handshake`);
      } else {
        fail('tls', `TLS handshake with ${host}:${port} failed: ${err.message}`);
      }
    };
    const onClose = () => fail('reset', `${host}:${port} closed the connection`);
    const done = () => {
      cleanup();
      resolve({ socket, remoteAddress: socket.remoteAddress ?? null, timings });
    };
    const cleanup = () => {
      ctx.signal.removeEventListener('abort', onAbort);
      socket.off('connect', onConnect).off('secureConnect', onSecure);
      socket.off('error', onError).off('close', onClose);
      // A late error after the caller took over must not crash the process.
      socket.on('error', () => undefined);
    };
    ctx.signal.addEventListener('abort', onAbort, { once: true });
    socket.once('connect', onConnect).once('secureConnect', onSecure);
    socket.once('error', onError).once('close', onClose);
  });
}

/**
 * Ends a connection opened by openConnection. TLS ends politely: destroying right after the
 * handshake drops our Finished message and the server logs a reset. A grace timer bounds it.
 */
export function closeConnection(socket: net.Socket): void {
  if (!(socket instanceof tls.TLSSocket) || socket.destroyed) {
    socket.destroy();
    return;
  }
  const timer = setTimeout(() => socket.destroy(), 1_000);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  socket.end();
}

function describeSocketError(err: Error): string {
  switch (codeOf(err)) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'EHOSTUNREACH':
      return 'host unreachable';
    case 'ENETUNREACH':
      return 'network unreachable';
    case 'ETIMEDOUT':
      return 'timed out';
    default:
      return err.message;
  }
}

/** Builds a tcp check; `ca` replaces the public roots when the target uses a private CA. */
export function createTcpCheck(trust: TlsTrustOptions = {}): CheckFn<'tcp'> {
  return async (config, ctx) => {
    const checkedAt = ctx.now();
    const started = performance.now();
    const base = resultFor(checkedAt, started);
    try {
      const conn = await openConnection(
        config.host,
        config.port,
        { ...trust, tls: config.tls },
        ctx,
      );
      const certificate =
        conn.socket instanceof tls.TLSSocket
          ? inspectCertificate(conn.socket, config.host, ctx.now())
          : null;
      closeConnection(conn.socket);
      return base({
        status: 'up',
        timings: { ...conn.timings, total: ms(started) },
        remoteAddress: conn.remoteAddress,
        certificate,
      });
    } catch (err) {
      if (!(err instanceof ConnectError)) throw err;
      return base({
        errorKind: err.kind,
        message: err.message,
        timings: { ...err.timings, total: ms(started) },
      });
    }
  };
}

export const tcpCheck = createTcpCheck();
