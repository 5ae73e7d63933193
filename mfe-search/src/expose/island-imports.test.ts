/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { disallowedPackages, islandRuntimePackages } from '@forecourt/shared/remote-kit/test-support';
import { describe, expect, it } from 'vitest';
import remote from '../../remote';

// What the exposed island downloads on a first visit. It takes the shared singletons the shell
// provides, the zod-free parts of @forecourt/shared it names by subpath (followed here, so they stay
// zod-free), and its own code. The search controller — the rules, schemas and zod behind every
// change of search — is a dynamic import() (features/search-page/use-search.ts): a chunk of its own,
// loaded on first use, which this static walk does not follow. Type-only imports cost nothing.

/** Packages the island may import at run time: the shell provides each (rspack.config.ts sharedSingletons). */
const SHARED_SINGLETONS = [
  /^react$/,
  /^react\/jsx-runtime$/,
  /^jotai\/(react|vanilla|vanilla\/utils)$/,
  /^@forecourt\/shared\/ui\/(Button|ToggleButton|RangeSlider|Icons|SaveToggles|CarCardFrame)$/,
  /^@forecourt\/shared\/styled-system\/[\w-]+$/,
];
/** Parts of @forecourt/shared the island bundles: plain modules, walked like its own code. */
const BUNDLED_SHARED =
  /^@forecourt\/shared\/(device\/[\w-]+|search\/(constants|slider-thumbs|saved-search-paths)|messages\/catalogue|leads\/browser-event-ids)$/;

const REMOTE_DIR = resolve(import.meta.dirname, '../..');

describe('exposed islands', () => {
  for (const [name, path] of Object.entries(remote.exposes)) {
    it(`${name} imports only shared singletons, zod-free shared modules and its own code`, () => {
      const packages = islandRuntimePackages(resolve(REMOTE_DIR, path), { bundledShared: BUNDLED_SHARED });
      expect(disallowedPackages(packages, SHARED_SINGLETONS)).toEqual([]);
      expect([...packages.keys()]).toContain('@forecourt/shared/ui/RangeSlider');
    });
  }

  it('loads the search controller lazily, and only there', () => {
    const hook = readFileSync(resolve(REMOTE_DIR, 'src/features/search-page/use-search.ts'), 'utf8');
    expect(hook).toMatch(/import\('\.\/controller'\)/);
    expect(hook).not.toMatch(/^import (?!type )[^;]*'\.\/controller'/m);
  });
});
