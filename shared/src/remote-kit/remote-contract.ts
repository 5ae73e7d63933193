/// <reference types="node" />
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { type FragmentRequestInput, FragmentResponseSchema } from '../domain/fragment/contract';
import type { RemoteDeclaration } from '../domain/remotes/declaration';
import type { Release } from './release';
import {
  disallowedPackages,
  type FragmentWorkerApp,
  fakeRemoteBindings,
  islandRuntimePackages,
  postFragment,
  testRelease,
} from './test-support';

// The contract every remote's fragment Worker keeps with the gateway, as one suite a remote's tests call
// (Node only, like test-support): 200 with the island and its data, 404 when the API has nothing, 400 for
// a bad request without calling the API, 502 when the API fails, JSON 404 for anything else; and the
// island's run-time imports kept to what the browser may load.

export interface RemoteContractOptions {
  remote: RemoteDeclaration;
  /** A fresh app of the remote's Worker (its `createApp`). */
  createApp: () => FragmentWorkerApp;
  /** The island fragment under test (one of the remote's declared fragments). */
  fragment: string;
  /** A request the gateway would send for a page that exists. */
  request: FragmentRequestInput;
  /** The gateway's API answering that page (every call it makes). */
  api: (request: Request) => Response | Promise<Response>;
  /** The island's props the fragment must answer for that page, given the release it ran as. */
  expectedData: (release: Release) => unknown;
}

/**
 * Declares the remote contract's tests for one island fragment.
 * @example describeRemoteContract({ remote, createApp, fragment: 'OffersPage', request: REQUEST,
 *   api: () => Response.json(sampleCar()), expectedData: (release) => toOffersPageData(sampleCar(), release.version) });
 */
export function describeRemoteContract(options: RemoteContractOptions): void {
  const { remote, fragment, request } = options;
  const release = testRelease(remote.name, `${remote.version}-canary`, 'canary');
  const bindings = (api: (request: Request) => Response | Promise<Response>) =>
    fakeRemoteBindings({ api, release: () => Response.json(release) });
  const post = (api: (request: Request) => Response | Promise<Response>, body: unknown = request) => {
    const fakes = bindings(api);
    return { response: postFragment(options.createApp(), fakes.env, fragment, body), apiRequests: fakes.apiRequests };
  };

  describe(`${remote.name}: POST /fragments/${fragment} (the remote contract)`, () => {
    it('declares the fragment as an exposed island', () => {
      // An island, whatever hydration trigger it declares.
      expect(remote.fragments[fragment]).toMatchObject({ island: true });
      expect(remote.exposes).toHaveProperty(`./${fragment}`);
    });

    it('renders the page with its data, naming the build from release.json', async () => {
      const { response } = post(options.api);
      const answer = await response;
      expect(answer.status).toBe(200);
      const body = FragmentResponseSchema.parse(await answer.json());
      expect(body).toMatchObject({
        status: 200,
        module: `${remote.name}/${fragment}`,
        remote: { name: remote.name, version: release.version, manifestUrl: release.manifestUrl },
      });
      // The data round-trip: what the island hydrates with is exactly what the server rendered from.
      expect(body.data).toEqual(options.expectedData(release));
      expect(body.html.length).toBeGreaterThan(0);
    });

    it('answers a page the API does not have with a 404 fragment and nothing to hydrate', async () => {
      const { response } = post(() => Response.json({ error: 'Not found' }, { status: 404 }));
      const body = FragmentResponseSchema.parse(await (await response).json());
      expect(body).toMatchObject({ status: 404, data: null, module: null });
    });

    it.each([
      ['not JSON', '{'],
      ['no tenant', { ...request, tenant: undefined }],
      ['a bad island id', { ...request, islandId: 'Not An Id' }],
    ])('answers 400 JSON for a body with %s, without calling the API', async (_, body) => {
      const { response, apiRequests } = post(options.api, body);
      const answer = await response;
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ error: expect.stringContaining('Invalid fragment request') });
      expect(apiRequests).toHaveLength(0);
    });

    it('answers 502 and logs when the API fails', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { response } = post(() => new Response('boom', { status: 500 }));
      expect((await response).status).toBe(502);
      expect(log).toHaveBeenCalled();
      log.mockRestore();
    });

    it.each([
      ['GET', `/fragments/${fragment}`],
      ['POST', '/fragments/Nope'],
    ])('answers %s %s with 404 JSON', async (method, path) => {
      const { env } = bindings(options.api);
      const answer = await options.createApp().request(`https://fragment.internal${path}`, { method }, env);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ error: expect.stringContaining('Not found') });
    });
  });
}

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
