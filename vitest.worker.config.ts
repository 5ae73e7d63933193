import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import ts from 'typescript';
import { defineConfig } from 'vitest/config';
import { standInsFor } from './edge-worker/test/stand-ins/releases.ts';
import { loadDeclarations, remoteFolders } from './remote-folders.ts';
import { platformStoresOf } from './scripts/lib/remotes/derive.ts';
import { SIMULATOR_ROUTER, simulatorTestWorkers } from './scripts/lib/simulator-workers.ts';
import { REAL_TEST_REMOTES, realRemoteTestWorkers } from './scripts/lib/test-remote-workers.ts';
import { fragmentWorkerName } from './shared/src/domain/remotes/declaration.ts';
import { publishedDeclarationOf } from './shared/src/domain/remotes/published.ts';

// Worker tests: `*.worker.test.ts`, run inside workerd with the gateway's real bindings (D1, KV) from
// the root wrangler.toml. Migrations are read here in Node and applied in the setup file.
// The gateway's service bindings to the fragment Workers (MFE_VEHICLE, MFE_SEARCH and their _CANARY: one
// per declared remote and channel) reach stand-ins: auxiliary Workers named like the real ones, one per
// remote and channel as the remotes declare them (edge-worker/test/stand-ins/releases.ts), from one
// small script. The declarations are published here, in Node, and reach the tests as data
// (TEST_DECLARATIONS), as the release registry carries them to the gateway.
// The simulators (scripts/lib/simulators.ts: the partners and the demo's media origin) run as auxiliary
// Workers too; the gateway's outbound fetches go through a router to them
// (`<PARTNER>_API_URL=http://<partner>.simulator.test`, `MEDIA_ORIGIN=http://media.simulator.test`).
// Run: npx vitest run -c vitest.worker.config.ts

/**
 * Test-only secrets (deployed Workers: `wrangler secret put`; npm start: generated .dev.vars): the gateway's,
 * and those the real remotes declare (mfe-finance's), which the tests also read to sign what a partner or a
 * dealer would send.
 */
const TEST_SECRETS = {
  OTP_HMAC_KEY: 'test-otp-hmac-key-0123456789abcdef0123456789',
  SESSION_SECRET: 'test-session-secret-0123456789abcdef01234567',
  PAYMENTS_WEBHOOK_SECRET: 'test-payments-webhook-secret-0123456789abcd',
  DEALER_API_KEY: 'test-dealer-api-key-0123456789abcdef012345678',
  TRADE_IN_ACCEPT_SECRET: 'test-trade-in-accept-secret-0123456789abcdef',
};

/** How long the gateway waits for a request's body in the Worker tests (ms; deployed: wrangler.toml's 5000). */
const TEST_REQUEST_BODY_TIMEOUT_MS = 1000;

/** The stand-in fragment Worker, type-stripped (it imports types only, so nothing needs bundling). */
function standInScript(): string {
  const source = readFileSync(new URL('./edge-worker/test/stand-ins/fragment-worker.ts', import.meta.url), 'utf8');
  return ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
}

export default defineConfig(async () => {
  // The platform's migrations, then each remote's own (its tables), named by their folder so two remotes'
  // 0001_… never collide in the one tracking table the tests use.
  const migrations = [
    ...(await readD1Migrations(fileURLToPath(new URL('./edge-worker/src/db/migrations', import.meta.url)))),
    ...(
      await Promise.all(
        remoteFolders()
          .filter((folder) => existsSync(new URL(`./${folder}/src/db/migrations`, import.meta.url)))
          .map(async (folder) =>
            (
              await readD1Migrations(fileURLToPath(new URL(`./${folder}/src/db/migrations`, import.meta.url)))
            ).map((migration) => ({ ...migration, name: `${folder}/${migration.name}` })),
          ),
      )
    ).flat(),
  ];
  const script = standInScript();
  // Each remote's declaration published as a build publishes it: the registry the tests write carries them.
  const declarations = (await loadDeclarations()).map((remote) => ({
    declaration: publishedDeclarationOf(remote),
    channels: remote.channels,
  }));
  const simulators = await simulatorTestWorkers();
  // The stock search and the finance slice run for real (other Workers read their RPC): their stable Workers
  // are not stand-ins.
  const realWorkers = await realRemoteTestWorkers(platformStoresOf(readFileSync('./wrangler.toml', 'utf8')), {
    vars: { SEARCH_INDEX_CHECK_SECONDS: '0' },
    partnerUrls: simulators.vars,
    secrets: TEST_SECRETS,
    outboundService: SIMULATOR_ROUTER,
  });
  const realNames = new Set(REAL_TEST_REMOTES.map((name) => fragmentWorkerName(name, 'stable')));
  const standIns = standInsFor(declarations).flatMap(({ remote, fragment, titlePrefix, chunk, channels }) =>
    Object.entries(channels)
      .filter(([, { worker }]) => !realNames.has(worker))
      .map(([channel, { worker, version }]) => ({
        name: worker,
        modules: true as const,
        script,
        compatibilityDate: '2026-08-20',
        bindings: {
          REMOTE: remote,
          VERSION: version,
          CHANNEL: channel,
          CHUNK: chunk,
          FRAGMENT: fragment,
          TITLE_PREFIX: titlePrefix,
        },
      })),
  );
  return {
    // wrangler.toml defines NODE_ENV=production for the Workers, so React's production JSX runtime is
    // bundled: compile JSX for it too (the development transform would call jsxDEV, which it lacks).
    oxc: { jsx: { development: false } },
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          // Small, so the hanging-fragment test finishes quickly; the stand-ins answer in a few ms.
          bindings: {
            TEST_MIGRATIONS: migrations,
            TEST_DECLARATIONS: JSON.stringify(declarations),
            FRAGMENT_TIMEOUT_MS: '500',
            // Likewise the stalled-body test (malformed-requests): 1 s of waiting instead of the deployed 5 s.
            REQUEST_BODY_TIMEOUT_MS: String(TEST_REQUEST_BODY_TIMEOUT_MS),
            // The files share one gateway isolate and write the release registry as they go: kept 30 s (deployed),
            // one file's registry served the next file's pages (malformed-requests before composition: 14 × 503).
            RELEASES_CACHE_SECONDS: '0',
            ...simulators.vars,
            ...TEST_SECRETS,
            // The search index checks D1 for stock changes on every search: test files add cars as they go.
            SEARCH_INDEX_CHECK_SECONDS: '0',
          },
          outboundService: SIMULATOR_ROUTER,
          workers: [...standIns, ...realWorkers, ...simulators.workers],
        },
      }),
    ],
    test: {
      name: 'worker',
      // One module graph for all files: ~4x faster; the tests use distinct hosts and clients, so they do not
      // depend on a fresh isolate (the tenant cache and KV/D1 state are shared).
      isolate: false,
      include: ['{edge-worker,mfe-*}/{src,test}/**/*.worker.test.{ts,tsx}', 'demo/**/*.worker.test.ts'],
      setupFiles: ['./edge-worker/test/apply-migrations.ts'],
    },
  };
});
