import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Browser and CLI tests each start builds and Chromium; two cores are shared between them.
    maxWorkers: 2,
    minWorkers: 1,
  },
});
