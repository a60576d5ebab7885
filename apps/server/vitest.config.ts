import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';

/**
 * Tests that measure how late checks start while they load the server (`*.alone.test.ts`) run
 * after the others, one file at a time, with the machine to themselves: `npm run test:alone`.
 */
const ALONE = 'src/**/*.alone.test.ts';
const alone = process.env['TOCSIN_TESTS_ALONE'] === '1';

export default defineProject({
  resolve: {
    alias: [
      {
        find: /^@tocsin\/contract$/,
        replacement: fileURLToPath(
          new URL('../../packages/contract/src/index.ts', import.meta.url),
        ),
      },
      {
        find: /^@tocsin\/contract\/config-text$/,
        replacement: fileURLToPath(
          new URL('../../packages/contract/src/config-text.ts', import.meta.url),
        ),
      },
      {
        find: /^@tocsin\/contract\/names$/,
        replacement: fileURLToPath(
          new URL('../../packages/contract/src/names.ts', import.meta.url),
        ),
      },
      {
        find: /^@tocsin\/client$/,
        replacement: fileURLToPath(new URL('../../packages/client/src/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    name: 'server',
    environment: 'node',
    include: alone ? [ALONE] : ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: alone ? configDefaults.exclude : [...configDefaults.exclude, ALONE],
    ...(alone ? { fileParallelism: false } : {}),
    globalSetup: ['src/test/database-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app, database and servers and no test mocks a module, so a worker
    // keeps the modules it has loaded from one file to the next instead of loading the server's
    // code again for every file (faster on two cores: bench/RESULTS.md).
    isolate: false,
  },
});
