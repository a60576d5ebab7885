import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { z } from 'zod';
import { billingEvents, workspaces } from '../../db/schema.js';
import { ValidationError } from '../../lib/errors.js';
import type { BillingDeps } from './deps.js';
import { requireStripe } from './stripe-client.js';
import { customerOf, SUBSCRIPTION_EVENTS } from './stripe-state.js';
import { syncSubscription } from './subscription.js';

/** What the webhook reads of an event (its id, its type, the customer) before trusting it. */
const eventShape = z.object({
  id: z.string().min(1).max(255),
  type: z.string().max(255),
  data: z.object({
    object: z.object({ customer: z.union([z.string(), z.object({ id: z.string() })]).nullish() }),
  }),
});

/** The event Stripe signed these exact bytes for, or a ValidationError. */
function verifiedEvent(deps: BillingDeps, rawBody: Buffer, signature: string | undefined) {
  const { api, webhookSecret } = requireStripe(deps.stripe);
  let event: Stripe.Event;
  try {
    event = api.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
  } catch (error) {
    throw new ValidationError(`Invalid Stripe signature: ${(error as Error).message}`);
  }
  // Signed, yet not an event (a null, an array): refused rather than read as one.
  if (!eventShape.safeParse(event).success)
    throw new ValidationError('The signed body is not a Stripe event');
  return event;
}

/**
 * A Stripe webhook: verified against the raw body, handled once per event id, and answered
 * from a fresh read of the customer's subscriptions rather than the event's copy, so events
 * that arrive late or out of order cannot set an old state.
 */
export async function handleWebhook(
  deps: BillingDeps,
  rawBody: Buffer,
  signature: string | undefined,
) {
  const event = verifiedEvent(deps, rawBody, signature);
  const [seen] = await deps.db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(eq(billingEvents.id, event.id));
  if (seen) return { received: true, duplicate: true };
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const customerId = customerOf(event);
    const [row] = customerId
      ? await deps.db
          .select({ id: workspaces.id })
          .from(workspaces)
          .where(eq(workspaces.stripeCustomerId, customerId))
      : [];
    if (row && customerId) await syncSubscription(deps, row.id, customerId);
    else deps.log.warn({ eventId: event.id, customerId }, 'Stripe event for an unknown customer');
  }
  // Stored once handled: an event that failed half-way is handled again when Stripe retries.
  await deps.db
    .insert(billingEvents)
    .values({ id: event.id, type: event.type, receivedAt: deps.now() })
    .onConflictDoNothing();
  return { received: true, duplicate: false };
}
