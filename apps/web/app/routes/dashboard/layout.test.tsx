import type { SubscriptionStatus } from '@tocsin/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { signedInUser } from '@/test/fixtures';
import { listOf } from '@/test/monitor-fixtures';
import { renderRoutes } from '@/test/render-app';
import DashboardLayout from './layout';
import MonitorsPage from './monitors';

function renderDashboard(path: string) {
  return renderRoutes(
    [
      {
        path: '/dashboard',
        Component: DashboardLayout,
        children: [
          { index: true, Component: MonitorsPage },
          { path: 'billing', element: <h1>Billing page</h1> },
          { path: 'fix-subscription', element: <h1>Fix subscription page</h1> },
        ],
      },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    path,
  );
}

describe('dashboard guard', () => {
  it('shows a skeleton while the session loads, then the page', async () => {
    const me = deferred<Response>();
    stubFetch({
      'GET /api/v1/session': () => me.promise,
      'GET /api/v1/monitors': () => jsonResponse(200, listOf([])),
    });
    renderDashboard('/dashboard');
    expect(screen.getByRole('status', { name: 'Loading your dashboard' })).toBeInTheDocument();
    me.resolve(jsonResponse(200, { me: signedInUser }));
    expect(await screen.findByRole('heading', { name: 'No monitors yet' })).toBeInTheDocument();
  });

  it('sends a visitor to /login with the page to come back to', async () => {
    stubFetch({
      'GET /api/v1/session': () => jsonResponse(200, { me: null }),
    });
    const { router } = renderDashboard('/dashboard/billing?period=year');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const redirect = new URLSearchParams(router.state.location.search).get('redirect');
    expect(redirect).toBe('/dashboard/billing?period=year');
  });
});

describe('subscription banner', () => {
  function renderWithStatus(subscriptionStatus: SubscriptionStatus, path = '/dashboard/billing') {
    stubFetch({
      'GET /api/v1/session': () =>
        jsonResponse(200, {
          me: { ...signedInUser, profile: { ...signedInUser.profile, subscriptionStatus } },
        }),
    });
    return renderDashboard(path);
  }

  it.each([
    ['past_due', 'status', 'A payment for your subscription failed.'],
    ['incomplete', 'status', 'The first payment of your subscription needs your action'],
    ['unpaid', 'alert', 'Your subscription is unpaid'],
  ] as const)('while %s, leads to the page that fixes it', async (status, role, message) => {
    const { router } = renderWithStatus(status);
    await screen.findByRole('heading', { name: 'Billing page' });
    const banner = screen.getByRole(role);
    expect(banner).toHaveTextContent(message);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Fix your subscription' }));
    expect(
      await screen.findByRole('heading', { name: 'Fix subscription page' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/fix-subscription');
    // The page itself explains it all; the banner would only repeat it.
    expect(screen.queryByRole(role)).toBeNull();
  });

  it.each(['free', 'trialing', 'active', 'canceled'] as const)(
    'is not shown while %s',
    async (status) => {
      renderWithStatus(status);
      await screen.findByRole('heading', { name: 'Billing page' });
      expect(screen.queryByRole('link', { name: 'Fix your subscription' })).toBeNull();
    },
  );
});
