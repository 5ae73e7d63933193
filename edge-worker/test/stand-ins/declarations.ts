import { env } from 'cloudflare:test';
import type { ReleaseRegistry } from '@forecourt/shared';
import { type DeclaredRemote, standInRegistry } from './releases';

// The remotes' declarations as the Worker tests get them: published in Node by vitest.worker.config.ts
// (TEST_DECLARATIONS), as a build publishes them into the release registry.

/** Every remote's published declaration and channels, in folder order. */
export function testDeclarations(): DeclaredRemote[] {
  return JSON.parse(env.TEST_DECLARATIONS) as DeclaredRemote[];
}

/**
 * The release registry the stand-ins play, with the declarations.
 * @example await env.TENANTS.put(RELEASE_REGISTRY_KEY, JSON.stringify(testRegistry()));
 */
export function testRegistry(): ReleaseRegistry {
  return standInRegistry(testDeclarations());
}
