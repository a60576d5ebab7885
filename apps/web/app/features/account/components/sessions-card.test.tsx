import type { AccountSession } from '@tocsin/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-app';
import { SessionsCard } from './sessions-card';

const session = (fields: Partial<AccountSession>): AccountSession => ({
  id: 's1',
  browser: 'Chrome 131 on macOS',
  device: 'Desktop',
  ipAddress: '203.0.113.7',
  signedInAt: '2026-11-01T10:00:00.000Z',
  lastActiveAt: new Date().toISOString(),
  current: true,
  ...fields,
});

const phone = session({
  id: 's2',
  browser: 'Safari 17 on iOS',
  device: 'Mobile',
  ipAddress: '198.51.100.4',
  lastActiveAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  current: false,
});
const laptop = session({ id: 's3', browser: 'Firefox 133 on Linux', current: false });

function renderCard(items: AccountSession[]) {
  let list = items;
  const fetch = stubFetch({
    'GET /api/v1/me/sessions': () => jsonResponse(200, { items: list }),
    'DELETE /api/v1/me/sessions/s2': () => {
      list = list.filter((s) => s.id !== 's2');
      return jsonResponse(200, { ended: 1 });
    },
    'POST /api/v1/me/sessions/end-others': () => {
      const ended = list.filter((s) => !s.current).length;
      list = list.filter((s) => s.current);
      return jsonResponse(200, { ended });
    },
  });
  renderRoutes([{ path: '/settings', Component: SessionsCard }], '/settings');
  return fetch;
}

describe('sessions card', () => {
  it('lists each session with its browser, device, address and last use, this one marked', async () => {
    renderCard([session({}), phone]);
    const table = await screen.findByRole('table', { name: 'Your sessions' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Chrome 131 on macOS');
    expect(first).toHaveTextContent('This device');
    expect(first).toHaveTextContent('Desktop · 203.0.113.7');
    expect(within(first!).queryByRole('button')).toBeNull();
    expect(second).toHaveTextContent('Safari 17 on iOS');
    expect(second).not.toHaveTextContent('This device');
    expect(second).toHaveTextContent('Mobile · 198.51.100.4');
    expect(second).toHaveTextContent('3 hours ago');
  });

  it('ends one session after confirming, and the list drops it', async () => {
    const fetch = renderCard([session({}), phone]);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Your sessions' });
    await user.click(
      within(table).getByRole('button', { name: 'End the session of Safari 17 on iOS' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'End the session of Safari 17 on iOS?' });
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));
    expect(await screen.findByText('Session ended')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/me/sessions/s2',
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(within(table).queryByText('Safari 17 on iOS')).toBeNull();
  });

  it('ends every other session, and offers it only while there are others', async () => {
    renderCard([session({}), phone, laptop]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'End all other sessions' }));
    const dialog = screen.getByRole('dialog', { name: 'End all other sessions?' });
    await user.click(within(dialog).getByRole('button', { name: 'End other sessions' }));
    expect(await screen.findByText('2 sessions ended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End all other sessions' })).toBeNull();
  });

  it('says so when the list cannot be read', async () => {
    stubFetch({
      'GET /api/v1/me/sessions': () => jsonResponse(500, { code: 'internal', message: 'Down' }),
    });
    renderRoutes([{ path: '/settings', Component: SessionsCard }], '/settings');
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
