import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

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
        find: /^@tocsin\/client$/,
        replacement: fileURLToPath(new URL('../../packages/client/src/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['src/test/database-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
