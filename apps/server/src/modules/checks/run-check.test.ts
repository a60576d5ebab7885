import http from 'node:http';
import net from 'node:net';
import { findUnstorableText, httpMonitorInput, keywordMonitorInput } from '@tocsin/contract';
import { describe, expect, it } from 'vitest';
import { runCheck } from './run-check.js';
import { createTargetResolver } from '../../lib/network/target-guard.js';
import { until } from '../../test/wait.js';

describe('runCheck', () => {
  it('answers by the timeout even when the target accepts and never speaks', async () => {
    const sockets = new Set<net.Socket>();
    let closed = 0;
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      // Read (and ignore) what arrives so the end of the stream is noticed.
      socket.resume();
      socket.on('close', () => (closed += 1));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const started = performance.now();
    const result = await runCheck(
      httpMonitorInput.parse({
        type: 'http',
        name: 'Silent',
        url: `http://127.0.0.1:${port}/`,
        timeoutSeconds: 1,
      }),
      { resolve: createTargetResolver({ allowPrivate: true }) },
    );
    const elapsed = performance.now() - started;
    expect(result.status).toBe('down');
    expect(result.errorKind, result.message ?? '').toBe('timeout');
    expect(elapsed).toBeGreaterThanOrEqual(950);
    expect(elapsed).toBeLessThan(2_100);
    // The check released its socket: the server sees the connection close.
    await until(
      () => Promise.resolve(closed),
      (n) => n > 0,
      { timeoutMs: 2_000, everyMs: 10 },
    );
    expect(sockets.size).toBe(1);
    expect(closed).toBe(1);
    sockets.forEach((s) => s.destroy());
    await new Promise((resolve) => silent.close(resolve));
  });

  it('hands back a result PostgreSQL can store, whatever the target or the message clipped', async () => {
    const server = http.createServer((_req, res) => res.end('nothing to see'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    // The message quotes the keyword clipped to 80 characters: through the middle of the emoji.
    const keyword = `${'k'.repeat(79)}😀 and more`;
    const result = await runCheck(
      keywordMonitorInput.parse({
        type: 'keyword',
        name: 'Clipped',
        url: `http://127.0.0.1:${port}/`,
        keyword,
      }),
      { resolve: createTargetResolver({ allowPrivate: true }) },
    );
    await new Promise((resolve) => server.close(resolve));
    expect(result.errorKind).toBe('keyword');
    expect(result.message).toContain(`${'k'.repeat(79)}\uFFFD…`);
    expect(findUnstorableText(result)).toBeNull();
  });
});
