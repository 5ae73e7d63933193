import { defineConfig } from 'vitest/config';

// Unit tests: pure code in Node. Worker tests (inside workerd) live in vitest.worker.config.ts.
export default defineConfig({
  test: {
    include: ['{shared,shell,edge-worker,mfe-*}/src/**/*.test.{ts,tsx}', 'demo/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/*.worker.test.{ts,tsx}'],
  },
});
