import type { Subscriber, SubscriberListResponse } from '@tocsin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { memberWithRole, renderRoutes } from '@/test/render-app';
import { Subscribers } from './subscribers';

const subscriber = (over: Partial<Subscriber>): Subscriber => ({
  id: 's1',
  kind: 'email',
  address: 'ada@example.com',
  components: null,
  confirmedAt: '2026-11-20T09:30:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
  ...over,
});

const listed = (items: Subscriber[]): SubscriberListResponse => ({
  items,
  total: items.length,
  counts: {
    email: {
      confirmed: items.filter((s) => s.kind === 'email' && s.confirmedAt).length,
      pending: items.filter((s) => s.kind === 'email' && !s.confirmedAt).length,
    },
    webhook: { confirmed: items.filter((s) => s.kind === 'webhook').length, pending: 0 },
    push: { confirmed: 0, pending: 0 },
  },
});

function renderSubscribers(role?: 'viewer') {
  let items = [
    subscriber({}),
    subscriber({ id: 's2', address: 'bob@example.com', confirmedAt: null }),
    subscriber({
      id: 's3',
      kind: 'webhook',
      address: 'https://hooks.example.com/status',
      components: [{ id: 'c1', name: 'Checkout' }],
    }),
  ];
  const fetch = stubFetch({
    'GET /api/v1/status-pages/p1/subscribers': () => jsonResponse(200, listed(items)),
    'DELETE /api/v1/status-pages/p1/subscribers/s2': () => {
      items = items.filter((s) => s.id !== 's2');
      return new Response(null, { status: 204 });
    },
    'POST /api/v1/status-pages/p1/subscribers/import': () =>
      jsonResponse(200, {
        invited: 12,
        held: 2,
        heldUntil: '2026-03-01T12:00:12.000Z',
        skipped: 0,
        errors: [{ line: 3, message: '"nope" is not an email address' }],
      }),
  });
  const Page = () => <Subscribers pageId="p1" readOnly={role === 'viewer'} />;
  renderRoutes(
    [{ path: '/', Component: Page }],
    '/',
    role ? { session: memberWithRole(role) } : {},
  );
  return { fetch, user: userEvent.setup() };
}

describe('status page subscribers', () => {
  it('counts subscribers by kind and lists what each follows', async () => {
    renderSubscribers();
    const table = await screen.findByRole('table', { name: 'Subscribers' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('ada@example.com');
    expect(rows[1]).toHaveTextContent('The whole page');
    expect(rows[2]).toHaveTextContent('Waiting to confirm');
    expect(rows[3]).toHaveTextContent('Checkout');
    expect(screen.getByText('1 waiting to confirm')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/v1/status-pages/p1/subscribers.csv',
    );
  });

  it('removes a subscriber only after confirming', async () => {
    const { fetch, user } = renderSubscribers();
    await user.click(await screen.findByRole('button', { name: 'Remove bob@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove bob@example.com?' });
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove subscriber' }));
    await waitFor(() => expect(screen.queryByText('bob@example.com')).toBeNull());
  });

  it('imports a CSV file and shows the mails held and the rows not taken with their lines', async () => {
    const { fetch, user } = renderSubscribers();
    const input = await screen.findByLabelText('Import email addresses (CSV)');
    await user.upload(
      input,
      new File(['email\nkay@example.com\nnope\n'], 'list.csv', { type: 'text/csv' }),
    );
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('12 addresses were invited to confirm');
    expect(status).toHaveTextContent(
      '2 of the mails wait their turn, one every 6 seconds: the last leaves at about',
    );
    expect(status).toHaveTextContent('Line 3: "nope" is not an email address');
    const sent = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(jsonBody(sent![1])).toEqual({ csv: 'email\nkay@example.com\nnope\n' });
  });

  it('offers a viewer neither removal nor import', async () => {
    renderSubscribers('viewer');
    await screen.findByRole('table', { name: 'Subscribers' });
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByLabelText('Import email addresses (CSV)')).toBeNull();
  });
});
