import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    // Many server suites wait on real timers, sockets and child processes rather than compute, so
    // one file more than there are cores keeps the cores busy (Vitest's default is one fewer).
    maxWorkers: availableParallelism() + 1,
    projects: ['packages/contract', 'packages/client', 'apps/server', 'apps/web'],
  },
});
