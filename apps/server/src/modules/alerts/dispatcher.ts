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
import {
  DeliveryError,
  sendAlertEmail,
  PushSubscriptionGoneError,
  sendWebPush,
  channelModule,
  deliveryRoute,
  unavailableReason,
  type SecretBox,
  type AlertMessage,
  type SendContext,
  type SendResult,
} from '../channels/index.js';
import { notifyInbox } from '../inbox/index.js';
import { addTimeline } from '../incidents/index.js';
import { sendToSubscriber, type SubscriberTokens } from '../subscribers/index.js';

type DeliveryRow = typeof deliveries.$inferSelect;

/** How one try went: what the provider answered, or why it failed. */
type Outcome = { ok: true; result: SendResult } | { ok: false; error: DeliveryError };

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

/** The dispatcher's dependencies, with every setting settled to its default. */
export type DispatcherEnv = DispatcherDeps &
  Required<Pick<DispatcherDeps, 'batchSize' | 'leaseMs' | 'pollMs' | 'retryBaseMs' | 'clock'>>;

/** What the dispatcher of one process holds between passes. */
export interface DispatcherState {
  stopped: boolean;
  /** The loop of passes while started. */
  loop: Promise<void> | null;
  /** Ends the wait for the next poll, while the loop waits. */
  wakeUp: (() => void) | null;
  /** A wake came while a pass ran: the next wait ends at once. */
  pendingWake: boolean;
  inFlight: Set<Promise<void>>;
  /** Attempts this process finished, by `<kind> <outcome>` (delivered, retrying, failed). */
  outcomes: Map<string, number>;
  unsubscribe: (() => void)[];
}

/** What becomes of a row after a try: its status, when it is tried again, and its timeline line. */
export interface Verdict {
  status: DeliveryStatus;
  nextAttemptAt: Date;
  timeline: {
    kind: 'notification-sent' | 'notification-failed' | 'notification-retrying';
    text: string;
  } | null;
}

/** One try of a row as it is written: how it went, what becomes of the row, and when. */
export interface Attempt {
  outcome: Outcome;
  verdict: Verdict;
  /** When the try began (epoch ms), and when it ended. */
  started: number;
  now: Date;
}

/**
 * The steps of a pass, each called through `ctx.stages` so that a wrapped step (the attempt
 * counts) is the one every other step calls.
 */
export interface DispatcherStages {
  /** Leases the due rows, a batch at most; answers those this process now holds. */
  claim(ctx: DispatcherContext, now: Date): Promise<DeliveryRow[]>;
  /** Tries a claimed row and records how it went. */
  deliver(ctx: DispatcherContext, row: DeliveryRow): Promise<void>;
  /** Sends a row once; a failure is an outcome, not a throw. */
  attempt(ctx: DispatcherContext, row: DeliveryRow): Promise<Outcome>;
  /** Writes a try and its verdict; false when another process took the row over meanwhile. */
  recordAttempt(ctx: DispatcherContext, row: DeliveryRow, attempt: Attempt): Promise<boolean>;
}

export interface DispatcherContext {
  state: DispatcherState;
  env: DispatcherEnv;
  stages: DispatcherStages;
}

export async function claim({ env }: DispatcherContext, now: Date): Promise<DeliveryRow[]> {
  const { db, batchSize } = env;
  const token = crypto.randomUUID();
  const leaseUntil = new Date(now.getTime() + env.leaseMs);
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
export async function sender(
  env: DispatcherEnv,
  row: DeliveryRow,
): Promise<() => Promise<SendResult>> {
  const message: OutboxMessage = row.message;
  if (message.event === 'status-post') {
    if (!row.subscriberId)
      throw new DeliveryError('The subscriber unsubscribed', { retryable: false });
    const subscriberId = row.subscriberId;
    return () => sendToSubscriber(env, env.send, subscriberId, message, row.dedupKey);
  }
  const send =
    row.userId && row.recipient ? await memberSender(env, row) : await channelSender(env, row);
  return () => send(message);
}

/** A member's own contact: their email address, browser, or phone. */
async function memberSender(
  env: DispatcherEnv,
  row: DeliveryRow,
): Promise<(m: AlertMessage) => Promise<SendResult>> {
  const ctx = env.send;
  const to = row.recipient!;
  if (row.kind === 'email') return (m) => sendAlertEmail([to], m, ctx.mailer);
  if (row.kind === 'push') {
    const [sub] = await env.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, to));
    if (!sub) throw new DeliveryError('The browser unsubscribed from push', { retryable: false });
    return (m) => sendWebPush(sub, m, ctx);
  }
  const kind = row.kind as 'sms' | 'voice';
  const unavailable = unavailableReason(kind, ctx.providers);
  if (unavailable) throw new DeliveryError(unavailable, { retryable: false });
  return (m) => channelModule(kind).send({ to }, m, ctx);
}

