/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Channel } from '../domain/releases/registry';
import type { TenantConfig } from '../domain/schemas/tenant';
import type { RemoteBindings } from './bindings';
import type { Release } from './release';

// What every remote's tests share (Node only, never imported by a Worker or a browser module): fake
// bindings and a release.json for its fragment Worker, a POST to a fragment as the gateway sends it,
// and the walk of an exposed island's run-time imports that keeps Worker and zod code out of it.

/**
 * A release.json as the build writes it for `name` at `version`.
 * @example const RELEASE = testRelease('mfe_vehicle', '1.4.0-canary', 'canary');
 */
export function testRelease(name: string, version: string, channel: Channel): Release {
  return {
    name,
    version,
    channel,
    manifestUrl: `/_mf/${name}/${version}/mf-manifest.json`,
    stylesheets: [`/_mf/${name}/${version}/styles.0a1b2c3d.css`],
    builtAt: '2026-11-22T00:00:00.000Z',
  };
}

/** Fake bindings and what they were asked. */
export interface FakeRemoteBindings {
  env: RemoteBindings;
  /** Every URL the assets binding was asked for, in order. */
  assetRequests: string[];
}

/**
 * Bindings that answer like this Worker's assets: `release()` for release.json, 404 for anything else.
 * @example const { env } = fakeRemoteBindings({ release: () => Response.json(RELEASE) });
 */
export function fakeRemoteBindings(answers: {
  release: () => Response;
  /** The sites whose configuration TENANTS holds (`tenant:<slug>`). */
  tenants?: readonly TenantConfig[];
}): FakeRemoteBindings {
  const assetRequests: string[] = [];
  const env: RemoteBindings = {
    ASSETS: {
      fetch: async (url) => {
        assetRequests.push(url);
        return new URL(url).pathname === '/release.json'
          ? answers.release()
          : new Response('Not found', { status: 404 });
      },
    },
    DB: noDatabase(),
    TENANTS: tenantsKv(answers.tenants ?? []),
  };
  return { env, assetRequests };
}

/** A D1 binding for Node tests, where there is none: any query fails, naming why (use a Worker test). */
function noDatabase(): D1Database {
  const refuse = () => {
    throw new Error('No D1 in a Node test: test what reads D1 in workerd (*.worker.test.ts)');
  };
  return { prepare: refuse, batch: refuse, exec: refuse, dump: refuse, withSession: refuse } as unknown as D1Database;
}

/** A read-only KV holding the given sites' configurations, as `tenant:<slug>`. */
function tenantsKv(tenants: readonly TenantConfig[]): KVNamespace {
  const values = new Map(tenants.map((tenant) => [`tenant:${tenant.slug}`, JSON.stringify(tenant)]));
  return { get: async (key: string) => values.get(key) ?? null } as unknown as KVNamespace;
}

/** A fragment Worker app, as far as a test calls it (Hono's `app.request`). */
export interface FragmentWorkerApp {
  request(input: string, init: RequestInit, env: RemoteBindings): Response | Promise<Response>;
}

/**
 * POSTs `body` (JSON, or raw text as given) to the fragment `name` as the gateway does (the tenant
 * travels in the body); `headers` add to the request's.
 * @example const response = await postFragment(createApp(), env, 'VehiclePage', REQUEST, { 'x-request-id': 'req-1' });
 */
export async function postFragment(
  app: FragmentWorkerApp,
  env: RemoteBindings,
  name: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return app.request(
    `https://fragment.internal/fragments/${name}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    env,
  );
}

/** The repository's root: every remote's folder and `shared/src` are below it. */
const REPO = resolve(import.meta.dirname, '../../..');
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

/** `@forecourt/shared`'s exports map: which folder of the package a subpath is (domain, UI kit, remote kit). */
const SHARED_EXPORTS = Object.entries(
  (JSON.parse(readFileSync(resolve(REPO, 'shared/package.json'), 'utf8')) as { exports: Record<string, string> })
    .exports,
);

/**
 * The source file of a `@forecourt/shared/<subpath>` import, by the package's exports map.
 * @example sharedSourceOf('device/keys') // → '<repo>/shared/src/ui-kit/device/keys.ts'
 */
function sharedSourceOf(subpath: string): string {
  for (const [key, target] of SHARED_EXPORTS) {
    const [prefix = '', suffix = ''] = key.slice(2).split('*');
    const matches = key.includes('*')
      ? subpath.startsWith(prefix) && subpath.endsWith(suffix)
      : key.slice(2) === subpath;
    if (!matches) continue;
    const star = subpath.slice(prefix.length, subpath.length - suffix.length);
    return resolveFile(resolve(REPO, 'shared', target.replace('*', star).replace(/\.tsx?$/, '')));
  }
  throw new Error(`@forecourt/shared exports no ${subpath}`);
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

/**
 * Every package a browser module imports at run time (specifier → the file that imports it, relative
 * to the repository), following its local imports and the `@forecourt/shared` subpaths that
 * `bundledShared` matches (plain modules the remote bundles, walked like its own code). Type-only
 * imports cost nothing and are skipped; a dynamic `import()` is a chunk of its own and is not followed.
 * @example const packages = islandRuntimePackages(resolve(REMOTE_DIR, 'src/expose/SearchPage.tsx'), { bundledShared: /^@forecourt\/shared\/device\/[\w-]+$/ });
 */
export function islandRuntimePackages(
  entry: string,
  options: { bundledShared?: RegExp } = {},
  seen = new Set<string>(),
): Map<string, string> {
  const packages = new Map<string, string>();
  if (seen.has(entry)) return packages;
  seen.add(entry);
  for (const [, typeKeyword, clause, specifier] of readFileSync(entry, 'utf8').matchAll(IMPORT)) {
    if (!specifier || isTypeOnly(typeKeyword, clause)) continue;
    const local = specifier.startsWith('.') ? resolveFile(resolve(dirname(entry), specifier)) : null;
    const shared = options.bundledShared?.test(specifier)
      ? sharedSourceOf(specifier.slice('@forecourt/shared/'.length))
      : null;
    const next = local ?? shared;
    if (next) {
      for (const [pkg, by] of islandRuntimePackages(next, options, seen)) packages.set(pkg, by);
    } else {
      packages.set(specifier, entry.slice(REPO.length + 1));
    }
  }
  return packages;
}

/**
 * The packages of `islandRuntimePackages` that no pattern of `allowed` matches, as `pkg (imported by file)`.
 * @example expect(disallowedPackages(packages, [/^react$/])).toEqual([]);
 */
export function disallowedPackages(packages: Map<string, string>, allowed: readonly RegExp[]): string[] {
  return [...packages]
    .filter(([pkg]) => !allowed.some((pattern) => pattern.test(pkg)))
    .map(([pkg, by]) => `${pkg} (imported by ${by})`);
}
