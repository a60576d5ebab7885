import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { BillingSettings } from '../../config.js';
import { AppError, NotFoundError } from '../../lib/errors.js';
import { lazyRequire } from '../../lib/lazy.js';

// Loaded only with billing on: ~1 MB of code a self-hosted server never runs.
const stripeSdk = lazyRequire<typeof Stripe>('stripe');

type StripeSettings = NonNullable<BillingSettings['stripe']>;

/** Stripe's API, the prices this instance sells, and the secret Stripe signs its webhooks with. */
export interface StripeAccount {
  api: Stripe;
  prices: StripeSettings['prices'];
  webhookSecret: string;
}

/** A client of the configured Stripe API (tests point it at a local one); null when billing is off. */
export function connectStripe(settings: StripeSettings | null): StripeAccount | null {
  if (!settings) return null;
  const url = new URL(settings.apiUrl);
  const StripeSdk = stripeSdk();
  const api = new StripeSdk(settings.secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Tocsin' },
  });
  return { api, prices: settings.prices, webhookSecret: settings.webhookSecret };
}

/** The Stripe account; without one, billing is off and every Stripe operation is not found. */
export function requireStripe(stripe: StripeAccount | null): StripeAccount {
  if (!stripe) throw new NotFoundError('Billing is off on this instance: it is self-hosted');
  return stripe;
}

/** Stripe could not be reached or refused a request Tocsin made correctly: try again later. */
export class StripeUnavailableError extends AppError {
  constructor(cause: unknown) {
    super(
      'network-request-failed',
      `Stripe did not answer as expected${cause instanceof Error ? ` (${cause.message})` : ''}. Try again in a minute.`,
    );
  }
}

/** Calls Stripe; its failures are logged and become an error the caller can show. */
export async function atStripe<T>(log: FastifyBaseLogger, what: string, call: () => Promise<T>) {
  try {
    return await call();
  } catch (error) {
    log.warn({ err: error }, `Stripe: ${what} failed`);
    throw new StripeUnavailableError(error);
  }
}
