import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { EventBus } from '../../lib/event-bus.js';
import type { Mailer } from '../../lib/mailer.js';
import type { PlanLookup } from '../plans/index.js';
import { createAlertHttp, createSecretBox, type SendContext } from '../channels/index.js';
import { createSubscriberTokens } from '../subscribers/index.js';
import { createAckTokens } from './ack-token.js';
import { createDispatcher } from './dispatcher.js';
import { createAlertPlanner } from './planner.js';
import { createAlertSweeper } from './sweeper.js';
import type { ResolveTarget } from '../../lib/network/types.js';

/**
 * Alerting's parts, built once per process: the planner the engine calls inside its
 * transactions, the dispatcher that empties the outbox, the sweeper for reminders, escalation
 * and maintenance, and what the routes need (ack tokens, the secret box). Nothing runs until
 * `start`.
 */
export function createAlerting(deps: {
  config: Config;
  db: Db;
  bus: EventBus;
  mailer: Mailer;
  log: FastifyBaseLogger;
  guard: ResolveTarget;
  /** The plan in force for a workspace: its SMS and call credits. */
  plan: PlanLookup;
  /** Test and benchmark tuning. */
  dispatcher?: { pollMs?: number; retryBaseMs?: number; leaseMs?: number };
  sweepIntervalMs?: number;
  clock?: Clock;
}) {
  const { config } = deps;
  const ack = createAckTokens(config.authSecret);
  const secrets = createSecretBox(config.channelSecretKey);
  const tokens = createSubscriberTokens(config.authSecret);
  const send: SendContext = {
    http: createAlertHttp({ guard: deps.guard, timeoutMs: config.alerts.timeoutMs }),
    mailer: deps.mailer,
    providers: config.alerts,
    publicUrl: config.publicUrl,
    callbackUrl: (path) => `${config.publicUrl}${path}`,
  };
  const planner = createAlertPlanner({
    messages: { publicUrl: config.publicUrl, ack },
    providers: config.alerts,
    smsPerHour: config.alerts.smsPerHour,
    callsPerHour: config.alerts.callsPerHour,
    plan: deps.plan,
  });
  const dispatcher = createDispatcher({
    db: deps.db,
    bus: deps.bus,
    log: deps.log,
    send,
    secrets,
    tokens,
    retryHorizonMs: config.alerts.retryHorizonMs,
    leaseMs: config.alerts.leaseMs,
    ...deps.dispatcher,
    clock: deps.clock,
  });
  const sweeper = createAlertSweeper({
    db: deps.db,
    bus: deps.bus,
    planner,
    log: deps.log,
    intervalMs: deps.sweepIntervalMs,
    clock: deps.clock,
  });
  return {
    ack,
    secrets,
    tokens,
    send,
    planner,
    dispatcher,
    sweeper,
    start() {
      dispatcher.start();
      sweeper.start();
    },
    async stop() {
      await sweeper.stop();
      await dispatcher.stop();
    },
  };
}

export type Alerting = ReturnType<typeof createAlerting>;
