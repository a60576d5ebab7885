import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { until } from '../test/wait.js';
import type { TocsinEvents } from './event-bus.js';
import { createRedisEventBus, type RedisEventBus } from './redis-event-bus.js';

const redisUrl = process.env.TEST_REDIS_URL;
const skipped = !redisUrl;
const title = `the Redis event bus${skipped ? ' [skipped: TEST_REDIS_URL is not set]' : ''}`;

/** A log that keeps what it is told, to check what an operator would read. */
function recordingLog() {
  const lines: { level: number; msg: string }[] = [];
  const log = pino(
    { level: 'info' },
    {
      write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }),
    },
  );
  return { log, lines };
}

describe.skipIf(skipped)(title, () => {
  // Each test on its own channel, so runs in parallel on one Redis never meet.
  let prefix = '';
  const open: RedisEventBus[] = [];
  const admin = skipped ? undefined : new Redis(redisUrl);
  afterAll(() => admin?.quit());

  /** A bus as one server process builds it. */
  async function server(log = pino({ level: 'silent' }), name = 'tocsin-test') {
    const bus = createRedisEventBus({ url: redisUrl!, log, prefix, name });
    open.push(bus);
    await bus.ready();
    return bus;
  }

  function received<E extends keyof TocsinEvents>(bus: RedisEventBus, event: E) {
    const seen: TocsinEvents[E][] = [];
    bus.subscribe(event, (payload) => seen.push(payload));
    return seen;
  }

  /** Waits until what `read` says (counts of events received) is what `ok` wants. */
  const eventually = <T>(read: () => T, ok: (value: T) => boolean, everyMs = 50) =>
    until(() => Promise.resolve(read()), ok, { everyMs });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((bus) => bus.close()));
  });

  const changed = (n: number) => ({ monitorId: `m-${n}`, workspaceId: 'w-1' });

  it("brings one server's events to every other server, and to its own subscribers once", async () => {
    prefix = `tocsin-test:${crypto.randomUUID()}:`;
    const [a, b, c] = [await server(), await server(), await server()];
    const onA = received(a, 'monitor.changed');
    const onB = received(b, 'monitor.changed');
    const onC = received(c, 'monitor.changed');
    const deletedOnB = received(b, 'monitor.deleted');

    a.publish('monitor.changed', changed(1));
    // On the publishing server at once, as on the in-process bus.
    expect(onA).toEqual([changed(1)]);
    await eventually(
      () => [onB.length, onC.length],
      ([x, y]) => x === 1 && y === 1,
    );
    expect(onB).toEqual([changed(1)]);
    expect(onC).toEqual([changed(1)]);

    c.publish('monitor.changed', changed(2));
    await eventually(
      () => [onA.length, onB.length],
      ([x, y]) => x === 2 && y === 2,
    );
    // Each server publishes a marker after what it sent before: Redis delivers one publisher's
    // messages in order, so a stray copy arrives before the markers do. None does.
    const markers = [a, b, c].map((bus) => received(bus, 'alerts.queued'));
    for (const bus of [a, b, c]) bus.publish('alerts.queued', { workspaceId: 'marker' });
    await eventually(
      () => markers.map((seen) => seen.length),
      (counts) => counts.every((n) => n === 3),
    );
    expect(onA).toEqual([changed(1), changed(2)]);
    expect(onB).toEqual([changed(1), changed(2)]);
    expect(onC).toEqual([changed(1), changed(2)]);
    expect(deletedOnB).toEqual([]);
  });

  it('keeps the payload as it was published, and stops at unsubscribe', async () => {
    prefix = `tocsin-test:${crypto.randomUUID()}:`;
    const [a, b] = [await server(), await server()];
    const status: TocsinEvents['monitor.status'][] = [];
    const stop = b.subscribe('monitor.status', (payload) => status.push(payload));
    // The shape of the contract, with text that must arrive as it left.
    const event: TocsinEvents['monitor.status'] = {
      monitorId: 'm-1 — “ünïcode” ✓',
      workspaceId: 'w-1',
      status: 'down',
      at: '2026-11-25T12:00:00.000Z',
    };
    a.publish('monitor.status', event);
    await eventually(
      () => status.length,
      (n) => n === 1,
    );
    expect(status[0]).toEqual(event);

    stop();
    a.publish('monitor.status', event);
    const later = received(b, 'monitor.status');
    a.publish('monitor.status', event);
    await eventually(
      () => later.length,
      (n) => n === 2,
    );
    expect(status).toHaveLength(1);
  });

  it('ignores and logs a message on its channel that is not an event, and goes on', async () => {
    prefix = `tocsin-test:${crypto.randomUUID()}:`;
    const { log, lines } = recordingLog();
    const [a, b] = [await server(), await server(log)];
    const onB = received(b, 'alerts.queued');
    for (const junk of ['not json', '{"event":"alerts.queued"}', '[]', 'null']) {
      await admin!.publish(`${prefix}events`, junk);
    }
    a.publish('alerts.queued', { workspaceId: 'w-9' });
    await eventually(
      () => onB.length,
      (n) => n === 1,
    );
    expect(onB).toEqual([{ workspaceId: 'w-9' }]);
    const ignored = lines.filter((l) => l.msg.includes('not an event'));
    expect(ignored).toHaveLength(4);
    expect(ignored.every((l) => l.level === 40)).toBe(true);
  });

  it('subscribes again after Redis drops its connection, and events flow again', async () => {
    prefix = `tocsin-test:${crypto.randomUUID()}:`;
    const { log, lines } = recordingLog();
    const name = `tocsin-test-${crypto.randomUUID()}`;
    const [a, b] = [await server(), await server(log, name)];
    const onB = received(b, 'heartbeat.received');
    // Redis closes the receiving server's connections, as a restart of Redis would.
    const connections = async () =>
      String(await admin!.client('LIST'))
        .split('\n')
        .filter((line) => line.includes(` name=${name}:`))
        .map((line) => /^id=(\d+)/.exec(line)![1]!);
    const ids = await connections();
    expect(ids).toHaveLength(2);
    for (const id of ids) await admin!.call('CLIENT', 'KILL', 'ID', id);
    // Published until the receiving server is subscribed again: pub/sub keeps nothing for a
    // server that is away, so the first ones may be missed, but not the ones after.
    await eventually(
      () => {
        a.publish('heartbeat.received', changed(3));
        return onB.length;
      },
      (n) => n >= 1,
      100,
    );
    expect(onB.every((e) => e.monitorId === 'm-3')).toBe(true);
    // New connections, not the old ones surviving. The publishing one reconnects on its own
    // schedule, which may come after the subscriber's.
    const now = await until(connections, (c) => c.length === 2);
    expect(now.some((id) => ids.includes(id))).toBe(false);
    expect(lines.some((l) => l.msg.includes('cannot be reached'))).toBe(
      lines.some((l) => l.msg.includes('reachable again')),
    );
  });
});
