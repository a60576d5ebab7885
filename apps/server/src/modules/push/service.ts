import type { pushSubscriptionInput } from '@tocsin/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { parseTargetUrl, TargetRefusedError } from '../../lib/network/target-guard.js';
import type { ResolveTarget } from '../../lib/network/types.js';

const PUSH_RULE = 'Tocsin only sends push notifications to public push services';
const TAKEN =
  'Another account receives alerts at this push endpoint; sign in as that account and turn push notifications off in this browser first';

/*
 * An endpoint belongs to the user who subscribed it: its URL shows up in logs and developer tools,
 * so knowing it proves nothing. The keys do: the auth secret only ever leaves the browser for
 * Tocsin. Whoever sends the stored keys is in the browser that holds the subscription (a second
 * account signed in to the same browser profile, which has one endpoint per site) and takes it
 * over; anyone else is refused and the row stays as it was.
 */
const sameUser = sql`${pushSubscriptions.userId} = excluded.user_id`;
const sameKeys = sql`(${pushSubscriptions.p256dh} = excluded.p256dh and ${pushSubscriptions.auth} = excluded.auth)`;

/** Stores the user's browser subscription, or takes it over from the account it moved from. */
export async function subscribe(
  deps: { db: Db; guard: ResolveTarget },
  userId: string,
  input: z.infer<typeof pushSubscriptionInput>,
  userAgent: string | undefined,
) {
  const { endpoint, keys } = input;
  try {
    await deps.guard(parseTargetUrl(endpoint).hostname);
  } catch (error) {
    if (error instanceof TargetRefusedError) {
      const message = error.explain(PUSH_RULE);
      throw new ValidationError(message, [{ path: 'endpoint', message }]);
    }
  }
  const values = {
    userId,
    p256dh: keys.p256dh,
    auth: keys.auth,
    userAgent: userAgent?.slice(0, 300) ?? null,
  };
  const [held] = await deps.db
    .insert(pushSubscriptions)
    .values({ id: crypto.randomUUID(), endpoint, ...values })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      // A new holder gets a new id, so alerts still queued for the old one are not sent here.
      set: {
        ...values,
        id: sql`case when ${sameUser} then ${pushSubscriptions.id} else excluded.id end`,
      },
      setWhere: sql`${sameUser} or ${sameKeys}`,
    })
    .returning({ id: pushSubscriptions.id });
  if (!held) throw new ValidationError(TAKEN, [{ path: 'endpoint', message: TAKEN }]);
}

/** Removes the user's own subscription at this endpoint; anyone else's is "not found". */
export async function unsubscribe(db: Db, userId: string, endpoint: string) {
  const [row] = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  if (!row) throw new NotFoundError('Subscription not found');
}
