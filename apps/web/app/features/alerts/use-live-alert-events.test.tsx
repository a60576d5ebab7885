import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deliveryKey } from '@/lib/deliveries';
import { eventsUrl } from '@/lib/live-events';
import { createQueryClient } from '@/lib/query-client';
import { FakeEventSource } from '@/test/fake-event-source';
import { incidentDetailKey } from './api/get-incident';
import { incidentListsKey } from './api/list-incidents';
import { useLiveAlertEvents } from './use-live-alert-events';

function renderLive() {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  const queryClient = createQueryClient();
  const keys = {
    list: [...incidentListsKey, { status: 'all' }],
    detail: incidentDetailKey('inc1'),
    delivery: deliveryKey('d1'),
    otherDelivery: deliveryKey('d2'),
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useLiveAlertEvents(), { wrapper });
  const invalidated = (key: readonly unknown[]) =>
    queryClient.getQueryState(key)?.isInvalidated ?? false;
  return { ...view, keys, invalidated, source: () => FakeEventSource.instances[0]! };
}

describe('useLiveAlertEvents', () => {
  it('refreshes the incidents and that delivery when a delivery changes', () => {
    const { keys, invalidated, source } = renderLive();
    expect(source().url).toBe(eventsUrl);
    act(() =>
      source().emit('delivery.updated', {
        workspaceId: 'ws_1',
        deliveryId: 'd1',
        status: 'failed',
      }),
    );
    expect(invalidated(keys.list)).toBe(true);
    expect(invalidated(keys.detail)).toBe(true);
    expect(invalidated(keys.delivery)).toBe(true);
    expect(invalidated(keys.otherDelivery)).toBe(false);
  });

  it('refreshes the incidents on a status change or an acknowledgement, and closes on unmount', () => {
    const { keys, invalidated, source, unmount } = renderLive();
    act(() => source().emit('incident.acknowledged', { workspaceId: 'ws_1', incidentId: 'inc1' }));
    expect(invalidated(keys.detail)).toBe(true);
    expect(invalidated(keys.delivery)).toBe(false);
    unmount();
    expect(source().closed).toBe(true);
  });
});
