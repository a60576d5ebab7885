import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTocsinClient, orThrow, TocsinApiError, TocsinClientOptionsError } from './index.js';

describe('createTocsinClient', () => {
  let base: string;
  let seen: IncomingHttpHeaders[] = [];
  // A local stand-in for an instance: the answers a client must tell apart.
  const server = createServer((request, response) => {
    seen.push(request.headers);
    if (request.url === '/api/v1/monitors/gone') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 'not-found', message: 'Monitor not found' }));
    } else if (request.url?.startsWith('/api/v1/incidents')) {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<h1>Bad gateway</h1>');
    } else {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ items: [], next: null }));
    }
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('sends the key as a bearer token and gives the data of a success', async () => {
    seen = [];
    const client = createTocsinClient({ baseUrl: base, apiKey: 'tocsin_abc' });
    const data = await orThrow(client.GET('/api/v1/monitors'));
    expect(data).toEqual({ items: [], next: null });
    expect(seen[0]?.authorization).toBe('Bearer tocsin_abc');
  });

  it("throws the API's error with its status, code and message", async () => {
    const client = createTocsinClient({ baseUrl: base, apiKey: 'tocsin_abc' });
    const result = await client.GET('/api/v1/monitors/{id}', { params: { path: { id: 'gone' } } });
    expect(result.error).toEqual({ code: 'not-found', message: 'Monitor not found' });
    const error = await orThrow(Promise.resolve(result)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TocsinApiError);
    expect(error).toMatchObject({ status: 404, code: 'not-found', message: 'Monitor not found' });
  });

  it('names an answer that is not from Tocsin', async () => {
    const client = createTocsinClient({ baseUrl: base, apiKey: 'tocsin_abc' });
    await expect(orThrow(client.GET('/api/v1/incidents'))).rejects.toMatchObject({
      status: 502,
      code: 'unexpected-response',
      message:
        'The server answered 502 Bad Gateway without a Tocsin error: is the URL that of a Tocsin instance?',
    });
  });

  it('refuses options that cannot make a client', () => {
    const make =
      (baseUrl: string, apiKey = 'tocsin_abc') =>
      () =>
        createTocsinClient({ baseUrl, apiKey });
    expect(make('tocsin.example.com')).toThrow(
      new TocsinClientOptionsError(
        'The instance URL "tocsin.example.com" is not a URL: give it as https://tocsin.example.com',
      ),
    );
    expect(make('ftp://tocsin.example.com')).toThrow(
      'The instance URL must start with http:// or https://, not ftp://',
    );
    expect(make('https://me:secret@tocsin.example.com')).toThrow('must not hold a user name');
    expect(make('https://tocsin.example.com', ' ')).toThrow('An API key is required');
  });
});
