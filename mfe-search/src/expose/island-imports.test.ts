/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import federation from '../../module-federation.config';

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
  /^@forecourt\/shared\/ui\/(Button|ToggleButton|RangeSlider)$/,
  /^@forecourt\/shared\/styled-system\/[\w-]+$/,
];
/** Parts of @forecourt/shared the island bundles: plain modules, walked like its own code. */
const BUNDLED_SHARED = /^@forecourt\/shared\/(device\/[\w-]+|search\/constants|messages\/catalogue)$/;

const REPO = resolve(import.meta.dirname, '../../..');
const REMOTE_DIR = resolve(REPO, 'mfe-search');
const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?'([^']+)';/gm;

function isTypeOnly(typeKeyword: string | undefined, clause: string | undefined): boolean {
  if (typeKeyword) return true;
  const named = /^\{([^}]*)\}$/.exec(clause?.trim() ?? '')?.[1];
  if (named === undefined) return false;
  const specifiers = named
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return specifiers.length > 0 && specifiers.every((part) => part.startsWith('type '));
}

function resolveFile(base: string): string {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {}
  }
  throw new Error(`cannot resolve ${base}`);
}

/** Every package the file imports at run time (specifier → the file that imports it), following local and bundled shared imports. */
function runtimePackages(entry: string, seen = new Set<string>()): Map<string, string> {
  const packages = new Map<string, string>();
  if (seen.has(entry)) return packages;
  seen.add(entry);
  for (const [, typeKeyword, clause, specifier] of readFileSync(entry, 'utf8').matchAll(IMPORT)) {
    if (!specifier || isTypeOnly(typeKeyword, clause)) continue;
    const local = specifier.startsWith('.') ? resolveFile(resolve(dirname(entry), specifier)) : null;
    const shared = BUNDLED_SHARED.test(specifier)
      ? resolveFile(resolve(REPO, 'shared/src', specifier.slice('@forecourt/shared/'.length)))
      : null;
    const next = local ?? shared;
    if (next) {
      for (const [pkg, by] of runtimePackages(next, seen)) packages.set(pkg, by);
    } else {
      packages.set(specifier, entry.slice(REPO.length + 1));
    }
  }
  return packages;
}

describe('exposed islands', () => {
  for (const [name, path] of Object.entries(federation.exposes)) {
    it(`${name} imports only shared singletons, zod-free shared modules and its own code`, () => {
      const packages = runtimePackages(resolve(REMOTE_DIR, path));
      const disallowed = [...packages].filter(([pkg]) => !SHARED_SINGLETONS.some((allowed) => allowed.test(pkg)));
      expect(disallowed.map(([pkg, by]) => `${pkg} (imported by ${by})`)).toEqual([]);
      expect([...packages.keys()]).toContain('@forecourt/shared/ui/RangeSlider');
    });
  }

  it('loads the search controller lazily, and only there', () => {
    const hook = readFileSync(resolve(REMOTE_DIR, 'src/features/search-page/use-search.ts'), 'utf8');
    expect(hook).toMatch(/import\('\.\/controller'\)/);
    expect(hook).not.toMatch(/^import (?!type )[^;]*'\.\/controller'/m);
  });
});
