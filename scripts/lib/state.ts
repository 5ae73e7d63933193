import { setUpDatabase } from './database.ts';
import { publishReleaseRegistry, readBuiltReleases } from './releases.ts';

/**
 * Everything the platform reads from local D1/KV under `stateDir`: migrations, the demo data and
 * tenants, and the release registry of the remotes just built. Run after `build()`; idempotent.
 */
export async function prepareLocalState(stateDir: string): Promise<void> {
  await setUpDatabase(stateDir);
  await publishBuiltReleases(stateDir);
}

/** The release registry of the remotes just built, into the local KV under `stateDir` (after `build()`). */
export async function publishBuiltReleases(stateDir: string): Promise<void> {
  await publishReleaseRegistry(stateDir, await readBuiltReleases());
}
