// Lighthouse (the npm package, Debian's Chromium) on the landing and pricing pages of the built
// server: performance, accessibility, best practices and SEO, on Lighthouse's mobile profile
// (simulated slow 4G and a 4x slower CPU) and its desktop profile, with the median of each score
// over the runs. Also the JavaScript the landing page loads, gzip-compressed, per file.
// Run after `npm run build`: npx tsx bench/lighthouse.ts [runs]
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { freePort, until } from '../apps/server/src/test/wait.js';
import { spawnServer } from './fixtures.js';
import { median } from './stats.js';

const RUNS = Number(process.argv[2] ?? 3);
const PAGES = ['/', '/pricing'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
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

/**
 * One Lighthouse run. A trace Lighthouse itself could not record (NO_NAVSTART and the like, which
 * it asks to run again) is run again, up to twice; any other failure stops the bench.
 */
async function audit(url: string, flags: Flags, profile: 'mobile' | 'desktop') {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, profile === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    const retry = /run Lighthouse again/i.test(lhr.runtimeError.message) && attempt < 3;
    console.log(`  ${url}: ${lhr.runtimeError.code}${retry ? ', running again' : ''}`);
    if (!retry) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-lighthouse-'));
  const server = spawnServer(dataDir, port, 'warn');
  const origin = `http://127.0.0.1:${port}`;
  await until(() => fetch(`${origin}/readyz`).then((r) => r.ok), Boolean, {
    timeoutMs: 30_000,
    retryErrors: true,
  });

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const results: Record<string, Record<string, number[]>> = {};
  const lcp: Record<string, number[]> = {};
  try {
    for (const profile of ['mobile', 'desktop'] as const) {
      for (const page of PAGES) {
        const key = `${profile} ${page}`;
        results[key] = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
        lcp[key] = [];
        for (let run = 0; run < RUNS; run++) {
          const flags: Flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
          };
          const lhr = await audit(`${origin}${page}`, flags, profile);
          for (const category of CATEGORIES) {
            results[key][category]!.push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
          }
          lcp[key].push(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
          if (run === 0) {
            // What kept a score from 100, so a regression names its cause.
            const misses = Object.values(lhr.audits)
              .filter(
                (a) =>
                  a.score !== null &&
                  a.score < 0.9 &&
                  a.scoreDisplayMode !== 'informative' &&
                  a.scoreDisplayMode !== 'notApplicable' &&
                  a.scoreDisplayMode !== 'manual',
              )
              .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
            if (misses.length) console.log(`  ${key} audits below 90: ${misses.join(', ')}`);
          }
        }
      }
    }
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }

  console.log(`\nLighthouse ${RUNS} run(s) per page, median scores:`);
  let failed = false;
  for (const [key, scores] of Object.entries(results)) {
    const line = CATEGORIES.map((c) => `${c} ${median(scores[c]!)}`).join('  ');
    console.log(
      `${key.padEnd(18)} ${line}  LCP ${Math.round(median(lcp[key]!))} ms  (all: ${CATEGORIES.map((c) => scores[c]!.join('/')).join(' ')})`,
    );
    for (const [category, target] of Object.entries(TARGETS)) {
      if (median(scores[category]!) < target) failed = true;
    }
  }

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
