import { defineConfig } from 'vitest/config';

// Unit tests: pure code in Node. Worker tests (inside workerd) live in vitest.worker.config.ts.
export default defineConfig({
  test: {
    include: [
      '{shared,shell,edge-worker,mfe-*}/src/**/*.test.{ts,tsx}',
      'demo/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
      'e2e/support/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/*.worker.test.{ts,tsx}'],
    // Property tests (hundreds of generated cases) and server renders are CPU-bound: on a busy 2-core
    // machine they take several times vitest's 5 s default. Nothing here measures speed (the bench does).
    testTimeout: 20_000,
  },
});
