import {
  channelConfigSchemas,
  toStorableText,
  type ChannelKind,
  type DeliveryStatus,
} from '@tocsin/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import {
  channels,
  deliveries,
  deliveryAttempts,
  pushSubscriptions,
  statusSubscribers,
  type OutboxMessage,
} from '../../db/schema.js';
import { systemClock, type Cancel, type Clock } from '../../lib/clock.js';
import type { EventBus } from '../../lib/event-bus.js';
import { DeliveryError } from '../channels/http.js';
import { sendAlertEmail } from '../channels/kinds/email.js';
import { PushSubscriptionGoneError, sendWebPush } from '../channels/push.js';
import { channelModule, deliveryRoute, unavailableReason } from '../channels/registry.js';
import type { SecretBox } from '../channels/secrets.js';
import type { AlertMessage, SendContext, SendResult } from '../channels/types.js';
import { notifyInbox } from '../inbox/service.js';
import { addTimeline } from '../incidents/timeline.js';
import { sendToSubscriber } from '../subscribers/send.js';
import type { SubscriberTokens } from '../subscribers/tokens.js';

type DeliveryRow = typeof deliveries.$inferSelect;

export interface DispatcherDeps {
  db: Db;
  bus: EventBus;
  log: FastifyBaseLogger;
  send: SendContext;
  secrets: SecretBox;
  /** The tokens of status page subscribers' unsubscribe links. */
  tokens: SubscriberTokens;
  /** A delivery that keeps failing is given up this long after it was planned. */
  retryHorizonMs: number;
  /** Rows claimed at once; they are sent concurrently. */
  batchSize?: number;
  /** How long a claim lasts: a process that dies mid-send loses its rows to another after this. */
  leaseMs?: number;
  /** How often due rows are looked for when nothing wakes the dispatcher. */
  pollMs?: number;
  /** First retry delay; later ones double, with jitter. */
  retryBaseMs?: number;
  clock?: Clock;
}

/**
 * The longest step between two tries. Alerts are urgent: in its first ten minutes a waiting alert
 * is tried at least every 30 s, so it goes soon after a mail server or provider is back; after
 * that, every 5 minutes at most, so an endpoint that stays broken for hours costs ~100 attempts.
 */
const URGENT_CAP_MS = 30_000;
const LATER_CAP_MS = 5 * 60_000;
const URGENT_FOR_MS = 10 * 60_000;

/** Exponential backoff with equal jitter (half the step fixed, half random), capped by age. */
export function backoffMs(attempt: number, baseMs: number, ageMs: number, random = Math.random) {
  const cap = ageMs < URGENT_FOR_MS ? URGENT_CAP_MS : LATER_CAP_MS;
  const step = Math.min(cap, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + (step / 2) * random());
}

function describeEvent(row: DeliveryRow) {
  const m = row.message;
  if (m.event === 'status-post') return 'Status page update';
  if (m.escalated) return 'Escalation';
  if (m.reminder > 0) return `Reminder ${m.reminder}`;
  return {
    down: 'Down alert',
    up: 'Recovery alert',
    degraded: 'Degraded alert',
    certificate: 'Certificate alert',
    test: 'Test alert',
  }[m.event];
}

/**
 * Sends what the planner put in the outbox. Each pass claims due rows with FOR UPDATE SKIP LOCKED
 * and a lease token, sends them, and records the attempt; only the holder of the token may write
 * the outcome, so a process that lost its lease cannot overwrite another's. Retryable failures
 * come back later with exponential backoff (or the provider's Retry-After) until the horizon.
 */
