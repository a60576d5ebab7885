import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { eventsUrl } from '@/lib/live-events';
import { createQueryClient } from '@/lib/query-client';
import { FakeEventSource } from '@/test/fake-event-source';
import { monitorDetailKey } from './api/get-monitor';
import { monitorUptimeKey } from './api/get-uptime';
import { monitorGroupsKey } from './api/list-groups';
import { monitorIncidentsKey } from './api/list-incidents';
import { monitorListsKey } from './api/list-monitors';
import { monitorResultsKey } from './api/list-results';
import { useLiveMonitorEvents } from './use-live-monitor-events';

function renderLive() {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  // The monitor's name is asked for when it goes down; here the server cannot tell.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('{}', { status: 503 }))),
  );
  const queryClient = createQueryClient();
  const keys = {
    list: [...monitorListsKey, { page: 1 }],
    groups: monitorGroupsKey,
    detail: monitorDetailKey('m1'),
    results: monitorResultsKey('m1'),
    incidents: monitorIncidentsKey('m1'),
    uptime: [...monitorUptimeKey('m1'), '7d'],
    otherDetail: monitorDetailKey('m2'),
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
  const view = renderHook(() => useLiveMonitorEvents(), { wrapper });
  const invalidated = (key: readonly unknown[]) =>
    queryClient.getQueryState(key)?.isInvalidated ?? false;
  return { ...view, keys, invalidated, source: () => FakeEventSource.instances[0]! };
}

describe('useLiveMonitorEvents', () => {
  it("refreshes the lists, the groups' counts and the changed monitor's detail, checks, incidents and uptime on a status event", () => {
    const { keys, invalidated, source } = renderLive();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(source().url).toBe(eventsUrl);
    expect(invalidated(keys.list)).toBe(false);

    act(() =>
      source().emit('monitor.status', {
        monitorId: 'm1',
        workspaceId: 'ws_1',
        status: 'down',
        at: '2026-03-01T12:00:00.000Z',
      }),
    );

    expect(invalidated(keys.list)).toBe(true);
    expect(invalidated(keys.groups)).toBe(true);
    expect(invalidated(keys.detail)).toBe(true);
    expect(invalidated(keys.results)).toBe(true);
    expect(invalidated(keys.incidents)).toBe(true);
    expect(invalidated(keys.uptime)).toBe(true);
    expect(invalidated(keys.otherDetail)).toBe(false);
  });

  it('refreshes the lists and the groups when monitors move between groups elsewhere', () => {
    const { keys, invalidated, source } = renderLive();
    act(() => source().emit('groups.changed', { workspaceId: 'ws_1' }));
    expect(invalidated(keys.list)).toBe(true);
    expect(invalidated(keys.groups)).toBe(true);
  });

  it('closes the stream when the pages that use it unmount', () => {
    const { unmount, source } = renderLive();
    expect(source().closed).toBe(false);
    unmount();
    expect(source().closed).toBe(true);
  });

  it('shows a toast that stays until closed when a monitor goes down, and none when one recovers', async () => {
    // Time runs as usual until the test moves it past a toast's default 5 s.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { source } = renderLive();
    const event = (status: string) => ({
      monitorId: 'm2',
      workspaceId: 'ws_1',
      status,
      at: '2026-03-01T12:00:00.000Z',
    });
    act(() => source().emit('monitor.status', event('up')));
    act(() => source().emit('monitor.status', event('down')));
    const toast = await screen.findByText('A monitor is down');
    expect(screen.getByRole('button', { name: 'View monitor' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_500));
    expect(toast).toBeVisible();
    expect(screen.getAllByText(/is down/)).toHaveLength(1);
  }, 10_000);
});
