// Lighthouse (mobile profile: simulated slow 4G and a 4x slower CPU) on the two status pages the
// built server makes: a workspace's public page at /s/<slug>, with a few components made through
// the API as a person would, and this instance's own page at /status. Prints the median of each
// score over the runs; the target is 95 in each category.
// Run after `npm run build`: npx tsx bench/lighthouse-status-page.ts [runs=3]
import { signUpOverHttp } from '../apps/server/src/test/users.js';
import { CATEGORIES, measurePages, printMedians, startServer } from './lighthouse-audit.js';

const RUNS = Number(process.argv[2] ?? 3);
const TARGET = 95;
const SLUG = 'acme-status';

/** A workspace with three monitors of this server's own addresses, shown on one public page. */
async function seedPage(origin: string) {
  const { cookie } = await signUpOverHttp(origin);
  const call = async <T>(method: string, url: string, body: unknown): Promise<T> => {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: { cookie, origin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const monitor = (name: string, pathname: string) =>
    call<{ id: string }>('POST', '/api/v1/monitors', {
      type: 'http',
      name,
      url: `${origin}${pathname}`,
      intervalSeconds: 60,
      timeoutSeconds: 5,
    });
  const monitors = [
    { ...(await monitor('Website', '/')), publicName: 'Website', description: 'The shop' },
    { ...(await monitor('API', '/readyz')), publicName: 'API', description: 'Public API' },
    { ...(await monitor('Docs', '/documentation')), publicName: 'Documentation', description: '' },
  ];
  const page = await call<{ id: string }>('POST', '/api/v1/status-pages', {
    name: 'Acme Cloud',
    slug: SLUG,
    accentColor: '#0f766e',
    theme: 'system',
    customDomain: null,
    footerText: 'Acme Cloud Ltd',
    footerLinks: [{ label: 'Support', url: 'https://support.example.com/' }],
    indexable: true,
  });
  await call('PUT', `/api/v1/status-pages/${page.id}/layout`, {
    components: monitors.map((m) => ({
      monitorId: m.id,
      publicName: m.publicName,
      description: m.description,
      showResponseTime: m.publicName === 'API',
    })),
    sections: [],
  });
}

async function main() {
  const server = await startServer();
  const pages = [`/s/${SLUG}`, '/status'];
  let results;
  try {
    await seedPage(server.origin);
    // Each page answers before it is measured: the first visit to a workspace's page makes it.
    for (const page of pages) {
      const response = await fetch(`${server.origin}${page}`);
      if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
    }
    results = await measurePages(
      server.origin,
      pages.map((page) => ({ key: `mobile ${page}`, page, profile: 'mobile' as const })),
      RUNS,
    );
  } finally {
    await server.stop();
  }
  const target = Object.fromEntries(CATEGORIES.map((c) => [c, TARGET]));
  const missed = printMedians(results, RUNS, target);
  console.log(missed ? `\nA score is under ${TARGET}.` : `\nAll scores are ${TARGET} or more.`);
  process.exitCode = missed ? 1 : 0;
}

await main();
