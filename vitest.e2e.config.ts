import { defineConfig } from 'vitest/config';

// Browser journeys in Debian's Chromium against the running platform (wrangler dev on real local D1/KV).
// `npm test` builds and seeds the e2e state first; the global setup starts and stops the platform.
export default defineConfig({
  test: {
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/per-file.ts'],
    testTimeout: 60_000,
    // A journey waits for what it expects, not a fixed time: on two cores shared with the checks, an in-place update
    // can take seconds, past expect.poll's default 1 s (ci26: the offers' in-place filter).
    expect: { poll: { timeout: 10_000, interval: 100 } },
    hookTimeout: 120_000,
    // Two journey files at a time against the one platform (each file opens its own Chromium and uses its
    // own cars, leads and sign-ins): one file alone left a core idle most of the run (issue 27). The
    // support modules keep no state, so one module graph per worker serves every file it runs.
    fileParallelism: true,
    maxWorkers: 2,
    isolate: false,
  },
});
