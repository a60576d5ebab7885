import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { signedInUser } from '@/test/fixtures';
import { listOf } from '@/test/monitor-fixtures';
import { renderRoutes } from '@/test/render-app';
import DashboardLayout from './dashboard-layout';
import MonitorsPage from '@/features/monitors/routes/monitors';

function renderDashboard(path: string) {
  return renderRoutes(
    [
      {
        path: '/dashboard',
        Component: DashboardLayout,
        children: [
          { index: true, Component: MonitorsPage },
          { path: 'billing', element: <h1>Billing page</h1> },
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
      'GET /api/v1/me': () => me.promise,
      'GET /api/v1/monitors': () => jsonResponse(200, listOf([])),
    });
    renderDashboard('/dashboard');
    expect(screen.getByRole('status', { name: 'Loading your dashboard' })).toBeInTheDocument();
    me.resolve(jsonResponse(200, signedInUser));
    expect(await screen.findByRole('heading', { name: 'No monitors yet' })).toBeInTheDocument();
  });

  it('sends a visitor to /login with the page to come back to', async () => {
    stubFetch({
      'GET /api/v1/me': () => jsonResponse(401, { code: 'unauthenticated', message: '' }),
    });
    const { router } = renderDashboard('/dashboard/billing?period=year');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const redirect = new URLSearchParams(router.state.location.search).get('redirect');
    expect(redirect).toBe('/dashboard/billing?period=year');
  });
});
