import type { FastifyBaseLogger } from 'fastify';
import type { BillingSettings } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { EventBus } from '../../lib/event-bus.js';
import { connectStripe, type StripeAccount } from './stripe-client.js';

/** What the composition root hands billing. */
export interface BillingOptions {
  db: Db;
  bus: EventBus;
  settings: BillingSettings;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The clock; tests move it past a trial's end. */
  now?: () => Date;
}

/** What every billing operation works over. */
export interface BillingDeps extends Required<BillingOptions> {
  /** Null when billing is off: the instance is self-hosted. */
  stripe: StripeAccount | null;
}

export const billingDeps = (options: BillingOptions): BillingDeps => ({
  ...options,
  now: options.now ?? (() => new Date()),
  stripe: connectStripe(options.settings.stripe),
});
