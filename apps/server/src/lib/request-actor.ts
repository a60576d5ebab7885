import { AsyncLocalStorage } from 'node:async_hooks';

/** Who is making a change: a person, an API key, or Tocsin itself (the engine, a sweep). */
export type Actor =
  | { type: 'user'; id: string; name: string }
  | { type: 'key'; id: string; name: string }
  | { type: 'system'; id: null; name: string };

export interface RequestActor {
  actor: Actor;
  /** The caller's address, as the request came (behind a trusted proxy, the client's). */
  ip: string | null;
}

const storage = new AsyncLocalStorage<RequestActor>();
const SYSTEM: RequestActor = { actor: { type: 'system', id: null, name: 'Tocsin' }, ip: null };

/** Runs `fn` (a route handler) as done by this caller: the audit log reads it back. */
export function runAs<T>(who: RequestActor, fn: () => T): T {
  return storage.run(who, fn);
}

/** The caller of the request being handled; outside a request, Tocsin itself. */
export function currentActor(): RequestActor {
  return storage.getStore() ?? SYSTEM;
}
