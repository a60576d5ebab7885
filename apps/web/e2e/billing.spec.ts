import { paidPlans, TRIAL_DAYS } from '@tocsin/contract';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe.js';
import { signInAs, signUpOverHttp } from './fixtures.js';

/*
 * These run against the second Tocsin of playwright.config.ts, the one with billing on: its Stripe
 * is the local stand-in (apps/server/src/test/stripe-api-server.ts), which serves Checkout and
 * the portal as plain pages and signs webhook events through its control API.
 */
let billingURL: string;
let stripeApi: string;

test.beforeAll(() => {
  const metadata = test.info().config.metadata as { billingURL?: string; stripeApi?: string };
  if (!metadata.billingURL || !metadata.stripeApi) {
    throw new Error('playwright.config.ts must start the billing server and the Stripe stand-in');
  }
  billingURL = metadata.billingURL;
  stripeApi = metadata.stripeApi;
});

async function signInNewAccount(page: Page) {
  await signInAs(page, await signUpOverHttp(billingURL));
}

test('a new account is on the Pro trial with all its days left, and no card', async ({ page }) => {
  await signInNewAccount(page);
  await page.goto(`${billingURL}/dashboard/billing`);
  const trial = page.getByRole('region', { name: `Pro trial: ${TRIAL_DAYS} days left` });
  await expect(trial).toBeVisible();
  await expect(trial).toContainText('No card is needed');
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('Pro (trial)');
  await expect(page.getByRole('meter', { name: 'Active monitors' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expectAccessible(page, '/dashboard/billing (trial)');
});

test('the pricing page and the billing page show the same prices and limits', async ({ page }) => {
  await signInNewAccount(page);
  const cards = async (path: string, period: 'Monthly' | 'Yearly') => {
    await page.goto(`${billingURL}${path}`);
    await page.getByRole('radio', { name: period }).click();
    const texts: Record<string, string> = {};
    for (const plan of paidPlans) {
      const card = page.getByRole('region', { name: plan.name, exact: true });
      // The pricing page offers a trial until it knows the visitor is signed in.
      await expect(card.getByText(`Choose ${plan.name}`)).toBeVisible();
      texts[plan.id] = await card.innerText();
    }
    return texts;
  };
  for (const period of ['Monthly', 'Yearly'] as const) {
    const pricing = await cards('/pricing', period);
    const billing = await cards('/dashboard/billing', period);
    // The same card, down to the button: a signed-in visitor of /pricing is offered "Choose …".
    expect(billing).toEqual(pricing);
    for (const plan of paidPlans) {
      expect(billing[plan.id]).toContain(
        period === 'Monthly' ? `$${plan.priceMonthly}` : `billed $${plan.priceYearly} a year`,
      );
      expect(billing[plan.id]).toContain(`${plan.limits.monitors} monitors`);
    }
  }
});

test('a subscription whose payment fails shows the banner, which leads to fixing it', async ({
  page,
  request,
}) => {
  await signInNewAccount(page);

  const subscriptionId = await test.step('subscribe to Pro through Checkout', async () => {
    await page.goto(`${billingURL}/dashboard/billing`);
    await page.getByRole('button', { name: 'Choose Pro' }).click();
    await expect(page.getByRole('heading', { name: /^Test checkout for/ })).toBeVisible();
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(`${billingURL}/dashboard/billing`);
    await expect(page.getByText('Thank you for subscribing', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pro', exact: true })).toContainText(
      'Current plan',
    );
    await expectAccessible(page, '/dashboard/billing (subscribed)');
    const state = await request.get(`${stripeApi}/__control/sessions/${sessionId}`);
    expect(state.ok()).toBe(true);
    return ((await state.json()) as { subscription: { id: string } }).subscription.id;
  });

  /** Moves the subscription at Stripe to `status`; Tocsin hears of it only when told. */
  const setAtStripe = async (status: string) => {
    const updated = await request.post(`${stripeApi}/__control/subscriptions/${subscriptionId}`, {
      data: { status },
    });
    expect(updated.ok()).toBe(true);
    return (await updated.json()) as object;
  };
  /** Sends Tocsin the signed webhook event Stripe would send for the change. */
  const sendWebhook = async (subscription: object) => {
    const event = await request.post(`${stripeApi}/__control/events`, {
      data: { type: 'customer.subscription.updated', object: subscription },
    });
    const { payload, signature } = (await event.json()) as { payload: string; signature: string };
    const delivered = await request.post(`${billingURL}/api/billing/webhook`, {
      data: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(delivered.status(), await delivered.text()).toBe(200);
  };

  await test.step('a renewal payment fails', async () => {
    await sendWebhook(await setAtStripe('past_due'));
    await page.goto(`${billingURL}/dashboard`);
    const banner = page
      .getByRole('status')
      .filter({ hasText: 'A payment for your subscription failed' });
    await expect(banner).toBeVisible();
    await expectAccessible(page, '/dashboard (payment failed banner)');
    await banner.getByRole('link', { name: 'Fix your subscription' }).click();
    await expect(page).toHaveURL(`${billingURL}/dashboard/fix-subscription`);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Status: Past due');
    await expect(page.getByText(/A payment for your Pro subscription failed/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Fix your subscription' })).toHaveCount(0);
    await expectAccessible(page, '/dashboard/fix-subscription (past due)');
  });

  await test.step('the card is fixed in the portal, and checking again shows it', async () => {
    // Without a webhook: "Check again" reads the subscription from Stripe itself.
    await setAtStripe('active');
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Status: Active');
    await page.getByRole('link', { name: 'Back to billing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Fix your subscription' })).toHaveCount(0);
  });

  await test.step('the portal opens from the billing page', async () => {
    await page.getByRole('button', { name: 'Manage billing' }).click();
    await expect(page.getByRole('heading', { name: 'Test customer portal' })).toBeVisible();
  });
});
