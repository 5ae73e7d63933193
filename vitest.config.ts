import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Unit tests: pure code in Node. Worker tests (inside workerd) live in vitest.worker.config.ts.

const INCLUDE = [
  '{shared,shell,edge-worker,mfe-*}/src/**/*.test.{ts,tsx}',
  'demo/**/*.test.ts',
  'scripts/**/*.test.ts',
  'bench/**/*.test.ts',
  'e2e/support/**/*.test.ts',
];
const EXCLUDE = ['**/node_modules/**', '**/*.worker.test.{ts,tsx}'];

/**
 * What a test file must not share with the files after it: a module it replaces (`vi.mock`), a global
 * (`vi.stubGlobal`), the clock, or React's Node server renderer (react-dom/server marks the contexts
 * it renders as its own, and a later render of the same context by the Workers' renderer warns).
 */
const NEEDS_ISOLATION = /vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(|from 'react-dom\/server'/;

/** The test files that need a module graph of their own, found by reading them. */
const isolated = globSync(INCLUDE, { exclude: (path) => path.includes('node_modules') }).filter(
  (file) => !file.endsWith('.worker.test.ts') && NEEDS_ISOLATION.test(readFileSync(file, 'utf8')),
);

export default defineConfig({
  test: {
    // Property tests (hundreds of generated cases) and server renders are CPU-bound: on a busy 2-core
    // machine they take several times vitest's 5 s default. Nothing here measures speed (the bench does).
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: INCLUDE,
          exclude: [...EXCLUDE, ...isolated],
          // One module graph for all these files instead of one per file: evaluating the shared modules
          // (React, zod, the domain) again for each of ~290 files was most of the run. These files keep
          // no state between them (each builds its own fixtures; spies are restored).
          isolate: false,
        },
      },
      { extends: true, test: { name: 'unit-isolated', include: isolated, exclude: EXCLUDE } },
    ],
  },
});
