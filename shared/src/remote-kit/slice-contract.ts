/// <reference types="node" />
import { describe, expect, it, vi } from 'vitest';
import { type FragmentRequestInput, FragmentResponseSchema } from '../domain/fragment/contract';
import type { RemoteDeclaration } from '../domain/remotes/declaration';
import type { Release } from './release';
import { type FragmentWorkerApp, fakeRemoteBindings, postFragment, testRelease } from './test-support';

// The contract a vertical slice's fragment Worker keeps with the gateway, as one suite its Node tests call:
// the fragment renders from its own loader (no call back to the gateway), so the suite hands the remote's
// app a loader of its own and checks what the gateway relies on: 200 with the island's data, a 404
// fragment when the loader finds nothing, 400 for a bad request without loading, a logged 500 when the
// loader fails (the gateway then shows its fallback), JSON 404 for anything else.

/** What the suite's loader answers: the page's data, nothing (null), or a failure. */
export type ContractLoad<TLoad> = () => Promise<TLoad | null>;

export interface SliceContractOptions<TLoad> {
  remote: RemoteDeclaration;
  /** A fresh app of the remote's fragments whose fragment under test loads with `load`. */
  createApp: (load: ContractLoad<TLoad>) => FragmentWorkerApp;
  /** The island fragment under test (one of the remote's declared fragments). */
  fragment: string;
  /** A request the gateway would send for a page that exists. */
  request: FragmentRequestInput;
  /** What the loader finds for that page. */
  found: TLoad;
  /** The island's props the fragment must answer for that page, given the release it ran as. */
  expectedData: (release: Release) => unknown;
}

/**
 * Declares the slice contract's tests for one island fragment.
 * @example describeSliceContract({ remote, fragment: 'OffersPage', request: REQUEST, found: sampleLoad(),
 *   createApp: (load) => createApp(async () => load()), expectedData: (release) => toData(sampleLoad(), release.version) });
 */
export function describeSliceContract<TLoad>(options: SliceContractOptions<TLoad>): void {
  const { remote, fragment, request } = options;
  const release = testRelease(remote.name, `${remote.version}-canary`, 'canary');
  const { env } = fakeRemoteBindings({
    // A slice's fragment reads in its own Worker: a call to the gateway's API fails the test.
    release: () => Response.json(release),
  });
  const post = (load: ContractLoad<TLoad>, body: unknown = request) => {
    let loads = 0;
    const counted: ContractLoad<TLoad> = () => {
      loads += 1;
      return load();
    };
    const response = postFragment(options.createApp(counted), env, fragment, body);
    return { response, loads: () => loads };
  };

  describe(`${remote.name}: POST /fragments/${fragment} (the slice contract)`, () => {
    it('declares the fragment as an exposed island', () => {
      expect(remote.fragments[fragment]).toMatchObject({ island: true });
      expect(remote.exposes).toHaveProperty(`./${fragment}`);
    });

    it('renders the page from its loader, naming the build from release.json', async () => {
      const answer = await post(async () => options.found).response;
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

    it('answers a page its loader does not find with a 404 fragment and nothing to hydrate', async () => {
      const body = FragmentResponseSchema.parse(await (await post(async () => null).response).json());
      expect(body).toMatchObject({ status: 404, data: null, module: null });
    });

    it.each([
      ['not JSON', '{'],
      ['no tenant', { ...request, tenant: undefined }],
      ['a bad island id', { ...request, islandId: 'Not An Id' }],
    ])('answers 400 JSON for a body with %s, without loading', async (_, body) => {
      const { response, loads } = post(async () => options.found, body);
      const answer = await response;
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ error: expect.stringContaining('Invalid fragment request') });
      expect(loads()).toBe(0);
    });

    it('answers 500 and logs when its loader fails, so the gateway shows its fallback', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const answer = await post(() => Promise.reject(new Error('D1 is down'))).response;
      expect(answer.status).toBe(500);
      expect(log).toHaveBeenCalled();
      log.mockRestore();
    });

    it.each([
      ['GET', `/fragments/${fragment}`],
      ['POST', '/fragments/Nope'],
    ])('answers %s %s with 404 JSON', async (method, path) => {
      const app = options.createApp(async () => options.found);
      const answer = await app.request(`https://fragment.internal${path}`, { method }, env);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ error: expect.stringContaining('Not found') });
    });
  });
}