export function createDispatcher(deps: DispatcherDeps) {
  const { db, bus, log } = deps;
  const batchSize = deps.batchSize ?? 20;
  const leaseMs = deps.leaseMs ?? 60_000;
  const pollMs = deps.pollMs ?? 1_000;
  const retryBaseMs = deps.retryBaseMs ?? 2_000;
  const clock = deps.clock ?? systemClock;
  let stopped = true;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  let pendingWake = false;
  const inFlight = new Set<Promise<void>>();
  /** Attempts this process finished, by `<kind> <outcome>` (delivered, retrying, failed). */
  const outcomes = new Map<string, number>();

  async function claim(now: Date): Promise<DeliveryRow[]> {
    const token = crypto.randomUUID();
    const leaseUntil = new Date(now.getTime() + leaseMs);
    const result: unknown = await db.execute(sql`
      update ${deliveries}
      set status = 'sending', lease_token = ${token}, lease_until = ${leaseUntil},
          attempts = attempts + 1
      where id in (
        select id from ${deliveries}
        where (status = 'pending' and next_attempt_at <= ${now})
           or (status = 'sending' and lease_until < ${now})
        -- A workspace's own alerts first: a page's thousands of subscribers wait behind them.
        order by (subscriber_id is not null), next_attempt_at
        limit ${batchSize}
        for update skip locked
      )
      returning id`);
    const ids = (result as { rows: { id: string }[] }).rows.map((r) => r.id);
    if (ids.length === 0) return [];
    return db
      .select()
      .from(deliveries)
      .where(and(sql`${deliveries.id} in ${ids}`, eq(deliveries.leaseToken, token)));
  }

  /** How to send this row: to its subscriber, through its channel, or to a member's contact. */
  async function sender(row: DeliveryRow): Promise<() => Promise<SendResult>> {
    const ctx = deps.send;
    const message: OutboxMessage = row.message;
    if (message.event === 'status-post') {
      if (!row.subscriberId)
        throw new DeliveryError('The subscriber unsubscribed', { retryable: false });
      const subscriberId = row.subscriberId;
      return () => sendToSubscriber(deps, ctx, subscriberId, message, row.dedupKey);
    }
    const send = await alertSender(row);
    return () => send(message);
  }

  async function alertSender(row: DeliveryRow): Promise<(m: AlertMessage) => Promise<SendResult>> {
    const ctx = deps.send;
    if (row.userId && row.recipient) {
      const to = row.recipient;
      if (row.kind === 'email') return (m) => sendAlertEmail([to], m, ctx.mailer);
      if (row.kind === 'push') {
        const [sub] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, to));
        if (!sub)
          throw new DeliveryError('The browser unsubscribed from push', { retryable: false });
        return (m) => sendWebPush(sub, m, ctx);
      }
      const kind = row.kind as 'sms' | 'voice';
      const unavailable = unavailableReason(kind, ctx.providers);
      if (unavailable) throw new DeliveryError(unavailable, { retryable: false });
      return (m) => channelModule(kind).send({ to }, m, ctx);
    }
    if (!row.channelId) throw new DeliveryError('The channel was deleted', { retryable: false });
    const [channel] = await db.select().from(channels).where(eq(channels.id, row.channelId));
    if (!channel) throw new DeliveryError('The channel was deleted', { retryable: false });
    if (!channel.enabled && row.event !== 'test')
      throw new DeliveryError('The channel is turned off', { retryable: false });
    const kind: ChannelKind = channel.kind;
    const module = channelModule(kind);
    const unavailable = unavailableReason(kind, ctx.providers);
    if (unavailable) throw new DeliveryError(unavailable, { retryable: false });
    const merged = {
      ...channel.config,
      ...(channel.secrets ? deps.secrets.open(channel.secrets) : {}),
    };
    const parsed = channelConfigSchemas[kind].safeParse(merged);
    if (!parsed.success)
      throw new DeliveryError('The channel settings are incomplete; edit the channel', {
        retryable: false,
      });
    return (m) => module.send(parsed.data, m, ctx);
  }

  async function deliver(row: DeliveryRow) {
    const started = clock.now();
    let outcome: { ok: true; result: SendResult } | { ok: false; error: DeliveryError };
    try {
      const send = await sender(row);
      outcome = { ok: true, result: await send() };
    } catch (error) {
      const e =
        error instanceof DeliveryError
          ? error
          : new DeliveryError((error as Error).message ?? String(error), { retryable: true });
      if (!(error instanceof DeliveryError))
        log.error({ err: error, deliveryId: row.id }, 'sending an alert failed unexpectedly');
      outcome = { ok: false, error: e };
      if (error instanceof PushSubscriptionGoneError && row.recipient)
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.recipient));
      // A subscriber's delivery goes with the subscriber (the foreign key cascades).
      if (error instanceof PushSubscriptionGoneError && row.subscriberId)
        await db.delete(statusSubscribers).where(eq(statusSubscribers.id, row.subscriberId));
    }
    const now = new Date(clock.now());
    const durationMs = now.getTime() - started;
    const what = `${describeEvent(row)} ${deliveryRoute(row.kind, row.target)}`;
    let status: DeliveryStatus;
    let nextAttemptAt = row.nextAttemptAt;
    let timeline: {
      kind: 'notification-sent' | 'notification-failed' | 'notification-retrying';
      text: string;
    } | null;
    if (outcome.ok) {
      status = 'delivered';
      timeline = {
        kind: 'notification-sent',
        text: `${what}: delivered${row.attempts > 1 ? ` on attempt ${row.attempts}` : ''}.`,
      };
    } else {
      const e = outcome.error;
      const age = now.getTime() - row.createdAt.getTime();
      const delay = e.retryAfterMs ?? backoffMs(row.attempts, retryBaseMs, age);
      const giveUpAt = row.createdAt.getTime() + deps.retryHorizonMs;
      if (e.retryable && now.getTime() + delay <= giveUpAt) {
        status = 'pending';
        nextAttemptAt = new Date(now.getTime() + delay);
        timeline =
          row.attempts === 1
            ? { kind: 'notification-retrying', text: `${what} failed: ${e.message}. Retrying.` }
            : null;
      } else {
        status = 'failed';
        const after = row.attempts > 1 ? ` after ${row.attempts} attempts` : '';
        timeline = { kind: 'notification-failed', text: `${what} failed${after}: ${e.message}` };
      }
    }
    const error = outcome.ok ? null : outcome.error;
    const written = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(deliveries)
        .set({
          status,
          nextAttemptAt,
          leaseToken: null,
          leaseUntil: null,
          deliveredAt: outcome.ok ? now : null,
          lastError: error?.message ?? null,
          providerId: outcome.ok ? toStorableText(outcome.result.providerId ?? '') || null : null,
        })
        .where(and(eq(deliveries.id, row.id), eq(deliveries.leaseToken, row.leaseToken!)))
        .returning({ id: deliveries.id });
      // Another process took the row over (our lease ran out): its outcome stands.
      if (!updated) return false;
      await tx.insert(deliveryAttempts).values({
        deliveryId: row.id,
        at: new Date(started),
        durationMs,
        ok: outcome.ok,
        retryable: error?.retryable ?? false,
        statusCode: outcome.ok ? (outcome.result.statusCode ?? null) : error!.statusCode,
        error: error?.message ?? null,
      });
      if (timeline && row.incidentId)
        await addTimeline(tx, row.incidentId, timeline.kind, timeline.text, now, row.id);
      // A subscriber's failure is in the delivery log, not in every member's inbox.
      if (status === 'failed' && row.event !== 'test' && !row.subscriberId) {
        await notifyInbox(tx, row.workspaceId, {
          event: 'delivery-failed',
          title: `An alert could not be delivered`,
          body: timeline!.text,
          incidentId: row.incidentId,
          monitorId: row.monitorId,
          at: now,
        });
      }
      return true;
    });
    if (written) {
      const key = `${row.kind} ${status === 'pending' ? 'retrying' : status}`;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      bus.publish('delivery.updated', { workspaceId: row.workspaceId, deliveryId: row.id, status });
      if (status === 'failed')
        log.warn(
          { deliveryId: row.id, target: row.target, error: error?.message },
          'alert delivery failed',
        );
    }
  }

  /** One pass: claim what is due and send it all. Returns how many rows were claimed. */
  async function runOnce(now = new Date(clock.now())) {
    const rows = await claim(now);
    await Promise.all(
      rows.map((row) => {
        const p = deliver(row).catch((err: unknown) =>
          log.error({ err, deliveryId: row.id }, 'recording an alert delivery failed'),
        );
        inFlight.add(p);
        return p.finally(() => inFlight.delete(p));
      }),
    );
    return rows.length;
  }

  function sleep(ms: number) {
    return new Promise<void>((resolve) => {
      if (pendingWake) {
        pendingWake = false;
        resolve();
        return;
      }
      const cancel: Cancel = clock.after(ms, () => {
        wakeUp = null;
        resolve();
      });
      wakeUp = () => {
        cancel();
        wakeUp = null;
        resolve();
      };
    });
  }

  async function run() {
    while (!stopped) {
      let claimed = 0;
      try {
        claimed = await runOnce();
      } catch (err) {
        log.error({ err }, 'claiming alert deliveries failed');
      }
      if (stopped) break;
      if (claimed < batchSize) await sleep(pollMs);
    }
  }

  /** Something was queued: look now rather than at the next poll. */
  function wake() {
    if (wakeUp) wakeUp();
    else pendingWake = true;
  }

  const unsubscribe: (() => void)[] = [];
  return {
    start() {
      if (!stopped) return;
      stopped = false;
      unsubscribe.push(bus.subscribe('alerts.queued', wake));
      loop = run();
    },
    wake,
    runOnce,
    /** Attempts this process finished since it started, by channel kind and outcome. */
    attempts(): { kind: string; outcome: string; count: number }[] {
      return [...outcomes].map(([key, count]) => {
        const [kind, outcome] = key.split(' ') as [string, string];
        return { kind, outcome, count };
      });
    },
    async stop() {
      stopped = true;
      unsubscribe.splice(0).forEach((off) => off());
      wakeUp?.();
      await loop;
      await Promise.all(inFlight);
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
