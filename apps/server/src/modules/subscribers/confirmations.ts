import { CONFIRMATION_LIMITS } from '@tocsin/contract';
import { and, inArray, isNotNull, lt, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  subscriberConfirmationLimits as limits,
  subscriberConfirmationMails as held,
} from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';
import type { SubscriberTokens } from './tokens.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const AGAIN_MS = CONFIRMATION_LIMITS.samePageAgainMinutes * MINUTE_MS;
const PACE_MS = CONFIRMATION_LIMITS.importPaceSeconds * 1000;
const BURST = CONFIRMATION_LIMITS.importBurst;

export const confirmUrl = (pageUrl: string, token: string) =>
  `${pageUrl}/subscribe/confirm?token=${encodeURIComponent(token)}`;

/**
 * Whether a confirmation mail may go to `address` for `pageId` at `at`, and if so counts it: at
 * most one per address and page every 15 minutes, and 5 per address a day over every page.
 * Every confirmation mail is claimed here first, in the transaction that decides to send it.
 */
export async function claimConfirmation(
  tx: Tx,
  tokens: SubscriberTokens,
  address: string,
  pageId: string,
  at: Date,
): Promise<boolean> {
  const anywhereKey = tokens.addressKey(address);
  const pageKey = tokens.addressKey(address, pageId);
  // One address's claims wait for each other, so two at once cannot both take the last one.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`confirmation:${anywhereKey}`}))`);
  const rows = await tx
    .select()
    .from(limits)
    .where(inArray(limits.key, [anywhereKey, pageKey]));
  const onPage = rows.find((r) => r.key === pageKey);
  const anywhere = rows.find((r) => r.key === anywhereKey);
  const t = at.getTime();
  if (onPage && t - onPage.lastSentAt.getTime() < AGAIN_MS) return false;
  const sameDay = anywhere && t - anywhere.windowStartedAt.getTime() < DAY_MS;
  if (sameDay && anywhere.sent >= CONFIRMATION_LIMITS.perAddressPerDay) return false;
  const counted = [
    sameDay
      ? { ...anywhere, sent: anywhere.sent + 1, lastSentAt: at }
      : { key: anywhereKey, windowStartedAt: at, sent: 1, lastSentAt: at },
    { key: pageKey, windowStartedAt: at, sent: 1, lastSentAt: at },
  ];
  await tx
    .insert(limits)
    .values(counted)
    .onConflictDoUpdate({
      target: limits.key,
      set: {
        windowStartedAt: sql`excluded.window_started_at`,
        sent: sql`excluded.sent`,
        lastSentAt: sql`excluded.last_sent_at`,
      },
    });
  return true;
}

/**
 * Holds the confirmation mails of imported subscribers, in their order, at the workspace's pace:
 * the first of a quiet workspace leave at once (up to the burst), the others one every pace
 * interval after the last mail held before them, by any import. Returns how many wait past `at`,
 * and until when.
 */
export async function holdConfirmations(
  tx: Tx,
  workspaceId: string,
  subscriberIds: string[],
  at: Date,
) {
  if (subscriberIds.length === 0) return { held: 0, heldUntil: null };
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`confirmation-pace:${workspaceId}`}))`,
  );
  const [last] = await tx
    .select({ slotAt: max(held.slotAt) })
    .from(held)
    .where(workspaceRows(tx, held, workspaceId, 'Confirmation mail').where());
  const now = at.getTime();
  let slot = Math.max(now, last?.slotAt?.getTime() ?? 0);
  const rows = subscriberIds.map((subscriberId) => {
    slot += PACE_MS;
    return {
      id: crypto.randomUUID(),
      workspaceId,
      subscriberId,
      slotAt: new Date(slot),
      dueAt: new Date(Math.max(now, slot - BURST * PACE_MS)),
    };
  });
  for (let i = 0; i < rows.length; i += 500) await tx.insert(held).values(rows.slice(i, i + 500));
  const later = rows.filter((r) => r.dueAt.getTime() > now);
  return {
    held: later.length,
    heldUntil: later.length ? later.at(-1)!.dueAt.toISOString() : null,
  };
}

/**
 * Forgets what no longer limits anything: counts older than a day, and held mails handled
 * whose place in the pace has passed.
 */
export async function sweepConfirmations(db: Db, at: Date) {
  await db.delete(limits).where(lt(limits.lastSentAt, new Date(at.getTime() - DAY_MS)));
  await db.delete(held).where(and(isNotNull(held.handledAt), lt(held.slotAt, at)));
}
