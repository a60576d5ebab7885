import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The encodings a form of another page can post in. */
export const formEnctypes = [
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
] as const;

/**
 * Runs in the attacker's page: POSTs to each URL with the cookies, empty, as text, as a form, as
 * multipart and as JSON, and writes what the browser let it see into the page.
 */
function fetchEverywhere(urls: string[]) {
  // Simple requests, which a browser sends without asking: no-cors, as the answer is of no use.
  const simple = { mode: 'no-cors' } as const;
  const bodies: Record<string, () => RequestInit> = {
    // No body, so no content type to refuse: only where the request comes from tells.
    empty: () => simple,
    'text/plain': () => ({
      ...simple,
      headers: { 'content-type': 'text/plain' },
      body: '{"paused":true}',
    }),
    urlencoded: () => ({ ...simple, body: new URLSearchParams({ paused: 'true' }) }),
    multipart: () => {
      const form = new FormData();
      form.set('paused', 'true');
      return { ...simple, body: form };
    },
    // Not a simple request: the browser asks first (a preflight), and Tocsin never says yes.
    json: () => ({ headers: { 'content-type': 'application/json' }, body: '{"paused":true}' }),
  };
  const log = document.getElementById('log')!;
  const attempts = urls.flatMap((url) =>
    Object.entries(bodies).map(async ([kind, init]) => {
      let outcome: string;
      try {
        const response = await fetch(url, { method: 'POST', credentials: 'include', ...init() });
        outcome = `answered ${response.type} ${response.status}`;
      } catch (error) {
        outcome = `failed: ${String(error)}`;
      }
      const item = document.createElement('li');
      item.textContent = `${kind} ${url}: ${outcome}`;
      log.append(item);
    }),
  );
  void Promise.all(attempts).then(() => {
    document.getElementById('status')!.textContent = 'All attempts made';
  });
}

const html = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A site on another port of 127.0.0.1, the same site as Tocsin for the browser, so its
 * SameSite=Lax cookie rides along. `/fetch?url=...` tries every fetch, `/form?action=&enctype=`
 * submits a form by itself on load.
 */
export async function startAttacker() {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const page = (body: string) =>
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    if (url.pathname === '/fetch') {
      const urls = JSON.stringify(url.searchParams.getAll('url')).replace(/</g, '\\u003c');
      page(
        html(
          'Win a prize',
          `<p id="status">Trying</p><ol id="log"></ol><script>(${fetchEverywhere.toString()})(${urls});</script>`,
        ),
      );
      return;
    }
    if (url.pathname === '/form') {
      const action = attr(url.searchParams.get('action') ?? '');
      const enctype = attr(url.searchParams.get('enctype') ?? '');
      page(
        html(
          'Win a prize',
          `<form method="post" action="${action}" enctype="${enctype}"><input name="paused" value="true"></form><script>document.forms[0].submit()</script>`,
        ),
      );
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    fetchPage: (urls: string[]) =>
      `${origin}/fetch?${new URLSearchParams(urls.map((u) => ['url', u])).toString()}`,
    formPage: (action: string, enctype: string) =>
      `${origin}/form?${new URLSearchParams({ action, enctype }).toString()}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
