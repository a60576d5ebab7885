import type { ApiKey } from '@tocsin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-app';
import { ApiKeysCard } from './api-keys-card';

const key = (fields: Partial<ApiKey>): ApiKey => ({
  id: 'k1',
  name: 'Deploy pipeline',
  prefix: 'tocsin_AbCd1234',
  access: 'write',
  areas: [],
  expiresAt: null,
  createdBy: 'Ada Lovelace',
  creatorRole: 'admin',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: null,
  lastUsedIp: null,
  ...fields,
});

const secret = `tocsin_${'Zz9'.repeat(13)}x`;

function renderCard(items: ApiKey[]) {
  let list = items;
  const fetch = stubFetch({
    'GET /api/v1/api-keys': () => jsonResponse(200, { items: list }),
    'POST /api/v1/api-keys': (init) => {
      const body = jsonBody(init) as { name: string; access: 'read' | 'write' };
      const created = key({ id: 'k9', name: body.name, access: body.access });
      list = [created, ...list];
      return jsonResponse(201, { ...created, key: secret });
    },
    'DELETE /api/v1/api-keys/k1': () => {
      list = list.filter((k) => k.id !== 'k1');
      return new Response(null, { status: 204 });
    },
  });
  renderRoutes([{ path: '/settings', Component: ApiKeysCard }], '/settings');
  return fetch;
}

describe('API keys card', () => {
  it('lists each key with its prefix, scope, expiry, creator and last use', async () => {
    renderCard([
      key({ lastUsedAt: new Date(Date.now() - 120_000).toISOString(), lastUsedIp: '203.0.113.7' }),
      key({
        id: 'k2',
        name: 'Status bot',
        prefix: 'tocsin_Q1w2E3r4',
        access: 'read',
        areas: ['incidents'],
        expiresAt: '2020-01-01T00:00:00.000Z',
        createdBy: null,
        creatorRole: null,
      }),
    ]);
    const table = await screen.findByRole('table', { name: 'API keys' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Deploy pipeline');
    expect(first).toHaveTextContent('tocsin_AbCd1234…');
    expect(first).toHaveTextContent('Read and write, every area');
    expect(first).toHaveTextContent('Never');
    expect(first).toHaveTextContent('Ada Lovelace');
    expect(first).toHaveTextContent('2 minutes ago from 203.0.113.7');
    expect(second).toHaveTextContent('Read-only, incidents only');
    expect(second).toHaveTextContent(/Expired/);
    expect(second).toHaveTextContent('A former member');
    expect(second).toHaveTextContent('Never used');
    expect(first).not.toHaveTextContent(/No longer works|Limited to/);
  });

  it("says when a key does less than its scope, or nothing, because of its creator's role", async () => {
    renderCard([
      key({ creatorRole: 'viewer' }),
      key({ id: 'k2', name: 'Old script', creatorRole: null }),
      key({ id: 'k3', name: 'Reader', access: 'read', creatorRole: 'viewer' }),
    ]);
    const table = await screen.findByRole('table', { name: 'API keys' });
    const [, demoted, orphaned, reader] = within(table).getAllByRole('row');
    expect(demoted).toHaveTextContent("Limited to what a Viewer may do, its creator's role");
    expect(orphaned).toHaveTextContent('No longer works: its creator left the workspace');
    // A read-only key of a viewer does what its scope says: nothing to point out.
    expect(reader).not.toHaveTextContent(/No longer works|Limited to/);
  });

  it('creates a key and shows it once, saying it will not be shown again', async () => {
    const fetch = renderCard([]);
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create an API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(
      /Enter a name for the key/,
    );
    await user.type(within(dialog).getByLabelText('Name'), 'CI');
    await user.click(within(dialog).getByLabelText(/^Read and write/));
    await user.click(within(dialog).getByLabelText('Incidents'));
    await user.click(within(dialog).getByLabelText('On a date'));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(within(dialog).getByText('Pick the day the key expires')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Never'));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByRole('dialog', { name: 'Copy your new key: CI' });
    expect(shown).toHaveTextContent('it will not be shown again');
    expect(within(shown).getByLabelText('API key')).toHaveTextContent(secret);
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(jsonBody(post?.[1])).toEqual({
      name: 'CI',
      access: 'write',
      areas: ['incidents'],
      expiresAt: null,
    });
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'API keys' })).toHaveTextContent('CI');
  });

  it('sends an expiry 30 days ahead when that is chosen', async () => {
    const fetch = renderCard([]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create an API key' });
    await user.type(within(dialog).getByLabelText('Name'), 'Short');
    await user.click(within(dialog).getByLabelText('In 30 days'));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await screen.findByRole('dialog', { name: 'Copy your new key: Short' });
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = jsonBody(post?.[1]) as { access: string; expiresAt: string };
    expect(body.access).toBe('read');
    const days = (new Date(body.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
  });

  it('revokes a key after asking', async () => {
    const fetch = renderCard([key({})]);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'API keys' });
    await user.click(within(table).getByRole('button', { name: 'Revoke Deploy pipeline' }));
    const confirm = screen.getByRole('dialog', { name: 'Revoke the key Deploy pipeline?' });
    expect(confirm).toHaveTextContent('stops working at once');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
    expect(screen.getByText('Key revoked')).toBeInTheDocument();
  });
});
