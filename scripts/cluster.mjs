// `npm run cluster -- --servers 2 --probes eu,us,ap`: a whole Tocsin cluster on this machine,
// without containers, on a local PostgreSQL and Redis. Each probe checks from its own loopback
// address (127.0.0.2, 127.0.0.3 ...), so a local target can fail for one region only.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildMissing } from './build-missing.mjs';

const usage = `Usage: npm run cluster -- [--servers 2] [--probes eu,us,ap] [--port 3000]

Starts <servers> tocsin serve on ports <port>, <port>+1 ... and one tocsin probe per region,
all on DATABASE_URL (default postgres://postgres@127.0.0.1:5432/tocsin_cluster, created if
missing) and REDIS_URL (default redis://127.0.0.1:6379). Ctrl-C stops them all.`;

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const main = path.join(root, 'apps/server/dist/main.js');

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      servers: { type: 'string', default: '2' },
      probes: { type: 'string', default: 'eu,us,ap' },
      port: { type: 'string', default: '3000' },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (err) {
  console.error(`${err.message}\n\n${usage}`);
  process.exit(2);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}
const servers = Number(options.servers);
const basePort = Number(options.port);
const regions = options.probes.split(',').filter(Boolean);
if (!Number.isInteger(servers) || servers < 1 || servers > 16) {
  console.error(`--servers must be a number from 1 to 16\n\n${usage}`);
  process.exit(2);
}
if (regions.length > 200) {
  console.error(`At most 200 probes, one per loopback address\n\n${usage}`);
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tocsin_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data/cluster'));
mkdirSync(dataDir, { recursive: true });

/** Creates the cluster's database when it does not exist yet. */
async function ensureDatabase() {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
      console.log(`created the database ${name}`);
    }
  } finally {
    await client.end();
  }
}

const children = [];

/** Starts one process; its output lines are prefixed with its name. */
function start(name, args, env) {
  const child = spawn(process.execPath, [main, ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  child.on('exit', (code, signal) => console.log(`[${name}] exited (${signal ?? code})`));
  children.push(child);
  return child;
}

async function ready(port) {
  for (let i = 0; i < 600; i += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server on port ${port} did not become ready`);
}

buildMissing();
await ensureDatabase();
// The servers share DATA_DIR, so the secret the first one generates (sessions, channel secrets,
// Web Push keys) is the one every server reads; the others start once it is ready.
for (let i = 0; i < servers; i += 1) {
  const port = basePort + i;
  start(`server-${i + 1}`, ['serve'], { PORT: String(port), DATA_DIR: dataDir });
  if (i === 0) await ready(port);
}
regions.forEach((region, i) =>
  start(`probe-${region}`, ['probe', '--region', region, '--source', `127.0.0.${i + 2}`], {}),
);
console.log(
  `Tocsin cluster: ${servers} servers on http://localhost:${basePort}` +
    (servers > 1 ? `-${basePort + servers - 1}` : '') +
    `, probes in ${regions.join(', ') || 'no region'}. Ctrl-C stops it.`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
  });
}
