import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// Runs before each Worker test file. applyD1Migrations skips migrations already applied, so running
// it once per file is safe.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
