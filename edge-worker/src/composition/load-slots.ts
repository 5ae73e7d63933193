import {
  DEFAULT_HYDRATION_TRIGGER,
  type FragmentRequest,
  fragmentSiteSettingsOf,
  outcomeOfReason,
  siteOrigin,
} from '@forecourt/shared';
import { hostnameOf } from '@forecourt/shared/server-kit/tenants';
import { FragmentFallback, FragmentIsland } from '@forecourt/shell';
import type { Context } from 'hono';
import { createElement, type ReactElement } from 'react';
import type { AppEnv } from '../env';
import { hydrationOf, type SlotOutcome } from './compose';
import { fetchFragment, fragmentTimeoutMs } from './fetch-fragment';
import { remoteBinding } from './remotes';
import { type FragmentSlot, islandIdFor, type RouteTable } from './route-table';

// A page's fragments, asked of their remotes: the release of each remote (registry + the tenant's pin),
// then every slot's fragment in parallel, each with its timeout and fallback. Shared by the declared
// pages (routes/pages.ts) and the home page, whose blocks are the dealer's configuration.

type PageContext = Context<AppEnv>;

/** What every fragment of one page request shares. */
interface PageRequest {
  c: PageContext;
  /** The tenant's routes (its releases), or null when the registry could not be read. */
  table: RouteTable | null;
  base: Omit<FragmentRequest, 'islandId'>;
  timeoutMs: number;
}

/**
 * Logs an error line of a page request (its request id and path on it).
 * @example logPageError(c, 'no release for remote; using its fallback', { remote });
 */
export function logPageError(c: PageContext, message: string, fields: Record<string, unknown>): void {
  console.error(
    JSON.stringify({ level: 'error', message, requestId: c.get('requestId'), path: c.req.path, ...fields }),
  );
}

async function loadSlot(page: PageRequest, slot: FragmentSlot): Promise<SlotOutcome> {
  const { c, table } = page;
  const islandId = islandIdFor(slot.fragment);
  const fallback = (reason: string): SlotOutcome => ({ kind: 'fallback', slot, islandId, reason, durationMs: 0 });
  if (table === null) return fallback('release registry unavailable');

  const tenant = c.get('tenant');
  const release = table.releases.get(slot.remote);
  const worker = release ? remoteBinding(c.env, slot.remote, release.channel) : undefined;
  if (release === undefined || worker === undefined) {
    const problem = release === undefined ? 'not-in-registry' : 'no-binding';
    logPageError(c, 'no release for remote; using its fallback', { remote: slot.remote, problem });
    return fallback(problem);
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
    worker,
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
    shared: result.shared,
  };
}

/** Who a page is for, beyond every shopper: what its fragments may be told. */
export interface PageAudience {
  /** The shopper's own page (declared `shopper`): its fragments are told the signed-in shopper, if any. */
  shopper?: boolean;
  /** A dealer's page (declared `dealer`): its fragments are told the dealer is signed in, when they are. */
  dealer?: boolean;
}

/**
 * Every slot's outcome, in slot order: the fragments asked for in parallel, a failed one (no release,
 * an error, a timeout) its fallback. Never throws. `audience`: whom the page is for, so what its fragments
 * are told of who asked (nothing, by default).
 *
 * @example const outcomes = await loadSlots(c, table, route.fragments, params, route);
 */
export async function loadSlots(
  c: PageContext,
  table: RouteTable | null,
  slots: readonly FragmentSlot[],
  params: Record<string, string>,
  audience: PageAudience = {},
): Promise<SlotOutcome[]> {
  const tenant = c.get('tenant');
  const url = new URL(c.req.url);
  const session = audience.shopper ? c.get('session') : null;
  const dealer = audience.dealer === true && c.get('dealer');
  const page: PageRequest = {
    c,
    table,
    timeoutMs: fragmentTimeoutMs(c.env),
    base: {
      params,
      query: Object.fromEntries(url.searchParams),
      tenant: {
        slug: tenant.slug,
        host: hostnameOf(c.req.header('host') ?? url.host),
        origin: siteOrigin(tenant, url.origin),
        websiteId: tenant.websiteId,
        soldTagText: tenant.soldTagText,
        settings: fragmentSiteSettingsOf(tenant),
      },
      ...(session ? { shopper: { userId: session.userId, phone: session.phone } } : {}),
      ...(dealer ? { dealer: true as const } : {}),
    },
  };
  const outcomes = await Promise.all(slots.map((slot) => loadSlot(page, slot)));
  noteOutcomes(c, table, outcomes);
  return outcomes;
}

/** Notes each fragment's outcome against the version of its remote the page asked, for the health counts. */
function noteOutcomes(c: PageContext, table: RouteTable | null, outcomes: readonly SlotOutcome[]): void {
  const noted = c.get('fragmentOutcomes') ?? [];
  for (const outcome of outcomes) {
    const version = table?.releases.get(outcome.slot.remote)?.version;
    if (version === undefined) continue;
    const kind =
      outcome.kind === 'fallback' ? outcomeOfReason(outcome.reason) : outcome.fragment.status >= 500 ? 'error' : 'ok';
    noted.push({ remote: outcome.slot.remote, version, outcome: kind });
  }
  c.set('fragmentOutcomes', noted);
}

/**
 * What a slot puts on the page: its fragment's island (hydrated when its declared trigger fires), or
 * its fallback block.
 *
 * @example outcomes.map((outcome) => slotElement(outcome, c.get('nonce'), table))
 */
export function slotElement(outcome: SlotOutcome, nonce: string, table: RouteTable | null): ReactElement {
  return outcome.kind === 'fragment'
    ? createElement(FragmentIsland, {
        key: outcome.islandId,
        islandId: outcome.islandId,
        html: outcome.fragment.html,
        hydration: hydrationOf(outcome.fragment, table?.hydrationTrigger(outcome.slot) ?? DEFAULT_HYDRATION_TRIGGER),
        nonce,
      })
    : createElement(FragmentFallback, { key: outcome.islandId, id: outcome.islandId, primary: outcome.slot.primary });
}
