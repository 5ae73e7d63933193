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
import { sharedWindowHeader } from '../domain/fragment/shared-window';
import type { TenantConfig } from '../domain/schemas/tenant';
import type { TenantStore } from '../server-kit/tenants';
import type { AssetsBinding, RemoteBindings, RemoteWorkerEnv } from './bindings';
import { answerAge, answerKey, type FragmentAnswerStore, type FragmentCachePolicy } from './fragment-cache';
import type { Release } from './release';
import { renderIsland } from './render';

// One fragment route: parse the gateway's request, load, render, answer the FragmentResponse JSON.
// A remote's fragments differ only in their loader; everything else is here.

type FragmentHead = NonNullable<FragmentResponse['head']>;

const SERVER_TIMING = 'Server-Timing';

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
   * with its dealerships' config_overrides folded in, kept in the isolate), for loaders that apply its
   * rules (its stock, its dealerships).
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
  /** Keeps its answers at the edge (what every shopper sees the same); none: rendered every time. */
  cache?: FragmentCachePolicy<FragmentContext<TBindings>>;
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

/** A fragment's answer, rendered from its loader's outcome. */
async function answerOf<TData, TBindings extends RemoteBindings>(
  route: FragmentRoute<TData, TBindings>,
  context: FragmentContext<TBindings>,
): Promise<FragmentResponse> {
  const { release, request } = context;
  const outcome = await route.load(context);
  const remote = { name: release.name, version: release.version, manifestUrl: release.manifestUrl };
  if ('redirect' in outcome) {
    // Checked here too, so a loader's mistake is this remote's 500, not a page the gateway must refuse.
    const redirect = FragmentRedirectSchema.parse(outcome.redirect);
    return {
      html: '',
      data: null,
      module: null,
      remote,
      stylesheets: [],
      status: redirect.status,
      head: null,
      redirect,
    };
  }
  const html = await renderIsland(outcome.view, request.islandId);
  if (!outcome.found) {
    return {
      html,
      data: null,
      module: null,
      remote,
      stylesheets: release.stylesheets,
      status: 404,
      head: outcome.head,
      redirect: null,
    };
  }
  return {
    html,
    data: outcome.data,
    module: outcome.data === null ? null : `${release.name}/${route.name}`,
    remote,
    stylesheets: release.stylesheets,
    status: 200,
    head: outcome.head,
    redirect: null,
  };
}

/**
 * The Hono handler of one fragment, mounted at its path. `readRelease` reads this Worker's
 * release.json (once per isolate, see `releaseReader`); the fragment names that build. A fragment with
 * a cache policy is answered from `answers` while its kept answer is fresh or stale (fragment-cache.ts).
 * @example app.post(fragmentPath(vehiclePage.name), fragmentHandler(vehiclePage, releaseReader('mfe_vehicle'), createTenantStore(), edgeAnswerStore()));
 */
export function fragmentHandler<TData, TBindings extends RemoteBindings = RemoteBindings>(
  route: FragmentRoute<TData, TBindings>,
  readRelease: (assets: AssetsBinding) => Promise<Release>,
  tenants: TenantStore,
  answers: FragmentAnswerStore | null = null,
): Handler<RemoteWorkerEnv<TBindings>> {
  // The kept answers this isolate is rendering again: one background render per answer at a time.
  const refreshing = new Set<string>();
  return async (c) => {
    const text = await c.req.text().catch(() => '');
    const parsed = FragmentRequestSchema.safeParse(parseJson(text));
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      return c.json({ error: 'Invalid fragment request', issues }, 400);
    }
    const request = parsed.data;
    const release = await readRelease(c.env.ASSETS);
    const env = c.env;
    const site = async () => {
      const lookup = await tenants.bySlug(env.TENANTS, request.tenant.slug, env.DB);
      if (lookup.kind === 'found') return lookup.tenant;
      throw new HTTPException(502, { message: `The site ${request.tenant.slug} is ${lookup.kind} here` });
    };
    const context: FragmentContext<TBindings> = {
      request,
      env,
      release,
      requestId: c.req.header('x-request-id'),
      site,
      waitUntil: waitUntilOf(c),
    };
    const rendered = () => answerOf(route, context);
    const policy = route.cache;
    // Every answer of a kept fragment says how long the page it is part of may be kept (shared-window.ts).
    if (policy) c.header('Cache-Control', sharedWindowHeader(policy));
    if (!policy || !answers) return c.json(await rendered());
    const dataVersion = await policy.dataVersion(context);
    if (dataVersion === null) return c.json(await rendered());
    const key = await answerKey(release, route.name, text, dataVersion);
    const keep = async (response: FragmentResponse) => {
      // Only a page as it is: a 404 or a redirect is cheap, and may be a page about to exist.
      if (response.status !== 200) return;
      const answer = { body: JSON.stringify(response), renderedAt: Date.now() };
      await answers.put(key, answer, policy.freshSeconds + policy.staleSeconds);
    };
    const kept = await answers.match(key);
    const age = kept ? answerAge(kept, policy, Date.now()) : 'expired';
    if (kept && age !== 'expired') {
      if (age === 'stale' && !refreshing.has(key)) {
        refreshing.add(key);
        const again = answerOf(route, context)
          .then(keep)
          .catch((error: unknown) => console.error(`[fc] ${release.name} ${route.name}: rendering again failed`, error))
          .finally(() => refreshing.delete(key));
        context.waitUntil(again);
      }
      c.header(SERVER_TIMING, `fragment-cache;desc="${age}"`, { append: true });
      return c.body(kept.body, 200, { 'content-type': 'application/json' });
    }
    const response = await rendered();
    context.waitUntil(keep(response));
    c.header(SERVER_TIMING, 'fragment-cache;desc="miss"', { append: true });
    return c.json(response);
  };
}

/** The body as JSON, or undefined when it is not (the schema then refuses it). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
