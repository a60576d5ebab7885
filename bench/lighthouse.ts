// Lighthouse (the npm package, Debian's Chromium) on the landing and pricing pages of the built
// server: performance, accessibility, best practices and SEO, on Lighthouse's mobile profile
// (simulated slow 4G and a 4x slower CPU) and its desktop profile, with the median of each score
// over the runs. Also the JavaScript the landing page loads, gzip-compressed, per file.
// Run after `npm run build`: npx tsx bench/lighthouse.ts [runs]
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measurePages, printMedians, startServer } from './lighthouse-audit.js';

const RUNS = Number(process.argv[2] ?? 3);
const PAGES = ['/', '/pricing'];
const TARGETS = { performance: 95, accessibility: 95 };
const LANDING_JS_LIMIT_KB = 120;

/**
 * The JavaScript the prerendered landing page brings a visitor: the files it loads, as the browser
 * asks for them, and the scripts inlined in the HTML.
 */
async function landingJavaScript() {
  const client = path.resolve('apps/web/build/client');
  const html = await readFile(path.join(client, 'index.html'), 'utf8');
  const files = [
    ...new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!)),
  ];
  const measure = (name: string, body: Buffer) => ({
    file: name,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
  });
  const sizes = await Promise.all(
    files.map(async (file) => measure(file, await readFile(path.join(client, file)))),
  );
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  inline.forEach((match, i) =>
    sizes.push(measure(`inline script ${i + 1}`, Buffer.from(match[1]!))),
  );
  return sizes.sort((a, b) => b.gzip - a.gzip);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const server = await startServer();
  const pages = (['mobile', 'desktop'] as const).flatMap((profile) =>
    PAGES.map((page) => ({ key: `${profile} ${page}`, page, profile })),
  );
  let results;
  try {
    results = await measurePages(server.origin, pages, RUNS);
  } finally {
    await server.stop();
  }
  let failed = printMedians(results, RUNS, TARGETS);

  const js = await landingJavaScript();
  const total = js.reduce((sum, f) => sum + f.gzip, 0);
  console.log(
    `\nLanding page JavaScript: ${js.length} scripts, ${kb(total)} KB gzip (limit ${LANDING_JS_LIMIT_KB} KB), ${kb(js.reduce((s, f) => s + f.raw, 0))} KB raw`,
  );
  for (const f of js.slice(0, 8)) console.log(`  ${kb(f.gzip).padStart(6)} KB  ${f.file}`);
  if (total / 1024 > LANDING_JS_LIMIT_KB) failed = true;
  console.log(failed ? '\nA target is missed.' : '\nAll targets met.');
  process.exitCode = failed ? 1 : 0;
}

await main();
