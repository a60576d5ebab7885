import { randomBytes } from 'node:crypto';
import { SUBSCRIBER_LIMITS } from '@tocsin/contract';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Exec } from '../../db/client.js';
import { statusPageComponents, statusSubscribers } from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';
import { ConflictError, ValidationError } from '../../lib/errors.js';
import type { EventBus } from '../../lib/event-bus.js';
import type { Mailer } from '../../lib/mailer.js';
import { parseTargetUrl, TargetRefusedError } from '../../lib/network/target-guard.js';
import type { ResolveTarget } from '../../lib/network/types.js';
import type { SecretBox } from '../channels/index.js';
import { claimConfirmation, confirmUrl } from './confirmations.js';
import { confirmationMail } from './mail.js';
import { sealWebhookSecret } from './send.js';
import type { SubscriberTokens } from './tokens.js';

export interface SubscriptionDeps {
  db: Db;
  /** Tells the servers' confirmation senders that an import held mails. */
  bus: EventBus;
  mailer: Mailer;
  log: FastifyBaseLogger;
  tokens: SubscriberTokens;
  guard: ResolveTarget;
  secrets: SecretBox;
  now?: () => Date;
}

/** The page a subscription is for, and the address its links use (its domain, or /s/<slug>). */
export interface PageTarget {
  id: string;
  workspaceId: string;
  name: string;
  url: string;
}

type SubscriberRow = typeof statusSubscribers.$inferSelect;

const PENDING_MS = SUBSCRIBER_LIMITS.pendingDays * 24 * 3600_000;

const rowsOf = (exec: Exec, workspaceId: string) =>
  workspaceRows(exec, statusSubscribers, workspaceId, 'Subscriber');

/** The ids chosen, checked to be components of the page; none chosen: the whole page (null). */
export async function pageComponents(exec: Exec, page: PageTarget, ids: string[]) {
  if (ids.length === 0) return null;
  const unique = [...new Set(ids)];
  const found = await workspaceRows(exec, statusPageComponents, page.workspaceId, 'Component').list(
    eq(statusPageComponents.pageId, page.id),
    inArray(statusPageComponents.id, unique),
  );
  if (found.length !== unique.length)
    throw new ValidationError('Choose components of this status page', [
      { path: 'components', message: 'Choose components of this status page' },
    ]);
  return unique;
}

/**
 * Mails the confirmation link after the commit that claimed it (claimConfirmation); a failure
 * is logged, the visitor may ask again.
 */
function mailConfirmation(deps: SubscriptionDeps, to: string, page: PageTarget, token: string) {
  deps.mailer
    .send(confirmationMail(to, page.name, confirmUrl(page.url, token)))
    .catch((err: unknown) => deps.log.error({ err }, 'mailing a subscription confirmation failed'));
}

/**
 * An email subscription, unconfirmed until its link is opened: the answer is the same whether
 * the address was new, waiting or subscribed already (nothing tells a visitor which). A mail goes
 * out only within the confirmation limits (claimConfirmation), which outlive the subscription:
 * when they refuse, a waiting subscription is left as it was, and nothing new is written.
 * Returns whether a mail is sent.
 */
export async function requestEmailSubscription(
  deps: SubscriptionDeps,
  page: PageTarget,
  email: string,
  componentIds: string[] | null,
): Promise<boolean> {
  const now = deps.now?.() ?? new Date();
  const id = crypto.randomUUID();
  const token = deps.tokens.of(id);
  const sent = await deps.db.transaction(async (tx) => {
    const rows = rowsOf(tx, page.workspaceId);
    const [existing] = await rows.list(
      eq(statusSubscribers.pageId, page.id),
      eq(statusSubscribers.kind, 'email'),
      eq(statusSubscribers.address, email),
    );
    if (existing?.confirmedAt) return false;
    if (!(await claimConfirmation(tx, deps.tokens, email, page.id, now))) return false;
    // A new request replaces a waiting one: a new id, so the old link stops working.
    if (existing) await rows.remove(existing.id);
    const [inserted] = await tx
      .insert(statusSubscribers)
      .values({
        id,
        workspaceId: page.workspaceId,
        pageId: page.id,
        kind: 'email',
        address: email,
        componentIds,
        tokenHash: deps.tokens.hash(token),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: statusSubscribers.id });
    return inserted !== undefined;
  });
  if (sent) mailConfirmation(deps, email, page, token);
  return sent;
}

/**
 * A webhook subscription, confirmed at once: its URL passes the SSRF guard when given, and its
 * signing secret is shown once (the answer) and kept sealed.
 */
