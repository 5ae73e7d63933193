import { defineConfig } from 'vitest/config';

// Browser journeys in Debian's Chromium against the running platform (wrangler dev on real local D1/KV).
// `npm test` builds and seeds the e2e state first; the global setup starts and stops the platform.
export default defineConfig({
  test: {
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
