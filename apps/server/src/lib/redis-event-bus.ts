import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import {
  createLocalEventBus,
  type EventBus,
  type EventName,
  type TocsinEvents,
} from './event-bus.js';

/** One event on the wire: the process that published it, its name and its payload. */
interface Envelope {
  from: string;
  event: EventName;
  payload: unknown;
}

export interface RedisEventBus extends EventBus {
  /** Resolves once both connections are up and the channel is subscribed. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

function isEnvelope(value: unknown): value is Envelope {
  if (!value || typeof value !== 'object') return false;
  const { from, event } = value as Partial<Envelope>;
  return typeof from === 'string' && typeof event === 'string' && 'payload' in value;
}

/**
 * The event bus of a deployment of several processes: an event reaches this process's
 * subscribers at once, as on the local bus, and every other process's through Redis pub/sub (one
 * channel, `<prefix>events`). Pub/sub keeps nothing: a process that is disconnected when an event
 * is published misses it, so what must not be lost (alerts, results) travels through the
 * database or a queue, and these events only make it happen sooner. ioredis reconnects and
 * subscribes again on its own, and holds what is published while it reconnects.
 */
export function createRedisEventBus(options: {
  url: string;
  log: FastifyBaseLogger;
  /** Keeps the channels of several Tocsin instances (or test runs) on one Redis apart. */
  prefix?: string;
  /** Names this process's connections in Redis's CLIENT LIST (`<name>:events-subscribe`). */
  name?: string;
}): RedisEventBus {
  const { url, log } = options;
  const channel = `${options.prefix ?? 'tocsin:'}events`;
  const self = crypto.randomUUID();
  const local = createLocalEventBus();
  const name = options.name ?? 'tocsin';
  const publisher = new Redis(url, { connectionName: `${name}:events-publish` });
  const subscriber = new Redis(url, { connectionName: `${name}:events-subscribe` });

  // ioredis reports each failed reconnection; the log says once that Redis is gone and once
  // that it is back.
  let reachable = true;
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (err: Error) => {
      if (!reachable) return;
      reachable = false;
      log.warn({ err }, 'Redis cannot be reached; events between servers wait for it');
    });
    connection.on('ready', () => {
      if (reachable) return;
      reachable = true;
      log.info('Redis is reachable again; events between servers flow');
    });
  }

  const subscribed = subscriber.subscribe(channel);
  subscribed.catch(() => {
    // Reported by the error handler above; ioredis subscribes again when it reconnects.
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let envelope: unknown;
    try {
      envelope = JSON.parse(text);
    } catch {
      envelope = null;
    }
    if (!isEnvelope(envelope)) {
      log.warn({ channel }, 'ignored a message on the events channel that is not an event');
      return;
    }
    if (envelope.from === self) return;
    local.publish(envelope.event, envelope.payload as TocsinEvents[typeof envelope.event]);
  });

  return {
    publish(event, payload) {
      local.publish(event, payload);
      const envelope: Envelope = { from: self, event, payload };
      publisher.publish(channel, JSON.stringify(envelope)).catch((err: unknown) => {
        log.warn({ err, event }, 'an event could not be sent to the other servers');
      });
    },
    subscribe(event, handler) {
      return local.subscribe(event, handler);
    },
    async ready() {
      await subscribed;
      if (publisher.status !== 'ready') {
        await new Promise<void>((resolve) => publisher.once('ready', resolve));
      }
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
