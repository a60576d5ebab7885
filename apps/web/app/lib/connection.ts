import { useSyncExternalStore } from 'react';
import { ApiError } from './api-client';

/**
 * Whether Tocsin answers this browser: 'reconnecting' once a request got no answer (the network
 * or the server is away), 'online' again once one does.
 */
export type Connection = 'online' | 'reconnecting';

let state: Connection = 'online';
const listeners = new Set<() => void>();

function set(next: Connection) {
  if (state === next) return;
  state = next;
  for (const listener of listeners) listener();
}

export const reportReachable = () => set('online');
export const reportUnreachable = () => set('reconnecting');
export const connectionState = () => state;

export function subscribeConnection(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnection(): Connection {
  return useSyncExternalStore(subscribeConnection, connectionState, () => 'online');
}

/**
 * A request that never reached Tocsin: no answer at all (offline, server down), or a proxy's
 * word that the server behind it is away (502, 504).
 */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && [0, 502, 504].includes(error.status);
}
