import {
  type Channel,
  type FragmentRedirect,
  type FragmentResponse,
  type HydrationTrigger,
  type SharedWindow,
  safeRedirectPath,
} from '@forecourt/shared';
import { type FragmentHydration, type Preload, uniquePreloads } from '@forecourt/shell';
import type { FragmentSlot, PageRoute } from './route-table';

// From what each fragment gave to what the page is: its status, head, preloads and parts. Pure, so
// the rules (the primary sets the status; a failed primary is a 503; a failed secondary is not) are
// tested without Workers.

/** How long a browser or crawler should wait before retrying a page whose main content failed. */
export const RETRY_AFTER_SECONDS = 30;

/** What one slot of the page came to. */
export type SlotOutcome =
  | {
      kind: 'fragment';
      slot: FragmentSlot;
      islandId: string;
      fragment: FragmentResponse;
      channel: Channel;
      durationMs: number;
      /** The fragment's own `Server-Timing` metrics (its API calls'), passed on in the page's. */
      serverTiming?: string | null;
      /** How long every shopper may be shown this fragment, as its remote says (absent or null: not shared). */
      shared?: SharedWindow | null;
    }
  | { kind: 'fallback'; slot: FragmentSlot; islandId: string; reason: string; durationMs: number };

/** A composed page, ready to render. */
export interface ComposedPage {
  status: number;
  /** The primary fragment says its subject is not on this site (404/410): render the not-found page. */
  notFound: boolean;
  /** The primary fragment says the page is elsewhere on this site: answer this redirect, no document. */
  redirect: FragmentRedirect | null;
  /** `Retry-After` seconds, when the main content failed. */
  retryAfterSeconds: number | null;
  title: string;
  description: string | undefined;
  preloads: Preload[];
  /** The fragments' own stylesheets, each once, each inside its fragment's build (`/_mf/<name>/<version>/`). */
  stylesheets: string[];
  slots: SlotOutcome[];
  /** The `Server-Timing` header value: one metric per fragment, then the metrics each fragment passed on. */
  serverTiming: string;
}

/**
 * How a fragment is hydrated: by its module with its data, when its trigger fires; only when it
 * rendered fine and names both.
 *
 * @example hydrationOf(fragment, 'visible') // → { module: 'mfe_vehicle/VehiclePage', remote, data, trigger: 'visible' } or null
 */
export function hydrationOf(fragment: FragmentResponse, trigger: HydrationTrigger): FragmentHydration | null {
  if (fragment.module === null || fragment.data === null || fragment.status >= 300) return null;
  return { module: fragment.module, remote: fragment.remote, data: fragment.data, trigger };
}

/**
 * The stylesheets a fragment names that lie inside the build it names: a remote styles only with
 * its own version's files (a pinned dealer gets that version's CSS, and nothing else's).
 * @example buildStylesheets(fragment) // ['/_mf/mfe_vehicle/1.0.0/styles.1a2b3c4d.css']
 */
export function buildStylesheets(fragment: FragmentResponse): string[] {
  const base = `/_mf/${fragment.remote.name}/${fragment.remote.version}/`;
  return fragment.stylesheets.filter((href) => href.startsWith(base) && !href.slice(base.length).includes('/'));
}

/** Same-origin paths only (`/x`, not `//host/x` or `https://…`). */
function isSameOriginPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
}

type PreloadImage = NonNullable<FragmentResponse['head']>['preloadImages'][number];

/** A fragment's image as a preload (a responsive one with its srcset and sizes); none unless every URL is same-origin. */
function imagePreload(image: PreloadImage): Preload[] {
  if (typeof image === 'string') return isSameOriginPath(image) ? [{ href: image, as: 'image' }] : [];
  const candidates = image.srcSet.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
  if (![image.href, ...candidates].every(isSameOriginPath)) return [];
  return [{ href: image.href, as: 'image', imageSrcSet: image.srcSet, imageSizes: image.sizes }];
}

function timingOf(outcome: SlotOutcome): string {
  const dur = Math.max(0, Math.round(outcome.durationMs * 10) / 10);
  const desc =
    outcome.kind === 'fragment'
      ? `${outcome.fragment.remote.name} ${outcome.fragment.remote.version} (${outcome.channel})`
      : 'fallback';
  const own = `${outcome.islandId};dur=${dur};desc="${desc.replace(/["\\]/g, '')}"`;
  return outcome.kind === 'fragment' && outcome.serverTiming ? `${own}, ${outcome.serverTiming}` : own;
}

/**
 * The page the outcomes make. The primary slot, where there is one, decides the status: its fragment's status (a 404 makes
 * the page the site's not-found page; a redirect on the site is the page's answer), or 503 with `Retry-After`
 * when it fell back. A secondary
 * slot's failure only puts its fallback block in place. Title and description come from the primary
 * fragment's head, else the route's title. Stylesheets, each once: every fragment's own (buildStylesheets).
 * Preloads, each once: the fragments' images (the primary's
 * first, its hero, with `fetchPriority: 'high'`). Nothing of an island's build: a module preload in
 * <head> competes with the stylesheets and the hero for the first paint, and the shell registers each
 * remote by its remoteEntry.js (no manifest to fetch), which the island's loader fetches when its trigger fires.
 *
 * @example const page = composePage(route, outcomes); // page.status, page.title, page.preloads …
 */
export function composePage(route: Pick<PageRoute, 'title'>, outcomes: SlotOutcome[]): ComposedPage {
  // A page without a primary slot (the home page: every block is secondary) is never a 503.
  const primary = outcomes.find((outcome) => outcome.slot.primary);
  const primaryFragment = primary?.kind === 'fragment' ? primary.fragment : null;
  const redirect = primaryFragment?.redirect ?? null;
  // The contract refuses a redirect off the site already; one that got here anyway is a broken remote.
  const offSite = redirect !== null && safeRedirectPath(redirect.location) !== redirect.location;
  const failed = primary?.kind === 'fallback' || offSite;
  const status = failed ? 503 : (redirect?.status ?? primaryFragment?.status ?? 200);
  const notFound = status === 404 || status === 410;

  const images: Preload[] = [];
  const stylesheets: string[] = [];
  if (!notFound && redirect === null) {
    for (const outcome of outcomes) {
      if (outcome.kind !== 'fragment') continue;
      stylesheets.push(...buildStylesheets(outcome.fragment));
      const preloads = (outcome.fragment.head?.preloadImages ?? []).flatMap(imagePreload);
      preloads.forEach((preload, i) => {
        if (outcome === primary && i === 0) images.unshift({ ...preload, fetchPriority: 'high' });
        else images.push(preload);
      });
    }
  }

  return {
    status,
    notFound,
    redirect: failed ? null : redirect,
    retryAfterSeconds: failed ? RETRY_AFTER_SECONDS : null,
    title: primaryFragment?.head?.title ?? route.title,
    description: primaryFragment?.head?.description,
    preloads: uniquePreloads(images),
    stylesheets: [...new Set(stylesheets)],
    slots: outcomes,
    serverTiming: outcomes.map(timingOf).join(', '),
  };
}
