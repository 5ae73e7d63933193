import { type FragmentRequest, fragmentSiteSettingsOf } from '@forecourt/shared';
import { FragmentFallback, FragmentIsland, NotFoundBody } from '@forecourt/shell';
import { type Context, Hono } from 'hono';
import { createElement } from 'react';
import { composePage, hydrationOf, type SlotOutcome } from '../composition/compose';
import { fetchFragment, fragmentTimeoutMs } from '../composition/fetch-fragment';
import {
  declaredHydrationTrigger,
  type FragmentSlot,
  islandIdFor,
  PAGE_ROUTES,
  type PageRoute,
} from '../composition/routes';
import type { AppEnv } from '../env';
import { htmlPage } from '../render/page';
import { type RegistryLookup, type ReleaseStore, resolveRemote } from '../services/releases';
import { hostnameOf } from '../services/tenants';

// Composed pages: tenant (middleware) → release of each remote (registry + the tenant's pin) → the
// page's fragments from the remotes' Workers, in parallel, each with a timeout and a fallback → one
// streamed document from the shell, with the fragments' islands in place.

/** Options of {@link pages}. */
export interface PagesOptions {
  /** The isolate's release registry cache (shared with the `/_mf` passthrough). */
  releases: ReleaseStore;
  /** The composed routes (default {@link PAGE_ROUTES}). */
  routes?: PageRoute[];
}

type PageContext = Context<AppEnv>;

/** What every fragment of one page request shares. */
interface PageRequest {
  c: PageContext;
  lookup: RegistryLookup;
  base: Omit<FragmentRequest, 'islandId'>;
  timeoutMs: number;
}

function logError(c: PageContext, message: string, fields: Record<string, unknown>): void {
  console.error(
    JSON.stringify({ level: 'error', message, requestId: c.get('requestId'), path: c.req.path, ...fields }),
  );
}

async function loadSlot(page: PageRequest, slot: FragmentSlot): Promise<SlotOutcome> {
  const { c, lookup } = page;
  const islandId = islandIdFor(slot.fragment);
  const fallback = (reason: string): SlotOutcome => ({ kind: 'fallback', slot, islandId, reason, durationMs: 0 });
  if (lookup.kind !== 'found') return fallback(`release registry ${lookup.kind}`);

  const tenant = c.get('tenant');
  const release = resolveRemote(lookup.registry, c.env, slot.remote, tenant.releases[slot.remote]);
  if ('problem' in release) {
    logError(c, 'no release for remote; using its fallback', { remote: slot.remote, problem: release.problem });
    return fallback(release.problem);
  }
  if (!release.pinHonoured) {
    console.warn(
      JSON.stringify({
        level: 'warn',
        message: "tenant's release pin not served; using stable",
        requestId: c.get('requestId'),
        tenant: tenant.slug,
        remote: slot.remote,
        pin: tenant.releases[slot.remote],
      }),
    );
  }

  const result = await fetchFragment({
    worker: release.worker,
    remote: slot.remote,
    expectedVersion: release.version,
    fragment: slot.fragment,
    request: { ...page.base, islandId },
    timeoutMs: page.timeoutMs,
    requestId: c.get('requestId'),
  });
  if (!result.ok) return { kind: 'fallback', slot, islandId, reason: result.reason, durationMs: result.durationMs };

  return {
    kind: 'fragment',
    slot,
    islandId,
    fragment: result.response,
    channel: release.channel,
    durationMs: result.durationMs,
    serverTiming: result.serverTiming,
  };
}

async function notFoundPage(c: PageContext, headers: Record<string, string> = {}): Promise<Response> {
  return htmlPage(c, {
    status: 404,
    title: 'Page not found',
    canonicalPath: c.req.path,
    body: createElement(NotFoundBody, { path: c.req.path }),
    headers,
  });
}

async function composedPage(c: PageContext, route: PageRoute, options: Required<PagesOptions>): Promise<Response> {
  const params = route.params.safeParse(c.req.param());
  if (!params.success) return notFoundPage(c);

  const tenant = c.get('tenant');
  const url = new URL(c.req.url);
  const lookup = await options.releases.load(c.env.TENANTS);
  if (lookup.kind !== 'found') {
    logError(c, `release registry ${lookup.kind}; composed pages use their fallbacks`, {
      ...(lookup.kind === 'invalid' ? { issues: lookup.issues.map((issue) => issue.message) } : {}),
    });
  }
  const timeoutMs = fragmentTimeoutMs(c.env);
  const page: PageRequest = {
    c,
    lookup,
    timeoutMs,
    base: {
      params: params.data,
      query: Object.fromEntries(url.searchParams),
      tenant: {
        slug: tenant.slug,
        host: hostnameOf(c.req.header('host') ?? url.host),
        websiteId: tenant.websiteId,
        soldTagText: tenant.soldTagText,
        settings: fragmentSiteSettingsOf(tenant),
      },
    },
  };
  const composed = composePage(route, await Promise.all(route.fragments.map((slot) => loadSlot(page, slot))));

  const headers: Record<string, string> = { 'Server-Timing': composed.serverTiming };
  if (composed.retryAfterSeconds !== null) headers['Retry-After'] = String(composed.retryAfterSeconds);
  if (composed.notFound) return notFoundPage(c, headers);

  const nonce = c.get('nonce');
  const parts = composed.slots.map((outcome) =>
    outcome.kind === 'fragment'
      ? createElement(FragmentIsland, {
          key: outcome.islandId,
          islandId: outcome.islandId,
          html: outcome.fragment.html,
          hydration: hydrationOf(outcome.fragment, declaredHydrationTrigger(outcome.slot)),
          nonce,
        })
      : createElement(FragmentFallback, { key: outcome.islandId, id: outcome.islandId, primary: outcome.slot.primary }),
  );
  return htmlPage(c, {
    status: composed.status,
    title: composed.title,
    description: composed.description,
    canonicalPath: c.req.path,
    // Composed pages share the chrome's page width; each fragment lays itself out inside it.
    body: createElement('div', { className: 'fc-container fc-page' }, ...parts),
    head: { preloads: composed.preloads, stylesheets: composed.stylesheets },
    headers,
  });
}

/**
 * The composed page routes (`/cars/:slug`, …), mounted with `app.route('/', pages({ releases }))`.
 * Each answers one streamed document: 200 with the fragments' islands; the not-found page when the
 * primary fragment says 404; 503 with `Retry-After` and a fallback block when the primary fragment
 * failed; never a 500 for a remote's failure. `Server-Timing` names each fragment's duration.
 *
 * @example app.route('/', pages({ releases: createReleaseStore() }));
 */
export function pages(options: PagesOptions): Hono<AppEnv> {
  const resolved: Required<PagesOptions> = {
    releases: options.releases,
    routes: options.routes ?? PAGE_ROUTES,
  };
  const app = new Hono<AppEnv>();
  for (const route of resolved.routes) app.get(route.path, (c) => composedPage(c, route, resolved));
  return app;
}
