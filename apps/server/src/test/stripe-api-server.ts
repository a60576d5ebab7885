// The local Stripe API (stripe-api.ts) as a process of its own, for the browser tests: the
// Tocsin server they start with billing on calls it, and specs move its state over HTTP.
import { startStripeApi } from './stripe-api.js';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

/** `price_id:month|year:amountInCents`, comma-separated. */
const prices = env('STRIPE_PRICES')
  .split(',')
  .map((entry) => {
    const [id, interval, amount] = entry.split(':');
    return { id: id!, interval: interval as 'month' | 'year', unitAmount: Number(amount) };
  });

const api = await startStripeApi({
  secretKey: env('STRIPE_SECRET_KEY'),
  webhookSecret: env('STRIPE_WEBHOOK_SECRET'),
  prices,
  port: Number(env('STRIPE_API_PORT')),
});
console.log(`Stripe API stand-in on ${api.url}`);
process.on('SIGTERM', () => void api.close().then(() => process.exit(0)));