export async function addWebhookSubscription(
  deps: SubscriptionDeps,
  page: PageTarget,
  url: string,
  componentIds: string[] | null,
) {
  try {
    await deps.guard(parseTargetUrl(url).hostname);
  } catch (error) {
    if (error instanceof TargetRefusedError) {
      const message = error.explain('status updates are only sent to public addresses');
      throw new ValidationError(message, [{ path: 'url', message }]);
    }
    // A name that does not resolve yet is accepted; sending reports it.
  }
  const id = crypto.randomUUID();
  const token = deps.tokens.of(id);
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const [inserted] = await deps.db
    .insert(statusSubscribers)
    .values({
      id,
      workspaceId: page.workspaceId,
      pageId: page.id,
      kind: 'webhook',
      address: url,
      secret: sealWebhookSecret(deps.secrets, secret),
      componentIds,
      tokenHash: deps.tokens.hash(token),
      confirmedAt: deps.now?.() ?? new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: statusSubscribers.id });
  if (!inserted)
    throw new ConflictError(
      'This URL receives the updates of this page already. To change it, unsubscribe it with the link shown when it was added, then add it again.',
    );
  return { secret, unsubscribeToken: token };
}

/** A browser's push subscription, confirmed at once: the browser asked its visitor. */
export async function addPushSubscription(
  deps: SubscriptionDeps,
  page: PageTarget,
  input: { endpoint: string; keys: { p256dh: string; auth: string } },
  componentIds: string[] | null,
) {
  try {
    await deps.guard(parseTargetUrl(input.endpoint).hostname);
  } catch (error) {
    if (error instanceof TargetRefusedError) {
      const message = error.explain('Tocsin only sends push notifications to public push services');
      throw new ValidationError(message, [{ path: 'endpoint', message }]);
    }
  }
  const id = crypto.randomUUID();
  const keys = { p256dh: input.keys.p256dh, auth: input.keys.auth };
  // The same browser subscribing again (same keys) changes its components; other keys at a
  // known endpoint prove nothing and change nothing.
  const [held] = await deps.db
    .insert(statusSubscribers)
    .values({
      id,
      workspaceId: page.workspaceId,
      pageId: page.id,
      kind: 'push',
      address: input.endpoint,
      secret: keys,
      componentIds,
      tokenHash: deps.tokens.hash(deps.tokens.of(id)),
      confirmedAt: deps.now?.() ?? new Date(),
    })
    .onConflictDoUpdate({
      target: [statusSubscribers.pageId, statusSubscribers.kind, statusSubscribers.address],
      set: { componentIds },
      setWhere: sql`${statusSubscribers.secret} = excluded.secret`,
    })
    .returning({ id: statusSubscribers.id });
  if (!held)
    throw new ValidationError('This browser subscription is held by other keys', [
      { path: 'endpoint', message: 'This browser subscription is held by other keys' },
    ]);
}

/** Removes a browser's push subscription; its keys are the proof that it is this browser. */
export async function removePushSubscription(
  deps: SubscriptionDeps,
  page: PageTarget,
  input: { endpoint: string; keys: { p256dh: string; auth: string } },
) {
  const removed = await rowsOf(deps.db, page.workspaceId).list(
    eq(statusSubscribers.pageId, page.id),
    eq(statusSubscribers.kind, 'push'),
    eq(statusSubscribers.address, input.endpoint),
  );
  const mine = removed.find((r) => r.secret?.auth === input.keys.auth);
  if (mine) await rowsOf(deps.db, page.workspaceId).remove(mine.id);
  return mine !== undefined;
}

/** The subscription a link's token names, on this page. */
async function byToken(db: Db, pageId: string, tokenHash: string) {
  const [row] = await db
    .select()
    .from(statusSubscribers)
    .where(and(eq(statusSubscribers.tokenHash, tokenHash), eq(statusSubscribers.pageId, pageId)));
  return row;
}

/** Confirms the subscription of the link; null when the link names none (wrong, or swept). */
export async function confirmSubscription(
  deps: SubscriptionDeps,
  pageId: string,
  token: string,
): Promise<SubscriberRow | null> {
  const row = await byToken(deps.db, pageId, deps.tokens.hash(token));
  if (!row) return null;
  if (row.confirmedAt) return row;
  return rowsOf(deps.db, row.workspaceId).update(row.id, {
    confirmedAt: deps.now?.() ?? new Date(),
  });
}

/** Ends the subscription of the link; false when the link names none (wrong, or used). */
export async function unsubscribe(deps: SubscriptionDeps, pageId: string, token: string) {
  const row = await byToken(deps.db, pageId, deps.tokens.hash(token));
  if (!row) return null;
  await rowsOf(deps.db, row.workspaceId).remove(row.id);
  return row.kind;
}

/** Forgets email subscriptions never confirmed, a few days after they were asked for. */
export async function sweepUnconfirmed(db: Db, now: Date) {
  const removed = await db
    .delete(statusSubscribers)
    .where(
      and(
        isNull(statusSubscribers.confirmedAt),
        lt(statusSubscribers.createdAt, new Date(now.getTime() - PENDING_MS)),
      ),
    )
    .returning({ id: statusSubscribers.id });
  return removed.length;
}
