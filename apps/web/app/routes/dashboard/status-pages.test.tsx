import type { StatusPage } from '@tocsin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { memberWithRole, renderRoutes } from '@/test/render-app';
import { statusPageFixture } from '@/test/status-page-fixtures';
import StatusPagesPage from './status-pages';

const acme = statusPageFixture({
  componentCount: 3,
  customDomain: 'status.acme.example',
  domainVerified: true,
});
const internal = statusPageFixture({
  id: 'p2',
  name: 'Internal',
  slug: 'internal',
  url: 'http://localhost:3000/s/internal',
  passwordProtected: true,
  componentCount: 1,
  customDomain: 'status.internal.example',
});

function renderList(
  items: StatusPage[],
  limit: number | null = null,
  role: 'owner' | 'viewer' = 'owner',
) {
  const fetch = stubFetch({
    'GET /api/v1/status-pages': () => jsonResponse(200, { items, limit }),
    'POST /api/v1/status-pages': (init) => {
      const body = jsonBody(init) as { slug: string };
      if (body.slug === 'taken')
        return jsonResponse(409, {
          code: 'conflict',
          message: 'The address /s/taken is taken by another status page: choose another.',
        });
      return jsonResponse(201, statusPageFixture({ id: 'p9', ...(body as object) }));
    },
    'GET /api/v1/status-pages/p9': () => jsonResponse(200, statusPageFixture({ id: 'p9' })),
  });
  renderRoutes(
    [
      { path: '/dashboard/status-pages', Component: StatusPagesPage },
      { path: '/dashboard/status-pages/:id', Component: () => <p>Editor of the new page</p> },
    ],
    '/dashboard/status-pages',
    role === 'owner' ? {} : { session: memberWithRole(role) },
  );
  return { fetch, user: userEvent.setup() };
}

describe('status pages list', () => {
  it('lists each page with its public address, components and domain state', async () => {
    renderList([acme, internal]);
    const table = await screen.findByRole('table', { name: 'Status pages' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Acme status');
    expect(rows[1]).toHaveTextContent('localhost:3000/s/acme');
    expect(rows[1]).toHaveTextContent('3 components');
    expect(rows[1]).toHaveTextContent('status.acme.example, verified');
    expect(rows[2]).toHaveTextContent('1 component');
    expect(rows[2]).toHaveTextContent('status.internal.example, not verified yet');
    expect(within(rows[2]!).getByLabelText('Protected by a password')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: /localhost:3000\/s\/acme/ })).toHaveAttribute(
      'href',
      'http://localhost:3000/s/acme',
    );
  });

  it('explains status pages when there is none, with the way to make one', async () => {
    renderList([]);
    expect(await screen.findByRole('heading', { name: 'No status pages yet' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'New status page' })).toBeVisible();
  });

  it('creates a page with an address suggested from its name, then opens it', async () => {
    const { fetch, user } = renderList([acme]);
    await user.click(await screen.findByRole('button', { name: 'New status page' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New status page' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Acme Cloud (EU)');
    expect(dialog.getByRole('textbox', { name: 'Address' })).toHaveValue('acme-cloud-eu');
    await user.click(dialog.getByRole('button', { name: 'Create page' }));
    expect(await screen.findByText('Editor of the new page')).toBeVisible();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(jsonBody(post![1])).toMatchObject({ name: 'Acme Cloud (EU)', slug: 'acme-cloud-eu' });
  });

  it('keeps an address typed by hand, and says when it is taken', async () => {
    const { user } = renderList([acme]);
    await user.click(await screen.findByRole('button', { name: 'New status page' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New status page' }));
    const address = dialog.getByRole('textbox', { name: 'Address' });
    await user.type(address, 'taken');
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Acme');
    expect(address).toHaveValue('taken');
    await user.click(dialog.getByRole('button', { name: 'Create page' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The page was not created: The address /s/taken is taken by another status page',
    );
  });

  it('refuses a reserved or malformed address before sending it', async () => {
    const { fetch, user } = renderList([acme]);
    await user.click(await screen.findByRole('button', { name: 'New status page' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New status page' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Dashboard');
    await user.click(dialog.getByRole('button', { name: 'Create page' }));
    expect(await dialog.findByText('This address is reserved; choose another')).toBeVisible();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says when the plan has no room for another page instead of offering one', async () => {
    renderList([acme], 1);
    expect(await screen.findByText(/plan allows 1 status page, and it is in use/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New status page' })).toBeNull();
  });

  it('offers a viewer no way to create a page', async () => {
    renderList([], null, 'viewer');
    expect(await screen.findByRole('heading', { name: 'No status pages yet' })).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'New status page' })).toBeNull(),
    );
  });
});
