/// <reference types="node" />
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RemoteDeclaration } from '../domain/remotes/declaration';
import { disallowedPackages, islandRuntimePackages } from './test-support';

// What every remote's tests check of its islands (Node only, like test-support): the island's run-time
// imports kept to what the browser may load.

export interface IslandImportsOptions {
  remote: RemoteDeclaration;
  /** The remote's folder on disk (exposes are relative to it). */
  remoteDir: string;
  /** Packages an island may import at run time: the shared singletons the shell provides. */
  allowed: readonly RegExp[];
  /** Parts of @forecourt/shared the island bundles, walked like its own code. */
  bundledShared?: RegExp;
}

/**
 * Declares, for each exposed island, that it imports at run time only what `allowed` lets through.
 * @example describeIslandImports({ remote, remoteDir: resolve(import.meta.dirname, '../..'), allowed: [/^react$/] });
 */
export function describeIslandImports(options: IslandImportsOptions): void {
  describe(`${options.remote.name}: exposed islands`, () => {
    for (const [name, path] of Object.entries(options.remote.exposes)) {
      it(`${name} imports only shared singletons, zod-free shared modules and its own code`, () => {
        const walk = options.bundledShared ? { bundledShared: options.bundledShared } : {};
        const packages = islandRuntimePackages(resolve(options.remoteDir, path), walk);
        expect(disallowedPackages(packages, options.allowed)).toEqual([]);
      });
    }
  });
}
