import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWebBuild, webApp } from './web.js';

/** Writes a file and the .br and .gz copies the web build's precompress step writes. */
async function writeWithCopies(file: string, body: string) {
  await writeFile(file, body);
  await writeFile(`${file}.br`, brotliCompressSync(body));
  await writeFile(`${file}.gz`, gzipSync(body));
}

describe('compressed web files', () => {
  let dir: string;
  let app: FastifyInstance;
  const pricing = `<!doctype html><html><body>${'Pricing '.repeat(400)}</body></html>`;
  const shell = `<!doctype html><html><body data-shell>${'Shell '.repeat(400)}</body></html>`;
  const script = `console.log(${JSON.stringify('tocsin '.repeat(400))})`;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-web-compressed-'));
    await mkdir(path.join(dir, 'pricing'));
    await mkdir(path.join(dir, 'assets'));
    await writeWithCopies(path.join(dir, 'index.html'), '<html>Home</html>');
    await writeWithCopies(path.join(dir, '__spa-fallback.html'), shell);
    await writeWithCopies(path.join(dir, 'pricing', 'index.html'), pricing);
    await writeWithCopies(path.join(dir, 'assets', 'entry-Ab12.js'), script);
    app = Fastify();
    await webApp(app, {
      build: await loadWebBuild(dir),
      sessionCookie: 'better-auth.session_token',
    });
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('sends pages and assets as Brotli or gzip to browsers that accept them', async () => {
    const br = await app.inject({ url: '/pricing', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/text\/html/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(pricing);

    const gz = await app.inject({
      url: '/assets/entry-Ab12.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const deep = await app.inject({
      url: '/dashboard/settings',
      headers: { 'accept-encoding': 'br' },
    });
    expect(deep.statusCode).toBe(200);
    expect(brotliDecompressSync(deep.rawPayload).toString()).toBe(shell);
  });

  it('sends the plain file to clients that accept no compression', async () => {
    const plain = await app.inject({ url: '/pricing', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(pricing);
  });
});