/** The row's channel, with its settings and secrets. */
async function channelSender(
  env: DispatcherEnv,
  row: DeliveryRow,
): Promise<(m: AlertMessage) => Promise<SendResult>> {
  const ctx = env.send;
  if (!row.channelId) throw new DeliveryError('The channel was deleted', { retryable: false });
  const [channel] = await env.db.select().from(channels).where(eq(channels.id, row.channelId));
  if (!channel) throw new DeliveryError('The channel was deleted', { retryable: false });
  if (!channel.enabled && row.event !== 'test')
    throw new DeliveryError('The channel is turned off', { retryable: false });
  const kind: ChannelKind = channel.kind;
  const module = channelModule(kind);
  const unavailable = unavailableReason(kind, ctx.providers);
  if (unavailable) throw new DeliveryError(unavailable, { retryable: false });
  const merged = {
    ...channel.config,
    ...(channel.secrets ? env.secrets.open(channel.secrets) : {}),
  };
  const parsed = channelConfigSchemas[kind].safeParse(merged);
  if (!parsed.success)
    throw new DeliveryError('The channel settings are incomplete; edit the channel', {
      retryable: false,
    });
  return (m) => module.send(parsed.data, m, ctx);
}

export async function attempt({ env }: DispatcherContext, row: DeliveryRow): Promise<Outcome> {
  try {
    const send = await sender(env, row);
    return { ok: true, result: await send() };
  } catch (error) {
    const e =
      error instanceof DeliveryError
        ? error
        : new DeliveryError((error as Error).message ?? String(error), { retryable: true });
    if (!(error instanceof DeliveryError))
      env.log.error({ err: error, deliveryId: row.id }, 'sending an alert failed unexpectedly');
    if (error instanceof PushSubscriptionGoneError && row.recipient)
      await env.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.recipient));
    // A subscriber's delivery goes with the subscriber (the foreign key cascades).
    if (error instanceof PushSubscriptionGoneError && row.subscriberId)
      await env.db.delete(statusSubscribers).where(eq(statusSubscribers.id, row.subscriberId));
    return { ok: false, error: e };
  }
}

/** Delivered; tried again later while retryable and within the horizon; or given up. */
export function judge(env: DispatcherEnv, row: DeliveryRow, outcome: Outcome, now: Date): Verdict {
  const what = `${describeEvent(row)} ${deliveryRoute(row.kind, row.target)}`;
  if (outcome.ok) {
    const text = `${what}: delivered${row.attempts > 1 ? ` on attempt ${row.attempts}` : ''}.`;
    return {
      status: 'delivered',
      nextAttemptAt: row.nextAttemptAt,
      timeline: { kind: 'notification-sent', text },
    };
  }
  const e = outcome.error;
  const age = now.getTime() - row.createdAt.getTime();
  const delay = e.retryAfterMs ?? backoffMs(row.attempts, env.retryBaseMs, age);
  const giveUpAt = row.createdAt.getTime() + env.retryHorizonMs;
  if (e.retryable && now.getTime() + delay <= giveUpAt) {
    return {
      status: 'pending',
      nextAttemptAt: new Date(now.getTime() + delay),
      timeline:
        row.attempts === 1
          ? { kind: 'notification-retrying', text: `${what} failed: ${e.message}. Retrying.` }
          : null,
    };
  }
  const after = row.attempts > 1 ? ` after ${row.attempts} attempts` : '';
  return {
    status: 'failed',
    nextAttemptAt: row.nextAttemptAt,
    timeline: { kind: 'notification-failed', text: `${what} failed${after}: ${e.message}` },
  };
}

export async function deliver(ctx: DispatcherContext, row: DeliveryRow) {
  const { env, stages } = ctx;
  const started = env.clock.now();
  const outcome = await stages.attempt(ctx, row);
  const now = new Date(env.clock.now());
  const verdict = judge(env, row, outcome, now);
  const written = await stages.recordAttempt(ctx, row, { outcome, verdict, started, now });
  if (!written) return;
  const { status } = verdict;
  env.bus.publish('delivery.updated', { workspaceId: row.workspaceId, deliveryId: row.id, status });
  if (status === 'failed') {
    const error = outcome.ok ? undefined : outcome.error.message;
    env.log.warn({ deliveryId: row.id, target: row.target, error }, 'alert delivery failed');
  }
}

