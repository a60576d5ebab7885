import { plans, type BillingResponse, type MeResponse } from '@tocsin/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { billingFixture, subscribedFixture } from '@/test/billing-fixtures';
import { jsonResponse, stubFetch } from '@/test/fetch-mock';
import { signedInUser } from '@/test/fixtures';
import { memberWithRole, renderRoutes } from '@/test/render-app';
import FixSubscriptionPage from './fix-subscription';

function renderFix(billing: BillingResponse, refresh?: () => Response, session?: MeResponse) {
  const fetch = stubFetch({
    'GET /api/v1/billing': () => jsonResponse(200, billing),
    'POST /api/v1/billing/portal': () =>
      jsonResponse(200, { url: 'https://billing.stripe.com/p/session/bps_1' }),
    ...(refresh ? { 'POST /api/v1/billing/refresh': refresh } : {}),
    // Read again after Stripe is: the subscription's status rides on the session.
    'GET /api/v1/session': () => jsonResponse(200, { me: session ?? signedInUser }),
  });
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  renderRoutes(
    [
      { path: '/dashboard/fix-subscription', Component: FixSubscriptionPage },
      { path: '/dashboard/billing', element: <h1>Billing page</h1> },
    ],
    '/dashboard/fix-subscription',
    { session },
  );
  return { fetch, assign, user: userEvent.setup() };
}

const status = () => screen.findByRole('heading', { level: 2, name: /^Status:/ });

describe('fix subscription page', () => {
  it('explains a failed payment that Stripe retries, and opens the portal to change the card', async () => {
    const { assign, user } = renderFix(subscribedFixture('pro', { status: 'past_due' }));
    expect(await status()).toHaveTextContent('Status: Past due');
    expect(screen.getByText(/A payment for your Pro subscription failed/)).toHaveTextContent(
      'Stripe retries it over the next days, and your workspace keeps Pro in the meantime.',
    );
    await user.click(await screen.findByRole('button', { name: 'Update your card' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/bps_1'),
    );
  });

  it('explains that an unpaid subscription has the Free plan’s limits until it is paid', async () => {
    renderFix(subscribedFixture('starter', { status: 'unpaid', plan: 'free' }));
    expect(await status()).toHaveTextContent('Status: Unpaid');
    expect(screen.getByText(/every attempt failed/)).toHaveTextContent(
      `Free plan’s limits (${plans.free.limits.monitors} monitors, checked every 5 minutes)`,
    );
  });

  it('explains that an incomplete first payment needs action before the plan starts', async () => {
    renderFix(subscribedFixture('enterprise', { status: 'incomplete', plan: 'free' }));
    expect(await status()).toHaveTextContent('Status: Incomplete');
    expect(screen.getByText(/needs your action/)).toHaveTextContent(
      'The plan starts once it is paid.',
    );
  });

  it('checks again with Stripe and shows the new status, with the way back to billing', async () => {
    const { user } = renderFix(subscribedFixture('pro', { status: 'past_due' }), () =>
      jsonResponse(200, subscribedFixture('pro')),
    );
    await status();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Status: Active' })).toBeInTheDocument();
    expect(screen.getByText(/Checked with Stripe at/)).toHaveTextContent(
      'the subscription is active',
    );
    expect(screen.getByText(/Nothing needs fixing/)).toHaveTextContent('your workspace is on Pro');
    expect(screen.getByRole('link', { name: 'Back to billing' })).toHaveAttribute(
      'href',
      '/dashboard/billing',
    );
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
  });

  it('says so when the check with Stripe fails, and keeps the way to try again', async () => {
    const { user } = renderFix(subscribedFixture('pro', { status: 'past_due' }), () =>
      jsonResponse(502, {
        code: 'network-request-failed',
        message: 'Stripe did not answer as expected. Try again in a minute.',
      }),
    );
    await status();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Stripe did not answer as expected. Try again in a minute.',
    );
    expect(await status()).toHaveTextContent('Status: Past due');
    expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled();
  });

  it('has nothing to fix on a self-hosted instance', async () => {
    renderFix(billingFixture({ enabled: false, plan: 'self-hosted', trial: null }));
    expect(await screen.findByText(/billing is off/)).toHaveTextContent(
      'there is no subscription to fix',
    );
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
  });
});

describe('fix subscription page for an admin', () => {
  it('explains the failed payment and says only the owner can update the card', async () => {
    renderFix(subscribedFixture('pro', { status: 'past_due' }), undefined, memberWithRole('admin'));
    expect(await status()).toHaveTextContent('Status: Past due');
    expect(
      screen.getByText(/Only the owner of this workspace manages its billing/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update your card' })).not.toBeInTheDocument();
  });
});
