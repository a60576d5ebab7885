import { pushKeyResponse, pushSubscriptionInput } from '@tocsin/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { parseTargetUrl, TargetRefusedError } from '../../lib/network/target-guard.js';
import { requireAuth } from '../../plugins/session.js';
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

/** Browsers subscribe here to receive alerts by Web Push (VAPID). */
export function pushRoutes(
  app: FastifyInstance,
  deps: { db: Db; publicKey: string; guard: ResolveTarget },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['push'];
  const config = { auth: 'session' as const };
  const { db } = deps;

  r.get(
    '/api/v1/push/key',
    {
      schema: {
        tags,
        summary: "The server's VAPID public key",
        response: { 200: pushKeyResponse },
      },
      config,
    },
    () => ({ publicKey: deps.publicKey }),
  );

  r.post(
    '/api/v1/push/subscriptions',
    {
      schema: {
        tags,
        summary: "Subscribe this browser to the user's alerts",
        body: pushSubscriptionInput,
        response: { 204: z.null() },
      },
      config,
    },
    async (request, reply) => {
      const userId = requireAuth(request).user.id;
      const { endpoint, keys } = request.body;
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
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      };
      const [held] = await db
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
      return reply.status(204).send(null);
    },
  );

  r.delete(
    '/api/v1/push/subscriptions',
    {
      schema: {
        tags,
        summary: 'Unsubscribe a browser',
        body: z.object({ endpoint: z.string().max(2048) }),
        response: { 204: z.null() },
      },
      config,
    },
    async (request, reply) => {
      const userId = requireAuth(request).user.id;
      const [row] = await db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.userId, userId),
            eq(pushSubscriptions.endpoint, request.body.endpoint),
          ),
        )
        .returning({ id: pushSubscriptions.id });
      if (!row) throw new NotFoundError('Subscription not found');
      return reply.status(204).send(null);
    },
  );
}