export function recordAttempt({ env }: DispatcherContext, row: DeliveryRow, attempt: Attempt) {
  const { outcome, verdict, started, now } = attempt;
  const { status, timeline } = verdict;
  const error = outcome.ok ? null : outcome.error;
  return env.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(deliveries)
      .set({
        status,
        nextAttemptAt: verdict.nextAttemptAt,
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
      durationMs: now.getTime() - started,
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
}

/** One pass: claim what is due and send it all. Returns how many rows were claimed. */
export async function runOnce(ctx: DispatcherContext, now = new Date(ctx.env.clock.now())) {
  const { state, env, stages } = ctx;
  const rows = await stages.claim(ctx, now);
  await Promise.all(
    rows.map((row) => {
      const p = stages
        .deliver(ctx, row)
        .catch((err: unknown) =>
          env.log.error({ err, deliveryId: row.id }, 'recording an alert delivery failed'),
        );
      state.inFlight.add(p);
      return p.finally(() => state.inFlight.delete(p));
    }),
  );
  return rows.length;
}

/** Waits `ms`, or less if woken; not at all if a wake came meanwhile. */
function sleep(state: DispatcherState, clock: Clock, ms: number) {
  return new Promise<void>((resolve) => {
    if (state.pendingWake) {
      state.pendingWake = false;
      resolve();
      return;
    }
    const cancel: Cancel = clock.after(ms, () => {
      state.wakeUp = null;
      resolve();
    });
    state.wakeUp = () => {
      cancel();
      state.wakeUp = null;
      resolve();
    };
  });
}

async function run(ctx: DispatcherContext) {
  const { state, env } = ctx;
  while (!state.stopped) {
    let claimed = 0;
    try {
      claimed = await runOnce(ctx);
    } catch (err) {
      env.log.error({ err }, 'claiming alert deliveries failed');
    }
    if (state.stopped) break;
    if (claimed < env.batchSize) await sleep(state, env.clock, env.pollMs);
  }
}

/** Something was queued: look now rather than at the next poll. */
function wake(state: DispatcherState) {
  if (state.wakeUp) state.wakeUp();
  else state.pendingWake = true;
}

/** The stages with this process's attempt counts around them. */
export function counted(stages: DispatcherStages): DispatcherStages {
  return {
    ...stages,
    recordAttempt: async (ctx, row, attempt) => {
      const written = await stages.recordAttempt(ctx, row, attempt);
      if (written) {
        const { status } = attempt.verdict;
        const key = `${row.kind} ${status === 'pending' ? 'retrying' : status}`;
        ctx.state.outcomes.set(key, (ctx.state.outcomes.get(key) ?? 0) + 1);
      }
      return written;
    },
  };
}

/** The stages as they are, with no counts. */
export const dispatcherStages: DispatcherStages = { claim, deliver, attempt, recordAttempt };

function wire(deps: DispatcherDeps): DispatcherContext {
  return {
    env: {
      ...deps,
      batchSize: deps.batchSize ?? 20,
      leaseMs: deps.leaseMs ?? 60_000,
      pollMs: deps.pollMs ?? 1_000,
      retryBaseMs: deps.retryBaseMs ?? 2_000,
      clock: deps.clock ?? systemClock,
    },
    stages: counted(dispatcherStages),
    state: {
      stopped: true,
      loop: null,
      wakeUp: null,
      pendingWake: false,
      inFlight: new Set(),
      outcomes: new Map(),
      unsubscribe: [],
    },
  };
}

/**
 * Sends what the planner put in the outbox. Each pass claims due rows with FOR UPDATE SKIP LOCKED
 * and a lease token, sends them, and records the attempt; only the holder of the token may write
 * the outcome, so a process that lost its lease cannot overwrite another's. Retryable failures
 * come back later with exponential backoff (or the provider's Retry-After) until the horizon.
 */
export function createDispatcher(deps: DispatcherDeps) {
  const ctx = wire(deps);
  const { state } = ctx;
  return {
    start() {
      if (!state.stopped) return;
      state.stopped = false;
      state.unsubscribe.push(deps.bus.subscribe('alerts.queued', () => wake(state)));
      state.loop = run(ctx);
    },
    wake: () => wake(state),
    runOnce: (now?: Date) => runOnce(ctx, now),
    /** Attempts this process finished since it started, by channel kind and outcome. */
    attempts(): { kind: string; outcome: string; count: number }[] {
      return [...state.outcomes].map(([key, count]) => {
        const [kind, outcome] = key.split(' ') as [string, string];
        return { kind, outcome, count };
      });
    },
    async stop() {
      state.stopped = true;
      state.unsubscribe.splice(0).forEach((off) => off());
      state.wakeUp?.();
      await state.loop;
      await Promise.all(state.inFlight);
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
