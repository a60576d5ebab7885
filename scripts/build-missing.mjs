// Builds each workspace whose output is missing or older than its sources (used by start and e2e).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const at = (...p) => path.join(root, ...p);

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.parentPath.includes('node_modules')) continue;
    latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

const contract = at('packages/contract/src');
const parts = [
  {
    workspace: 'packages/contract',
    output: 'packages/contract/dist/index.js',
    sources: [contract],
  },
  {
    // The command line's remote commands reach the API through the typed client.
    workspace: 'packages/client',
    output: 'packages/client/dist/index.js',
    sources: [at('packages/client/src')],
  },
  {
    workspace: 'apps/server',
    output: 'apps/server/dist/main.js',
    sources: [at('apps/server/src'), contract, at('packages/client/src')],
  },
  {
    workspace: 'apps/web',
    output: 'apps/web/build/client/index.html',
    sources: [at('apps/web/app'), at('apps/web/public'), contract],
  },
];

export function buildMissing() {
  for (const part of parts) {
    const output = at(part.output);
    const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
    const changedAt = Math.max(...part.sources.filter(existsSync).map(newest));
    if (builtAt >= changedAt) continue;
    console.log(`Building ${part.workspace} ...`);
    const result = spawnSync('npm', ['run', 'build', '-w', part.workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildMissing();
