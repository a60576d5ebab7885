import { plans, type BillingResponse, type Invoice, type WorkspaceRole } from '@tocsin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/lib/date-format';
import { billingFixture, invoiceFixture, subscribedFixture } from '@/test/billing-fixtures';
import { bodyOf, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { memberWithRole, renderRoutes } from '@/test/render-app';
import BillingPage from './billing';

type Handlers = Parameters<typeof stubFetch>[0];

function renderBilling(
  billing: BillingResponse | (() => Response),
  {
    path = '/dashboard/billing',
    handlers = {},
    role = 'owner',
  }: { path?: string; handlers?: Handlers; role?: WorkspaceRole } = {},
) {
  const fetch = stubFetch({
    'GET /api/v1/billing': () =>
      typeof billing === 'function' ? billing() : jsonResponse(200, billing),
    // Read again after Stripe is: the subscription's status rides on the session.
    'GET /api/v1/session': () => jsonResponse(200, { me: memberWithRole(role) }),
    ...handlers,
  });
  // Leaving for Stripe is a full page load, which the test only records.
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  const view = renderRoutes([{ path: '/dashboard/billing', Component: BillingPage }], path);
  // The app calls fetch with a same-origin path.
  const calls = (key: string) =>
    fetch.mock.calls.filter(
      ([input, init]) => `${init?.method ?? 'GET'} ${input as string}` === key,
    );
  return { ...view, fetch, assign, calls, user: userEvent.setup() };
}

const region = (name: string) => screen.findByRole('region', { name });
/** A toast's list item, found by its title. */
const toast = async (title: string) => (await screen.findByText(title)).closest('li');
const meter = (name: string) => screen.getByRole('meter', { name });

describe('billing page', () => {
  it('counts the Pro trial down, with its end date, no card, and what happens after', async () => {
    const billing = billingFixture();
    renderBilling(billing);
    const trial = await region('Pro trial: 14 days left');
    expect(trial).toHaveTextContent(`ends on ${formatDate(billing.trial!.endsAt)}`);
    expect(trial).toHaveTextContent('No card is needed');
    expect(trial).toHaveTextContent(
      `falls to the Free plan’s limits (${plans.free.limits.monitors} monitors, checked every 5 minutes)`,
    );
    expect(trial).toHaveTextContent('the days left are kept');
    const plan = screen.getByRole('region', { name: 'Your plan' });
    expect(plan).toHaveTextContent('Pro (trial)');
    expect(plan).toHaveTextContent('No subscription');
  });

  it('says "1 day left" on the last day, without promising to keep days Stripe cannot', async () => {
    const billing = billingFixture();
    renderBilling({ ...billing, trial: { ...billing.trial!, daysLeft: 1 } });
    const trial = await region('Pro trial: 1 day left');
    expect(trial).not.toHaveTextContent('the days left are kept');
  });

  it('meters usage against each limit of the plan in force, and states the others', async () => {
    renderBilling(billingFixture());
    await region('Usage and limits');
    const monitors = meter('Active monitors');
    expect(monitors).toHaveAttribute('aria-valuenow', '3');
    expect(monitors).toHaveAttribute('aria-valuemax', String(plans.pro.limits.monitors));
    expect(monitors).toHaveAttribute('aria-valuetext', `3 of ${plans.pro.limits.monitors}`);
    expect(meter('SMS this month')).toHaveAttribute(
      'aria-valuetext',
      `12 of ${plans.pro.limits.smsPerMonth}`,
    );
    expect(meter('Status pages')).toHaveAttribute(
      'aria-valuetext',
      `1 of ${plans.pro.limits.statusPages}`,
    );
    // Limits of features Tocsin does not have yet are not shown.
    expect(screen.queryByRole('meter', { name: 'Team members' })).toBeNull();
    // Pro has no channel limit: the count, and no meter.
    expect(screen.queryByRole('meter', { name: 'Notification channels' })).toBeNull();
    expect(screen.getByText('1 used · Unlimited')).toBeInTheDocument();
    const usage = screen.getByRole('region', { name: 'Usage and limits' });
    expect(within(usage).getByText('Every 30 seconds')).toBeInTheDocument();
    expect(within(usage).getByText('3 months')).toBeInTheDocument();
  });

  it('shows a full meter past the limit, and "Not included" for a limit of none', async () => {
    renderBilling(
      billingFixture({
        plan: 'free',
        trial: null,
        limits: { ...plans.free.limits },
        usage: {
          monitors: 5,
          channels: 3,
          teamSeats: 1,
          statusPages: 0,
          smsThisMonth: 0,
          callsThisMonth: 0,
        },
      }),
    );
    await region('Usage and limits');
    expect(meter('Notification channels')).toHaveAttribute('aria-valuenow', '2');
    expect(meter('Notification channels')).toHaveAttribute(
      'aria-valuetext',
      '3 of 2, over the limit',
    );
    expect(screen.queryByRole('meter', { name: 'SMS this month' })).toBeNull();
    expect(screen.getAllByText('Not included')).toHaveLength(2);
  });

  it('on a self-hosted instance, says billing is off and shows the configured limits only', async () => {
    renderBilling(
      billingFixture({
        enabled: false,
        plan: 'self-hosted',
        trial: null,
        limits: {
          monitors: null,
          minIntervalSeconds: 10,
          smsPerMonth: null,
          callsPerMonth: null,
          channels: 20,
          statusPages: null,
          teamSeats: null,
          rawRetentionDays: 30,
          auditRetentionDays: 90,
        },
        checkout: { starter: [], pro: [], enterprise: [] },
      }),
    );
    expect(await screen.findByText(/This is a self-hosted instance of Tocsin/)).toHaveTextContent(
      'billing is off',
    );
    expect(screen.getByText('3 used · Unlimited')).toBeInTheDocument();
    expect(meter('Notification channels')).toHaveAttribute('aria-valuemax', '20');
    expect(screen.getByText('Every 10 seconds')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Plans' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Invoices' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Choose/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
  });

  it('offers each paid plan at the plans table’s price, and checks out the one chosen', async () => {
    const { fetch, assign, user } = renderBilling(billingFixture(), {
      handlers: {
        'POST /api/v1/billing/checkout': () =>
          jsonResponse(200, { url: 'https://checkout.stripe.com/c/pay/cs_test_1' }),
      },
    });
    const plansRegion = await region('Plans');
    for (const plan of [plans.starter, plans.pro, plans.enterprise]) {
      const card = within(plansRegion).getByRole('region', { name: plan.name });
      expect(within(card).getByText(`$${plan.priceMonthly}`)).toBeInTheDocument();
      expect(within(card).getByText(`${plan.limits.monitors} monitors`)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    const starter = within(plansRegion).getByRole('region', { name: 'Starter' });
    expect(starter).toHaveTextContent(`billed $${plans.starter.priceYearly} a year`);
    await user.click(within(starter).getByRole('button', { name: 'Choose Starter' }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'),
    );
    expect(bodyOf(fetch, '/api/v1/billing/checkout')).toEqual({
      plan: 'starter',
      period: 'yearly',
    });
  });

  it('shows the button busy while Checkout is being made, and the reason when it fails', async () => {
    const { user, assign } = renderBilling(billingFixture(), {
      handlers: {
        'POST /api/v1/billing/checkout': () =>
          jsonResponse(502, {
            code: 'network-request-failed',
            message: 'Stripe did not answer as expected. Try again in a minute.',
          }),
      },
    });
    await region('Plans');
    const choose = screen.getByRole('button', { name: 'Choose Pro' });
    await user.click(choose);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Stripe did not answer as expected. Try again in a minute.',
    );
    expect(choose).not.toHaveAttribute('aria-busy');
    expect(assign).not.toHaveBeenCalled();
  });

  it('bills a plan monthly where this instance has no yearly price for it', async () => {
    const { fetch, user } = renderBilling(
      billingFixture({
        checkout: { starter: ['monthly', 'yearly'], pro: ['monthly'], enterprise: ['monthly'] },
      }),
      {
        handlers: {
          'POST /api/v1/billing/checkout': () =>
            jsonResponse(200, { url: 'https://checkout.stripe.com/c/pay/cs_test_2' }),
        },
      },
    );
    await user.click(await screen.findByRole('radio', { name: 'Yearly' }));
    const pro = screen.getByRole('region', { name: 'Pro' });
    expect(pro).toHaveTextContent('a month, billed monthly');
    await user.click(within(pro).getByRole('button', { name: 'Choose Pro' }));
    await waitFor(() =>
      expect(bodyOf(fetch, '/api/v1/billing/checkout')).toEqual({
        plan: 'pro',
        period: 'monthly',
      }),
    );
  });

  it('marks the subscribed plan, its renewal or end date, and opens the portal to manage it', async () => {
    const billing = subscribedFixture('pro', { cancelAtPeriodEnd: true });
    const { assign, user } = renderBilling(billing, {
      handlers: {
        'GET /api/v1/billing/invoices': () => jsonResponse(200, { invoices: [] }),
        'POST /api/v1/billing/portal': () =>
          jsonResponse(200, { url: 'https://billing.stripe.com/p/session/bps_1' }),
      },
    });
    const plan = await region('Your plan');
    expect(plan).toHaveTextContent('Pro, active');
    expect(plan).toHaveTextContent('Monthly');
    expect(plan).toHaveTextContent(`Cancels on${formatDate(billing.currentPeriodEnd!)}`);
    const pro = screen.getByRole('region', { name: 'Pro' });
    expect(pro).toHaveTextContent('Current plan');
    expect(within(pro).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Switch to Enterprise' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Manage billing' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/bps_1'),
    );
  });

  it('lists invoices with their date, number, amount in their currency, status and links', async () => {
    const invoices: Invoice[] = [
      invoiceFixture({ id: '0003', createdAt: '2026-03-01T10:00:00.000Z', total: 3900 }),
      invoiceFixture({ id: '0002', currency: 'eur', total: 1234, status: 'open', pdfUrl: null }),
      invoiceFixture({ id: '0001', currency: 'jpy', total: 500, number: null, status: null }),
    ];
    renderBilling(subscribedFixture('pro'), {
      handlers: { 'GET /api/v1/billing/invoices': () => jsonResponse(200, { invoices }) },
    });
    const table = await screen.findByRole('table', { name: 'Invoices, newest first' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((cell) => cell.textContent),
      );
    const money = (amount: number, currency: string) =>
      new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);
    const date = formatDate('2026-03-01T10:00:00.000Z');
    expect(rows).toEqual([
      [date, 'TOC-0003', money(39, 'USD'), 'Paid'],
      [date, 'TOC-0002', money(12.34, 'EUR'), 'Due'],
      // Yen have no smaller unit: Stripe's 500 is ¥500.
      [date, '—', money(500, 'JPY'), '—'],
    ]);
    expect(within(table).getByRole('link', { name: 'View invoice TOC-0003' })).toHaveAttribute(
      'href',
      'https://invoice.stripe.com/i/0003',
    );
    expect(within(table).getByRole('link', { name: 'PDF of invoice TOC-0003' })).toHaveAttribute(
      'href',
      'https://pay.stripe.com/invoice/0003/pdf',
    );
    expect(within(table).queryByRole('link', { name: 'PDF of invoice TOC-0002' })).toBeNull();
  });

  it('says when there are no invoices, and offers to try again when they fail to load', async () => {
    let fail = true;
    const { user } = renderBilling(subscribedFixture('starter'), {
      handlers: {
        'GET /api/v1/billing/invoices': () =>
          fail
            ? jsonResponse(502, { code: 'network-request-failed', message: 'Stripe is down' })
            : jsonResponse(200, { invoices: [] }),
      },
    });
    const invoices = await region('Invoices');
    expect(await within(invoices).findByRole('alert')).toHaveTextContent(
      'We could not load your invoices.',
    );
    fail = false;
    await user.click(within(invoices).getByRole('button', { name: 'Try again' }));
    expect(await within(invoices).findByText('No invoices yet.')).toBeInTheDocument();
  });

  it('asks for no invoices before there is a Stripe customer', async () => {
    const { calls } = renderBilling(billingFixture());
    expect(
      await within(await region('Invoices')).findByText(/No invoices yet/),
    ).toBeInTheDocument();
    expect(calls('GET /api/v1/billing/invoices')).toHaveLength(0);
  });

  it('offers to try again when the plan cannot be loaded', async () => {
    renderBilling(() => jsonResponse(500, { code: 'internal', message: '' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your plan and usage.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('back from Checkout, reads the subscription from Stripe once, thanks, and cleans the address', async () => {
    const { calls, router } = renderBilling(billingFixture(), {
      path: '/dashboard/billing?checkout=success&session_id=cs_test_1',
      handlers: {
        'POST /api/v1/billing/refresh': () => jsonResponse(200, subscribedFixture('starter')),
      },
    });
    expect(await toast('Thank you for subscribing')).toHaveTextContent(
      'Your workspace is on Starter.',
    );
    expect(router.state.location.search).toBe('');
    expect(await region('Your plan')).toHaveTextContent('Starter, active');
    expect(calls('POST /api/v1/billing/refresh')).toHaveLength(1);
  });

  it('back from a canceled Checkout, says nothing was charged and reads nothing from Stripe', async () => {
    const { calls, router } = renderBilling(billingFixture(), {
      path: '/dashboard/billing?checkout=canceled',
    });
    expect(await toast('Checkout canceled')).toHaveTextContent('Nothing was charged.');
    expect(router.state.location.search).toBe('');
    expect(calls('POST /api/v1/billing/refresh')).toHaveLength(0);
  });

  it.each(['admin', 'member', 'viewer'] as const)(
    'shows an %s the plan, usage and invoices read-only, and who manages billing',
    async (role) => {
      renderBilling(subscribedFixture('starter'), {
        role,
        handlers: { 'GET /api/v1/billing/invoices': () => jsonResponse(200, { invoices: [] }) },
      });
      expect(await region('Your plan')).toHaveTextContent('Starter, active');
      expect(
        screen.getByText(/Only the owner of this workspace manages its billing/),
      ).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Plans' })).not.toBeInTheDocument();
      expect(
        screen.queryByRole('button', { name: /^(Choose|Switch to) / }),
      ).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Usage and limits' })).toBeInTheDocument();
    },
  );

  it('offers the owner the plans and Manage billing', async () => {
    renderBilling(subscribedFixture('starter'), {
      handlers: { 'GET /api/v1/billing/invoices': () => jsonResponse(200, { invoices: [] }) },
    });
    expect(await screen.findByRole('button', { name: 'Manage billing' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Plans' })).toBeInTheDocument();
    expect(screen.queryByText(/Only the owner of this workspace/)).not.toBeInTheDocument();
  });
});
