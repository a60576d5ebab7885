import {
  billingPeriods,
  paidPlanIds,
  plans,
  UPGRADE_PATH,
  type BillingResponse,
  type CheckoutInput,
  invoiceSchema,
  type Invoice,
} from '@tocsin/contract';
import { and, asc, count, eq, inArray, isNotNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { z } from 'zod';
import type { BillingSettings } from '../../config.js';
import type { Db, Exec } from '../../db/client.js';
import {
  billingEvents,
  channels,
  monitors,
  workspaceMembers,
  workspaces,
} from '../../db/schema.js';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { EventBus } from '../../lib/event-bus.js';
import { resetState } from '../monitors/service.js';
import { monthStart, planInForce } from '../plans/entitlements.js';
import { everyInterval } from '../plans/limits.js';
import {
  currentState,
  customerOf,
  NO_SUBSCRIPTION,
  SUBSCRIPTION_EVENTS,
  type SubscriptionState,
} from './stripe-state.js';
import { notifyInbox } from '../inbox/service.js';
import { planned } from '../plans/usage.js';

export interface BillingDeps {
  db: Db;
  bus: EventBus;
  settings: BillingSettings;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The clock; tests move it past a trial's end. */
  now?: () => Date;
}

/** Stripe could not be reached or refused a request Tocsin made correctly: try again later. */
class StripeUnavailableError extends AppError {
  constructor(cause: unknown) {
    super(
      'network-request-failed',
      `Stripe did not answer as expected${cause instanceof Error ? ` (${cause.message})` : ''}. Try again in a minute.`,
    );
  }
}

const invoiceStatuses = invoiceSchema.shape.status.unwrap().options;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** What the webhook reads of an event (its id, its type, the customer) before trusting it. */
const eventShape = z.object({
  id: z.string().min(1).max(255),
  type: z.string().max(255),
  data: z.object({
    object: z.object({ customer: z.union([z.string(), z.object({ id: z.string() })]).nullish() }),
  }),
});

/** Calls Stripe; its failures become a 502 the caller can show, and are logged. */
async function atStripe<T>(log: FastifyBaseLogger, what: string, call: () => Promise<T>) {
  try {
    return await call();
  } catch (error) {
    log.warn({ err: error }, `Stripe: ${what} failed`);
    throw new StripeUnavailableError(error);
  }
}

/**
 * Plans and payment: the plan in force for each workspace, Stripe Checkout and the Customer
 * Portal, invoices, and the webhook that keeps each workspace's subscription as Stripe holds it.
 * When the plan in force changes (a downgrade, a trial that ended), the newest monitors beyond
 * the new plan's limit are paused and intervals below its minimum raised, and members are told.
 * Without Stripe settings billing is off: the summary shows the self-hosted limits, the rest 404.
 */
export function createBilling(deps: BillingDeps) {
  const { db, settings, log } = deps;
  const now = deps.now ?? (() => new Date());
  const stripeSettings = settings.stripe;
  const stripe = stripeSettings
    ? (() => {
        const url = new URL(stripeSettings.apiUrl);
        return new Stripe(stripeSettings.secretKey, {
          host: url.hostname,
          port: url.port || (url.protocol === 'https:' ? 443 : 80),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
          maxNetworkRetries: 2,
          timeout: 20_000,
          appInfo: { name: 'Tocsin' },
        });
      })()
    : null;

  function requireStripe() {
    if (!stripe || !stripeSettings) {
      throw new NotFoundError('Billing is off on this instance: it is self-hosted');
    }
    return { stripe, prices: stripeSettings.prices };
  }

  async function workspaceRow(exec: Exec, workspaceId: string) {
    const [row] = await exec.select().from(workspaces).where(eq(workspaces.id, workspaceId));
    if (!row) throw new NotFoundError('Workspace not found');
    return row;
  }

  async function usage(workspaceId: string) {
    const since = monthStart(now());
    const [[active], [channelCount], [seats], sms, calls] = await Promise.all([
      db
        .select({ n: count() })
        .from(monitors)
        .where(and(eq(monitors.workspaceId, workspaceId), eq(monitors.paused, false))),
      db.select({ n: count() }).from(channels).where(eq(channels.workspaceId, workspaceId)),
      db
        .select({ n: count() })
        .from(workspaceMembers)
        .where(eq(workspaceMembers.workspaceId, workspaceId)),
      planned(db, workspaceId, 'sms', since),
      planned(db, workspaceId, 'voice', since),
    ]);
    return {
      monitors: active?.n ?? 0,
      channels: channelCount?.n ?? 0,
      teamSeats: seats?.n ?? 0,
      smsThisMonth: sms,
      callsThisMonth: calls,
    };
  }

  async function summary(workspaceId: string): Promise<BillingResponse> {
    const row = await workspaceRow(db, workspaceId);
    const inForce = planInForce(settings, row, now());
    const prices = stripeSettings?.prices;
    return {
      enabled: !!stripeSettings,
      plan: inForce.plan,
      subscribedPlan: row.subscribedPlan,
      period: row.billingPeriod,
      status: row.subscriptionStatus,
      trial: inForce.trial && {
        plan: inForce.trial.plan,
        endsAt: inForce.trial.endsAt.toISOString(),
        daysLeft: inForce.trial.daysLeft,
      },
      currentPeriodEnd: iso(row.currentPeriodEnd),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      limits: inForce.limits,
      usage: await usage(workspaceId),
      checkout: Object.fromEntries(
        paidPlanIds.map((id) => [
          id,
          prices ? billingPeriods.filter((period) => prices[id][period] !== null) : [],
        ]),
      ) as BillingResponse['checkout'],
      hasCustomer: !!(stripeSettings && row.stripeCustomerId),
    };
  }

  /** The workspace's Stripe customer, created on first use (once, even for two clicks at once). */
  async function customerFor(workspaceId: string, user: { email: string; name: string }) {
    const { stripe } = requireStripe();
    const row = await workspaceRow(db, workspaceId);
    if (row.stripeCustomerId) return row.stripeCustomerId;
    const customer = await atStripe(log, 'creating a customer', () =>
      stripe.customers.create(
        { email: user.email, name: row.name, metadata: { workspaceId } },
        // Stripe answers a repeat of this key with the same customer for 24 hours.
        { idempotencyKey: `tocsin-customer-${workspaceId}` },
      ),
    );
    await db
      .update(workspaces)
      .set({ stripeCustomerId: customer.id })
      .where(and(eq(workspaces.id, workspaceId), sql`${workspaces.stripeCustomerId} is null`));
    return (await workspaceRow(db, workspaceId)).stripeCustomerId ?? customer.id;
  }

  /** Writes the subscription state Stripe holds; then acts on a change of plan. */
  async function store(workspaceId: string, state: SubscriptionState) {
    await db
      .update(workspaces)
      .set({ ...state, updatedAt: now() })
      .where(eq(workspaces.id, workspaceId));
    await applyPlan(workspaceId);
  }

  /** Re-reads a customer's subscriptions from Stripe and stores what holds now. */
  async function sync(workspaceId: string, customerId: string) {
    const { stripe, prices } = requireStripe();
    const list = await atStripe(log, 'listing subscriptions', () =>
      stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 20 }),
    );
    const state = list.data.length ? currentState(prices, list.data) : NO_SUBSCRIPTION;
    await store(workspaceId, state);
    return state;
  }

  /**
   * Acts on the plan in force when it differs from the one last acted on. Past the plan's count,
   * the newest active monitors are paused (never deleted); with room, the oldest the plan paused
   * earlier are resumed. Intervals below the plan's minimum are raised to it (paused monitors'
   * too), and intervals a plan raised earlier go back as near to their owner's choice as this plan
   * allows. Every member is told which monitors changed.
   */
  async function applyPlan(workspaceId: string) {
    const changes = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(workspaces)
        .where(eq(workspaces.id, workspaceId))
        .for('update');
      if (!row) return null;
      const inForce = planInForce(settings, row, now());
      if (inForce.plan === 'self-hosted' || row.enforcedPlan === inForce.plan) return null;
      await tx
        .update(workspaces)
        .set({ enforcedPlan: inForce.plan })
        .where(eq(workspaces.id, workspaceId));
      const all = await tx
        .select({
          id: monitors.id,
          name: monitors.name,
          type: monitors.type,
          interval: monitors.intervalSeconds,
          intervalBeforePlan: monitors.intervalBeforePlan,
          config: monitors.config,
          paused: monitors.paused,
          pausedByPlan: monitors.pausedByPlan,
        })
        .from(monitors)
        .where(eq(monitors.workspaceId, workspaceId))
        .orderBy(asc(monitors.createdAt), asc(monitors.id));
      const active = all.filter((m) => !m.paused);
      const allowed = inForce.limits.monitors ?? Infinity;
      const paused = active.slice(allowed);
      const resumed = all
        .filter((m) => m.pausedByPlan)
        .slice(0, Math.max(0, allowed - active.length));
      // Paused by the plan, or resumed because the plan has room again.
      for (const [list, pause] of [
        [paused, true],
        [resumed, false],
      ] as const) {
        if (!list.length) continue;
        const ids = list.map((m) => m.id);
        await tx
          .update(monitors)
          .set({ paused: pause, pausedByPlan: pause })
          .where(inArray(monitors.id, ids));
        await resetState(tx, ids, pause);
      }

      const min = inForce.limits.minIntervalSeconds;
      // Paused monitors too, so that one resumed by hand runs as this plan allows.
      const slowed: typeof all = [];
      const restored: typeof all = [];
      for (const m of all) {
        if (m.type === 'heartbeat') continue;
        const chosen = m.intervalBeforePlan ?? m.interval;
        const interval = Math.max(chosen, min);
        if (interval === m.interval) continue;
        (interval > m.interval ? slowed : restored).push(m);
        await tx
          .update(monitors)
          .set({
            intervalSeconds: interval,
            intervalBeforePlan: chosen < min ? chosen : null,
            config: { ...m.config, intervalSeconds: interval },
          })
          .where(eq(monitors.id, m.id));
      }

      const name = inForce.plan === 'free' ? 'Free' : plans[inForce.plan].name;
      const names = (list: typeof all) => list.map((m) => m.name).join(', ');
      const lines: string[] = [];
      if (paused.length) {
        lines.push(
          `Paused because ${name} allows ${inForce.limits.monitors} active monitors (nothing was deleted): ${names(paused)}.`,
        );
      }
      if (slowed.length) {
        lines.push(
          `Now checked ${everyInterval(min)}, the shortest interval on ${name}: ${names(slowed)}.`,
        );
      }
      if (resumed.length) lines.push(`Resumed, as ${name} has room for them: ${names(resumed)}.`);
      if (restored.length) {
        lines.push(
          `Checked as often as you chose again, or as ${name} allows: ${names(restored)}.`,
        );
      }
      if (paused.length || slowed.length) lines.push(`Upgrade at ${UPGRADE_PATH} to restore them.`);
      if (lines.length) {
        await notifyInbox(tx, workspaceId, {
          event: 'plan',
          title: `Your workspace is now on ${name}`,
          body: lines.join(' '),
          at: now(),
        });
      }
      return {
        workspaceId,
        monitorIds: [...paused, ...resumed, ...slowed, ...restored].map((m) => m.id),
      };
    });
    // Tell the engine, outside the transaction, so it reschedules what changed.
    for (const monitorId of new Set(changes?.monitorIds)) {
      deps.bus.publish('monitor.changed', { monitorId, workspaceId });
    }
  }

  return {
    enabled: !!stripeSettings,
    summary,

    async checkout(
      workspaceId: string,
      user: { email: string; name: string },
      input: CheckoutInput,
    ) {
      const { stripe, prices } = requireStripe();
      const price = prices[input.plan][input.period];
      if (!price) {
        throw new ValidationError(`${plans[input.plan].name} is not offered ${input.period} here`, [
          { path: 'period', message: 'Not offered' },
        ]);
      }
      const customer = await customerFor(workspaceId, user);
      const row = await workspaceRow(db, workspaceId);
      const inForce = planInForce(settings, row, now());
      // A subscription that is not over (paid, or waiting for a payment) changes plan or card in
      // the Customer Portal: a second Checkout would bill the customer twice.
      if (row.stripeSubscriptionId && !['free', 'canceled'].includes(row.subscriptionStatus)) {
        const portal = await atStripe(log, 'opening the portal', () =>
          stripe.billingPortal.sessions.create({
            customer,
            return_url: `${deps.publicUrl}${UPGRADE_PATH}`,
            flow_data: {
              type: 'subscription_update',
              subscription_update: { subscription: row.stripeSubscriptionId! },
            },
          }),
        );
        return { url: portal.url };
      }
      // Subscribing during the free trial keeps its remaining days: the first charge is at its
      // end. Stripe needs a trial end at least two days away.
      const trialEnd =
        inForce.trial && inForce.trial.endsAt.getTime() - now().getTime() > 2 * 86_400_000
          ? Math.floor(inForce.trial.endsAt.getTime() / 1000)
          : undefined;
      const session = await atStripe(log, 'creating a checkout session', () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer,
          client_reference_id: workspaceId,
          line_items: [{ price, quantity: 1 }],
          success_url: `${deps.publicUrl}${UPGRADE_PATH}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${deps.publicUrl}${UPGRADE_PATH}?checkout=canceled`,
          metadata: { workspaceId },
          subscription_data: {
            metadata: { workspaceId },
            ...(trialEnd ? { trial_end: trialEnd } : {}),
          },
        }),
      );
      if (!session.url) throw new StripeUnavailableError(new Error('no checkout URL'));
      return { url: session.url };
    },

    async portal(workspaceId: string) {
      const { stripe } = requireStripe();
      const row = await workspaceRow(db, workspaceId);
      if (!row.stripeCustomerId) {
        throw new ValidationError('There is no billing account yet: choose a plan first');
      }
      const session = await atStripe(log, 'opening the portal', () =>
        stripe.billingPortal.sessions.create({
          customer: row.stripeCustomerId!,
          return_url: `${deps.publicUrl}${UPGRADE_PATH}`,
        }),
      );
      return { url: session.url };
    },

    async invoices(workspaceId: string): Promise<Invoice[]> {
      const { stripe } = requireStripe();
      const row = await workspaceRow(db, workspaceId);
      if (!row.stripeCustomerId) return [];
      const list = await atStripe(log, 'listing invoices', () =>
        stripe.invoices.list({ customer: row.stripeCustomerId!, limit: 24 }),
      );
      return list.data.map((invoice) => ({
        id: invoice.id ?? '',
        number: invoice.number,
        createdAt: new Date(invoice.created * 1000).toISOString(),
        total: invoice.total,
        currency: invoice.currency,
        status: invoiceStatuses.find((status) => status === invoice.status) ?? null,
        hostedUrl: invoice.hosted_invoice_url ?? null,
        pdfUrl: invoice.invoice_pdf ?? null,
      }));
    },

    /** Re-reads the subscription from Stripe now (after Checkout, or when fixing a payment). */
    async refresh(workspaceId: string) {
      const row = await workspaceRow(db, workspaceId);
      if (stripeSettings && row.stripeCustomerId) await sync(workspaceId, row.stripeCustomerId);
      return summary(workspaceId);
    },

    /**
     * A Stripe webhook: verified against the raw body, handled once per event id, and answered
     * from a fresh read of the customer's subscriptions rather than the event's copy, so events
     * that arrive late or out of order cannot set an old state.
     */
    async webhook(rawBody: Buffer, signature: string | undefined) {
      const { stripe } = requireStripe();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature ?? '',
          stripeSettings!.webhookSecret,
        );
      } catch (error) {
        throw new ValidationError(`Invalid Stripe signature: ${(error as Error).message}`);
      }
      // Signed, yet not an event (a null, an array): refused rather than read as one.
      if (!eventShape.safeParse(event).success)
        throw new ValidationError('The signed body is not a Stripe event');
      const [seen] = await db
        .select({ id: billingEvents.id })
        .from(billingEvents)
        .where(eq(billingEvents.id, event.id));
      if (seen) return { received: true, duplicate: true };
      if (SUBSCRIPTION_EVENTS.has(event.type)) {
        const customerId = customerOf(event);
        const [row] = customerId
          ? await db
              .select({ id: workspaces.id })
              .from(workspaces)
              .where(eq(workspaces.stripeCustomerId, customerId))
          : [];
        if (row && customerId) await sync(row.id, customerId);
        else log.warn({ eventId: event.id, customerId }, 'Stripe event for an unknown customer');
      }
      // Stored once handled: an event that failed half-way is handled again when Stripe retries.
      await db
        .insert(billingEvents)
        .values({ id: event.id, type: event.type, receivedAt: now() })
        .onConflictDoNothing();
      return { received: true, duplicate: false };
    },

    /** Acts on every trial that has ended since it was last looked at. */
    async sweepTrials() {
      if (!stripeSettings) return 0;
      const due = await db
        .select({ id: workspaces.id })
        .from(workspaces)
        .where(
          and(
            isNotNull(workspaces.trialEndsAt),
            lte(workspaces.trialEndsAt, now()),
            or(sql`${workspaces.enforcedPlan} is null`, ne(workspaces.enforcedPlan, 'free')),
            // A paying workspace keeps its plan whatever its trial did.
            or(
              sql`${workspaces.subscribedPlan} is null`,
              notInArray(workspaces.subscriptionStatus, ['active', 'trialing', 'past_due']),
            ),
          ),
        );
      for (const { id } of due) await applyPlan(id);
      return due.length;
    },

    applyPlan,
  };
}

export type Billing = ReturnType<typeof createBilling>;
