import type { Badge } from '@tocsin/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-mock';
import { memberWithRole, renderRoutes } from '@/test/render-app';
import { BadgeEmbeds } from './badge-embeds';

const KEY = 'AbCdEfGhIjKlMnOpQrStUvWx';
const base = 'http://localhost:3000';
const badge: Badge = {
  key: KEY,
  createdAt: '2026-03-01T12:00:00.000Z',
  urls: {
    status: `${base}/badge/${KEY}/status.svg`,
    uptime: `${base}/badge/${KEY}/uptime.svg?period=30d`,
    response: `${base}/badge/${KEY}/response.svg?period=24h`,
    widget: `${base}/widget/${KEY}`,
    widgetScript: `${base}/widget/${KEY}.js`,
  },
};
const owner = { kind: 'monitor', id: 'm1' } as const;

function renderEmbeds(role: 'owner' | 'member' | 'viewer', canChange = role !== 'viewer') {
  return renderRoutes(
    [{ path: '/', element: <BadgeEmbeds owner={owner} what="monitor" canChange={canChange} /> }],
    '/',
    { session: memberWithRole(role) },
  );
}

describe('BadgeEmbeds', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('makes the badges on demand, then shows them with snippets to copy', async () => {
    let made = false;
    const fetch = stubFetch({
      'GET /api/v1/monitors/m1/badge': () => jsonResponse(200, { badge: made ? badge : null }),
      'POST /api/v1/monitors/m1/badge': () => {
        made = true;
        return jsonResponse(201, { badge });
      },
    });
    const user = userEvent.setup();
    renderEmbeds('member');
    await user.click(await screen.findByRole('button', { name: 'Create badges' }));

    expect(await screen.findByRole('img', { name: 'Status badge' })).toHaveAttribute(
      'src',
      badge.urls.status,
    );
    expect(screen.getByRole('img', { name: 'Uptime (30 days) badge' })).toHaveAttribute(
      'src',
      badge.urls.uptime,
    );
    expect(screen.getByRole('img', { name: 'Response time badge' })).toBeInTheDocument();
    expect(screen.getByText(`![Status](${badge.urls.status})`)).toBeInTheDocument();
    expect(
      screen.getByText(`<img src="${badge.urls.uptime}" alt="Uptime (30 days)">`),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`<script src="${base}/widget/${KEY}.js" async></script>`),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/<iframe src="http:\/\/localhost:3000\/widget\/AbCd/),
    ).toHaveTextContent('title="Service status" width="280" height="44"');
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/monitors/m1/badge',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('copies a snippet to the clipboard', async () => {
    stubFetch({ 'GET /api/v1/monitors/m1/badge': () => jsonResponse(200, { badge }) });
    const user = userEvent.setup();
    renderEmbeds('owner');
    await user.click(await screen.findByRole('button', { name: 'Copy Status: Markdown' }));
    expect(await navigator.clipboard.readText()).toBe(`![Status](${badge.urls.status})`);
    expect(screen.getByRole('button', { name: 'Copy Status: Markdown' })).toHaveTextContent(
      'Copied',
    );
  });

  it('revokes the badges only once confirmed', async () => {
    let revoked = 0;
    stubFetch({
      'GET /api/v1/monitors/m1/badge': () => jsonResponse(200, { badge }),
      'DELETE /api/v1/monitors/m1/badge': () => {
        revoked += 1;
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderEmbeds('owner');
    await user.click(await screen.findByRole('button', { name: 'Revoke badges' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke these badges?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(revoked).toBe(0);
    expect(screen.getByRole('img', { name: 'Status badge' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke badges' }));
    const again = await screen.findByRole('dialog', { name: 'Revoke these badges?' });
    await user.click(within(again).getByRole('button', { name: 'Revoke badges' }));
    await waitFor(() => expect(revoked).toBe(1));
    expect(await screen.findByText('The badges were revoked')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Status badge' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create badges' })).toBeInTheDocument();
  });

  it('shows a viewer the badges but no way to make or revoke them', async () => {
    stubFetch({ 'GET /api/v1/monitors/m1/badge': () => jsonResponse(200, { badge: null }) });
    renderEmbeds('viewer');
    expect(
      await screen.findByText(
        'This monitor has no badges yet. A member of the workspace can make them.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create badges' })).not.toBeInTheDocument();
    cleanup();

    stubFetch({ 'GET /api/v1/monitors/m1/badge': () => jsonResponse(200, { badge }) });
    renderEmbeds('viewer');
    expect(await screen.findByRole('img', { name: 'Status badge' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke badges' })).not.toBeInTheDocument();
  });
});
