import { vi } from 'vitest';

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

type Handler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

/**
 * Replaces fetch with a table of `METHOD /path` handlers; an unlisted request fails the test
 * loudly instead of hanging. Handlers get the URL too, to answer by query string. Returns the
 * mock so tests can inspect calls.
 */
export function stubFetch(handlers: Record<string, Handler>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(urlOf(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected request in test: ${key}`);
    return handler(init, url);
  });
  vi.stubGlobal('fetch', mock);
  stubbed.set(mock, new Set(Object.keys(handlers)));
  return mock;
}

const stubbed = new WeakMap<object, ReadonlySet<string>>();

/** Whether the fetch in place now is a stub that answers `METHOD /path`. */
export function fetchAnswers(key: string) {
  return stubbed.get(globalThis.fetch)?.has(key) ?? false;
}

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/** The JSON body the app sent, parsed. */
export function jsonBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
}

/** The parsed JSON body of the first call to `path`. */
export function bodyOf(mock: ReturnType<typeof stubFetch>, path: string): unknown {
  const call = mock.mock.calls.find(([input]) => urlOf(input) === path);
  return jsonBody(call?.[1]);
}

/** A promise the test resolves when it wants, to observe a pending state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
