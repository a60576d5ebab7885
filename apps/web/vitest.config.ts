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
  },
});
