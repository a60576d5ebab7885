// What the Lighthouse benches share: the built server on a fresh embedded database, Debian's
// Chromium, runs of each page with their scores and largest contentful paint, and the medians.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { freePort, until } from '../apps/server/src/test/wait.js';
import { spawnServer } from './fixtures.js';
import { median } from './stats.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
type Profile = 'mobile' | 'desktop';

/** A page to audit, under the name its results are printed with. */
export interface Audited {
  key: string;
  page: string;
  profile: Profile;
}

export interface Measured {
  scores: Record<Category, number[]>;
  lcpMs: number[];
}

/** The built server on a new embedded database, ready to answer; `stop` ends it and removes it. */
export async function startServer() {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-lighthouse-'));
  const server = spawnServer(dataDir, port, 'warn');
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  // The database is removed once the server has closed it.
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await until(() => fetch(`${origin}/readyz`).then((r) => r.ok), Boolean, {
      timeoutMs: 30_000,
      retryErrors: true,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/**
 * One Lighthouse run. A trace Lighthouse itself could not record (NO_NAVSTART and the like, which
 * it asks to run again) is run again, up to twice; any other failure stops the bench.
 */
async function audit(url: string, flags: Flags, profile: Profile) {
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

/** The scored audits under 90, so a regression names its cause. */
function missesOf(lhr: Awaited<ReturnType<typeof audit>>) {
  return Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'notApplicable' &&
        a.scoreDisplayMode !== 'manual',
    )
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

/** Runs Lighthouse `runs` times on each page, in headless Chromium; prints the first run's misses. */
export async function measurePages(origin: string, pages: Audited[], runs: number) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  };
  const results: Record<string, Measured> = {};
  try {
    for (const { key, page, profile } of pages) {
      const measured: Measured = {
        scores: Object.fromEntries(
          CATEGORIES.map((c) => [c, [] as number[]]),
        ) as Measured['scores'],
        lcpMs: [],
      };
      results[key] = measured;
      for (let run = 0; run < runs; run++) {
        const lhr = await audit(`${origin}${page}`, flags, profile);
        for (const c of CATEGORIES)
          measured.scores[c].push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
        measured.lcpMs.push(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
        const misses = run === 0 ? missesOf(lhr) : [];
        if (misses.length) console.log(`  ${key} audits below 90: ${misses.join(', ')}`);
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** Prints each page's median scores and LCP; true when a median is under its target. */
export function printMedians(
  results: Record<string, Measured>,
  runs: number,
  targets: Partial<Record<Category, number>>,
) {
  console.log(`\nLighthouse ${runs} run(s) per page, median scores:`);
  let missed = false;
  for (const [key, { scores, lcpMs }] of Object.entries(results)) {
    const line = CATEGORIES.map((c) => `${c} ${median(scores[c])}`).join('  ');
    const all = CATEGORIES.map((c) => scores[c].join('/')).join(' ');
    console.log(`${key.padEnd(18)} ${line}  LCP ${Math.round(median(lcpMs))} ms  (all: ${all})`);
    for (const [category, target] of Object.entries(targets))
      if (median(scores[category as Category]) < target) missed = true;
  }
  return missed;
}
