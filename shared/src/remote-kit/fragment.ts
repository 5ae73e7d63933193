import type { Handler } from 'hono';
import type { ReactElement } from 'react';
import {
  type FragmentRequest,
  FragmentRequestSchema,
  type FragmentResponse,
  TENANT_HEADER,
} from '../domain/fragment/contract';
import type { AssetsBinding, RemoteBindings, RemoteWorkerEnv } from './bindings';
import type { Release } from './release';
import { renderIsland } from './render';

// One fragment route: parse the gateway's request, load, render, answer the FragmentResponse JSON.
// A remote's fragments differ only in their loader; everything else is here.

type FragmentHead = NonNullable<FragmentResponse['head']>;

/**
 * What a fragment's loader decides: the island to hydrate, or a not-found page (status 404, nothing to
 * hydrate). A found fragment whose data is null is server HTML only (module null: nothing to hydrate,
 * e.g. a printable page).
 */
export type FragmentOutcome<TData> =
  | { found: true; data: TData; view: ReactElement; head: FragmentHead }
  | { found: false; view: ReactElement; head: FragmentHead };

export interface FragmentContext<TBindings extends RemoteBindings = RemoteBindings> {
  request: FragmentRequest;
  env: TBindings;
  release: Release;
  /** The gateway's request id, when it sent one. */
  requestId: string | undefined;
}

export interface FragmentRoute<TData, TBindings extends RemoteBindings = RemoteBindings> {
  /** The fragment's name: its path is `/fragments/<name>` and its island is the exposed `./<name>`. */
  name: string;
  /** Loads and decides; throw an HTTPException for a bad request (400) or a bad upstream (502). */
  load: (context: FragmentContext<TBindings>) => Promise<FragmentOutcome<TData>>;
}

/**
 * The Hono handler of one fragment, mounted at its path. `readRelease` reads this Worker's
 * release.json (once per isolate, see `releaseReader`); the fragment names that build.
 * @example app.post(fragmentPath(vehiclePage.name), fragmentHandler(vehiclePage, releaseReader('mfe_vehicle')));
 */
export function fragmentHandler<TData, TBindings extends RemoteBindings = RemoteBindings>(
  route: FragmentRoute<TData, TBindings>,
  readRelease: (assets: AssetsBinding) => Promise<Release>,
): Handler<RemoteWorkerEnv<TBindings>> {
  return async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const parsed = FragmentRequestSchema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      return c.json({ error: 'Invalid fragment request', issues }, 400);
    }
    const request = parsed.data;
    const headerTenant = c.req.header(TENANT_HEADER);
    if (headerTenant !== undefined && headerTenant !== request.tenant.slug) {
      // The body is authoritative; a disagreement means a gateway bug worth seeing.
      console.warn(`[fc] ${TENANT_HEADER} ${headerTenant} differs from the body's tenant ${request.tenant.slug}`);
    }
    const release = await readRelease(c.env.ASSETS);
    const outcome = await route.load({ request, env: c.env, release, requestId: c.req.header('x-request-id') });
    const html = await renderIsland(outcome.view, request.islandId);
    const remote = { name: release.name, version: release.version, manifestUrl: release.manifestUrl };
    const response: FragmentResponse = outcome.found
      ? {
          html,
          data: outcome.data,
          module: outcome.data === null ? null : `${release.name}/${route.name}`,
          remote,
          status: 200,
          head: outcome.head,
        }
      : { html, data: null, module: null, remote, status: 404, head: outcome.head };
    return c.json(response);
  };
}
