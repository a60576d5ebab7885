import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
