import { createBackgroundPass } from '../../lib/background-pass.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import {
  statusPages,
  statusSubscribers,
  subscriberConfirmationMails as held,
} from '../../db/schema.js';
import type { EventBus } from '../../lib/event-bus.js';
import type { Mailer } from '../../lib/mailer.js';
import { claimConfirmation, confirmUrl, sweepConfirmations } from './confirmations.js';
import { confirmationMail } from './mail.js';
import { publicPageUrl } from './page-url.js';
import type { SubscriberTokens } from './tokens.js';

export interface ConfirmationSenderDeps {
  db: Db;
  bus: EventBus;
  mailer: Mailer;
  log: FastifyBaseLogger;
  tokens: SubscriberTokens;
  publicUrl: string;
  clock?: Clock;
  /** How often held mails are looked for when nothing wakes the sender. */
  pollMs?: number;
}

const BATCH = 50;
const SWEEP_MS = 60 * 60_000;

/**
 * Sends the held confirmation mails as they fall due, on every server (each claims its rows with
 * SKIP LOCKED), each within the per-address limits; a mail the limits refuse, or whose
 * subscriber is gone or confirmed, is not sent. A failed send is logged: the visitor may
 * subscribe again from the page.
 */
export function createConfirmationSender(deps: ConfirmationSenderDeps) {
  const { db, log, tokens } = deps;
  const clock = deps.clock ?? systemClock;
  const now = () => new Date(clock.now());
  const pollMs = deps.pollMs ?? 2_000;
  let lastSweep = 0;

  /** One batch of due mails, marked handled in the transaction; the mails to send after it. */
  function claimBatch(at: Date) {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(held)
        .where(and(isNull(held.handledAt), lte(held.dueAt, at)))
        .orderBy(asc(held.dueAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return null;
      const found = await tx
        .select({ subscriber: statusSubscribers, page: statusPages })
        .from(statusSubscribers)
        .innerJoin(statusPages, eq(statusPages.id, statusSubscribers.pageId))
        .where(
          inArray(
            statusSubscribers.id,
            due.map((d) => d.subscriberId),
          ),
        );
      const waiting = due
        .map((d) => found.find((f) => f.subscriber.id === d.subscriberId))
        .filter((f) => f !== undefined && f.subscriber.confirmedAt === null)
        .map((f) => ({ ...f!, key: tokens.addressKey(f!.subscriber.address) }))
        // Claimed in one order on every server, so two batches never wait on each other.
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const mails = [];
      for (const { subscriber, page } of waiting) {
        if (await claimConfirmation(tx, tokens, subscriber.address, page.id, at))
          mails.push(
            confirmationMail(
              subscriber.address,
              page.name,
              confirmUrl(publicPageUrl(page, deps.publicUrl), tokens.of(subscriber.id)),
            ),
          );
      }
      await tx
        .update(held)
        .set({ handledAt: at })
        .where(
          inArray(
            held.id,
            due.map((d) => d.id),
          ),
        );
      return mails;
    });
  }

  /** Sends every mail due by now; returns how many were handed to the mail server. */
  async function runOnce() {
    let sent = 0;
    for (;;) {
      const mails = await claimBatch(now());
      if (mails === null) break;
      const results = await Promise.allSettled(mails.map((m) => deps.mailer.send(m)));
      for (const result of results) {
        if (result.status === 'fulfilled') sent += 1;
        else log.error({ err: result.reason }, 'mailing a subscription confirmation failed');
      }
    }
    const at = now().getTime();
    if (at - lastSweep >= SWEEP_MS) {
      lastSweep = at;
      await sweepConfirmations(db, new Date(at));
    }
    return sent;
  }

  const pass = createBackgroundPass({
    run: runOnce,
    pollMs,
    onError: (err) => log.error({ err }, 'sending held confirmation mails failed'),
    wake: (kick) => deps.bus.subscribe('subscribers.confirmations-held', kick),
    clock,
  });
  return { runOnce, start: pass.start, stop: pass.stop };
}

export type ConfirmationSender = ReturnType<typeof createConfirmationSender>;
