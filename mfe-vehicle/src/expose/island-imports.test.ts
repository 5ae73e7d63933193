/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import federation from '../../module-federation.config';

// What an exposed island may import at runtime. It is bundled for the browser, so it takes the shared
// singletons the shell provides and nothing heavy: the domain package's root (schemas, zod) and the
// Worker's libraries stay on the server. The view model is imported for its types only.

const ALLOWED_PACKAGES = [
  /^react$/,
  /^react\/jsx-runtime$/,
  /^@forecourt\/shared\/ui(\/\w+)?$/,
  /^@forecourt\/shared\/styled-system\/[\w-]+$/,
];

const REMOTE_DIR = resolve(import.meta.dirname, '../..');
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

function resolveLocal(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {}
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

/** Every package the file imports at runtime, following its local imports. */
function runtimePackages(entry: string, seen = new Set<string>()): Map<string, string> {
  const packages = new Map<string, string>();
  if (seen.has(entry)) return packages;
  seen.add(entry);
  for (const [, typeKeyword, clause, specifier] of readFileSync(entry, 'utf8').matchAll(IMPORT)) {
    if (!specifier || isTypeOnly(typeKeyword, clause)) continue;
    if (specifier.startsWith('.')) {
      for (const [pkg, by] of runtimePackages(resolveLocal(entry, specifier), seen)) packages.set(pkg, by);
    } else {
      packages.set(specifier, entry.slice(REMOTE_DIR.length + 1));
    }
  }
  return packages;
}

describe('exposed islands', () => {
  for (const [name, path] of Object.entries(federation.exposes)) {
    it(`${name} imports only shared singletons and its own code`, () => {
      const packages = runtimePackages(resolve(REMOTE_DIR, path));
      const disallowed = [...packages].filter(([pkg]) => !ALLOWED_PACKAGES.some((allowed) => allowed.test(pkg)));
      expect(disallowed.map(([pkg, by]) => `${pkg} (imported by ${by})`)).toEqual([]);
      expect([...packages.keys()]).toContain('@forecourt/shared/ui');
    });
  }
});
