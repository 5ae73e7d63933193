/// <reference types="node" />
import { resolve } from 'node:path';
import { disallowedPackages, islandRuntimePackages } from '@forecourt/shared/remote-kit/test-support';
import { describe, expect, it } from 'vitest';
import remote from '../../remote';

// What an exposed island may import at runtime. It is bundled for the browser, so it takes the shared
// singletons the shell provides and nothing heavy: the domain package's root (schemas, zod) and the
// Worker's libraries (@forecourt/shared/remote-kit, Hono) stay on the server. The view model is
// imported for its types only.

const ALLOWED_PACKAGES = [
  /^react$/,
  /^react\/jsx-runtime$/,
  /^jotai\/(react|vanilla|vanilla\/utils)$/,
  /^@forecourt\/shared\/ui(\/\w+)?$/,
  /^@forecourt\/shared\/styled-system\/[\w-]+$/,
];
/**
 * Parts of @forecourt/shared the island bundles: plain zod-free modules, walked like its own code (a
 * module here that imports zod fails the test). Lazily loaded chunks (dialogs, the spin viewer) are
 * dynamic import()s, which this static walk does not follow.
 */
const BUNDLED_SHARED =
  /^@forecourt\/shared\/(device\/[\w-]+|vehicle\/(?!api$)[\w-]+|stock\/stock-link|messages\/catalogue|leads\/browser-event-ids)$/;

const REMOTE_DIR = resolve(import.meta.dirname, '../..');

describe('exposed islands', () => {
  for (const [name, path] of Object.entries(remote.exposes)) {
    it(`${name} imports only shared singletons and its own code`, () => {
      const packages = islandRuntimePackages(resolve(REMOTE_DIR, path), { bundledShared: BUNDLED_SHARED });
      expect(disallowedPackages(packages, ALLOWED_PACKAGES)).toEqual([]);
      expect([...packages.keys()]).toContain('@forecourt/shared/ui/Button');
    });
  }
});
