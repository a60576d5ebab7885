import { useMutation, useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LastChecked } from '@/features/monitors/components/monitor-cells';
import { api } from '@/lib/api-client';
import { reportReachable } from '@/lib/connection';
import { jsonResponse, stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-app';
import { ConnectionWatch } from './connection-watch';

const checkedAt = new Date(Date.now() - 12_000).toISOString();

/** A page that reads something, and can change something. */
function Page() {
  const reading = useQuery({
    queryKey: ['thing'],
    queryFn: () => api<{ n: number }>('/api/v1/thing'),
  });
  const change = useMutation({
    mutationFn: () => api('/api/v1/thing', { method: 'POST', body: {} }),
  });
  return (
    <>
      <ConnectionWatch />
      <p>Read {reading.data?.n ?? 'nothing'}</p>
      <p>
        Checked <LastChecked at={checkedAt} />
      </p>
      <button type="button" onClick={() => change.mutate()}>
        Change
      </button>
    </>
  );
}

function setup() {
  const server = { up: false, reads: 0, posts: 0 };
  const away = () => Promise.reject(new TypeError('Failed to fetch'));
  const fetch = stubFetch({
    'GET /api/v1/thing': () => {
      if (!server.up) return away();
      server.reads += 1;
      return jsonResponse(200, { n: server.reads });
    },
    'POST /api/v1/thing': () => {
      if (!server.up) return away();
      server.posts += 1;
      return jsonResponse(200, {});
    },
    'GET /readyz': () => (server.up ? jsonResponse(200, { ok: true }) : away()),
  });
  renderRoutes([{ path: '/', Component: Page }], '/');
  return { server, fetch, user: userEvent.setup() };
}

afterEach(() => reportReachable());

describe('connection watch', () => {
  it('says the connection is lost, stops the "ago" counters, and catches up once Tocsin answers', async () => {
    const { server } = setup();
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Connection lost. Reconnecting…');
    expect(screen.getByText(/^Checked/)).toHaveTextContent(/Checked at /);
    expect(screen.getByText('Read nothing')).toBeInTheDocument();

    server.up = true;
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: 8_000 });
    expect(await screen.findByText('Read 1')).toBeInTheDocument();
    expect(screen.getByText(/^Checked/)).toHaveTextContent(/^Checked \d+ seconds ago$/);
  });

  it('tells of a change that could not be sent, and sends it again on Retry', async () => {
    const { server, user } = setup();
    await screen.findByRole('status');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('Not saved: Tocsin cannot be reached')).toBeInTheDocument();
    server.up = true;
    // The toast region takes clicks once it knows it holds a toast (a render after the toast).
    const region = screen.getByRole('region', { name: /^Notifications/ });
    await waitFor(() => expect(region).not.toHaveStyle({ pointerEvents: 'none' }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(server.posts).toBe(1));
  });
});
