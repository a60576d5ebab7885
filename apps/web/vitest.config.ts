import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    conditions: ['source'],
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./app/', import.meta.url)) }],
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['app/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // A test that types into many fields takes about a second alone and several times that on a
    // busy machine: the limit stops a hang, not a slow run.
    testTimeout: 15_000,
    // A worker keeps the modules and the page it has loaded from one file to the next, which
    // vitest.setup.ts empties after each test: loading React and the app again for every file
    // took two thirds of the project's time (150 s isolated, 53 s not, on two cores).
    isolate: false,
  },
});
