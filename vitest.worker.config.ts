import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// Worker tests: `*.worker.test.ts`, run inside workerd with the gateway's real bindings (D1, KV) from
// the root wrangler.toml. Migrations are read here in Node and applied in the setup file.
// Run: npx vitest run -c vitest.worker.config.ts

export default defineConfig(async () => {
  const migrations = await readD1Migrations(fileURLToPath(new URL('./edge-worker/src/db/migrations', import.meta.url)));
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
    ],
    test: {
      name: 'worker',
      // One module graph for all files: ~4x faster; the tests use distinct hosts and clients, so they do not
      // depend on a fresh isolate (the tenant cache and KV/D1 state are shared).
      isolate: false,
      include: ['{edge-worker,mfe-*}/{src,test}/**/*.worker.test.{ts,tsx}'],
      setupFiles: ['./edge-worker/test/apply-migrations.ts'],
    },
  };
});
