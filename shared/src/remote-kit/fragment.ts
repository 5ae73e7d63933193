import type { Handler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ReactElement } from 'react';
import {
  type FragmentRedirect,
  FragmentRedirectSchema,
  type FragmentRequest,
  FragmentRequestSchema,
  type FragmentResponse,
} from '../domain/fragment/contract';
import type { TenantConfig } from '../domain/schemas/tenant';
import type { TenantStore } from '../server-kit/tenants';
import type { ApiBinding } from './api-client';
import type { AssetsBinding, RemoteBindings, RemoteWorkerEnv } from './bindings';
import type { Release } from './release';
import { renderIsland } from './render';

// One fragment route: parse the gateway's request, load, render, answer the FragmentResponse JSON.
// A remote's fragments differ only in their loader; everything else is here.

type FragmentHead = NonNullable<FragmentResponse['head']>;

const SERVER_TIMING = 'Server-Timing';

/** The API binding, noting the `Server-Timing` of every answer. */
function timedApi(api: ApiBinding): { binding: ApiBinding; timings: string[] } {
  const timings: string[] = [];
  const binding: ApiBinding = {
    async fetch(request) {
      const response = await api.fetch(request);
      const timing = response.headers.get(SERVER_TIMING);
      if (timing) timings.push(timing);
      return response;
    },
  };
  return { binding, timings };
}

/**
 * What a fragment's loader decides: the island to hydrate, a not-found page (status 404, nothing to
 * hydrate), or that the page is elsewhere on the site (a redirect, which the gateway answers when this
 * is the page's primary fragment; a path on this site only). A found fragment whose data is null is
 * server HTML only (module null: nothing to hydrate, e.g. a printable page).
 */
export type FragmentOutcome<TData> =
  | { found: true; data: TData; view: ReactElement; head: FragmentHead }
  | { found: false; view: ReactElement; head: FragmentHead }
  | { redirect: FragmentRedirect };

export interface FragmentContext<TBindings extends RemoteBindings = RemoteBindings> {
  request: FragmentRequest;
  env: TBindings;
  release: Release;
  /** The gateway's request id, when it sent one. */
  requestId: string | undefined;
  /**
   * The site's whole configuration (the server kit's tenant store: read by the slug the gateway sent,
   * kept in the isolate), for loaders that apply its rules (its stock, its dealerships).
   */
  site: () => Promise<TenantConfig>;
  /** Keeps work alive after the answer (a search index rebuild, a cache fill). */
  waitUntil: (promise: Promise<unknown>) => void;
}

export interface FragmentRoute<TData, TBindings extends RemoteBindings = RemoteBindings> {
  /** The fragment's name: its path is `/fragments/<name>` and its island is the exposed `./<name>`. */
  name: string;
  /** Loads and decides; throw an HTTPException for a bad request (400) or a bad upstream (502). */
  load: (context: FragmentContext<TBindings>) => Promise<FragmentOutcome<TData>>;
}

/** `waitUntil` of the request when there is an execution context (always in the Worker; not in Node tests). */
function waitUntilOf(c: { executionCtx: { waitUntil(promise: Promise<unknown>): void } }) {
  return (promise: Promise<unknown>) => {
    try {
      c.executionCtx.waitUntil(promise);
    } catch {
      // No execution context (a Node test): the promise runs on by itself.
    }
  };
}

/**
 * The Hono handler of one fragment, mounted at its path. `readRelease` reads this Worker's
 * release.json (once per isolate, see `releaseReader`); the fragment names that build.
 * @example app.post(fragmentPath(vehiclePage.name), fragmentHandler(vehiclePage, releaseReader('mfe_vehicle'), createTenantStore()));
 */
export function fragmentHandler<TData, TBindings extends RemoteBindings = RemoteBindings>(
  route: FragmentRoute<TData, TBindings>,
  readRelease: (assets: AssetsBinding) => Promise<Release>,
  tenants: TenantStore,
): Handler<RemoteWorkerEnv<TBindings>> {
  return async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const parsed = FragmentRequestSchema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      return c.json({ error: 'Invalid fragment request', issues }, 400);
    }
    const request = parsed.data;
    const release = await readRelease(c.env.ASSETS);
    const api = timedApi(c.env.API);
    const env = { ...c.env, API: api.binding };
    const site = async () => {
      const lookup = await tenants.bySlug(env.TENANTS, request.tenant.slug);
      if (lookup.kind === 'found') return lookup.tenant;
      throw new HTTPException(502, { message: `The site ${request.tenant.slug} is ${lookup.kind} here` });
    };
    const outcome = await route.load({
      request,
      env,
      release,
      requestId: c.req.header('x-request-id'),
      site,
      waitUntil: waitUntilOf(c),
    });
    const remote = { name: release.name, version: release.version, manifestUrl: release.manifestUrl };
    // The API's own figures (its D1 queries) travel on to the gateway, so the page's Server-Timing has them.
    if (api.timings.length > 0) c.header(SERVER_TIMING, api.timings.join(', '));
    if ('redirect' in outcome) {
      // Checked here too, so a loader's mistake is this remote's 500, not a page the gateway must refuse.
      const redirect = FragmentRedirectSchema.parse(outcome.redirect);
      const moved: FragmentResponse = {
        html: '',
        data: null,
        module: null,
        remote,
        stylesheets: [],
        status: redirect.status,
        head: null,
        redirect,
      };
      return c.json(moved);
    }
    const html = await renderIsland(outcome.view, request.islandId);
    const response: FragmentResponse = outcome.found
      ? {
          html,
          data: outcome.data,
          module: outcome.data === null ? null : `${release.name}/${route.name}`,
          remote,
          stylesheets: release.stylesheets,
          status: 200,
          head: outcome.head,
          redirect: null,
        }
      : {
          html,
          data: null,
          module: null,
          remote,
          stylesheets: release.stylesheets,
          status: 404,
          head: outcome.head,
          redirect: null,
        };
    return c.json(response);
  };
}
