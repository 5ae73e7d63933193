import { DEFAULT_HYDRATION_TRIGGER, type HydrationTrigger } from '@forecourt/shared';
import { hydrationTriggerOf } from '@forecourt/shared/remotes/declaration';
import type { z } from 'zod';
import { DECLARED_REMOTES } from './declared-remotes.generated';
import type { RemoteName } from './remotes';

// Page routes composed from remotes' fragments: which remote and fragment own each part of a page, as
// each remote declares its pages (mfe-<name>/remote.ts). The gateway asks for a page's fragments in
// parallel; the primary one sets the page's status and head.

/** One fragment on a page. */
export interface FragmentSlot {
  remote: RemoteName;
  /** The fragment's name on the remote's Worker (`/fragments/<name>`), PascalCase like its exposed module. */
  fragment: string;
  /** The page's main content: its status is the page's (404 → a 404 page), its head the page's head. */
  primary: boolean;
}

/** A composed page route. */
export interface PageRoute {
  /** Hono path pattern. */
  path: string;
  /** The page's title when the primary fragment gives none (a fallback). */
  title: string;
  /** Validates the route params; a request whose params fail is a 404 without asking any remote. */
  params: z.ZodType<Record<string, string>>;
  /** In page order; exactly one is primary. */
  fragments: FragmentSlot[];
}

/**
 * The composed pages: every page every remote declares, in the remotes' folder order.
 *
 * @example PAGE_ROUTES.find((route) => route.path === '/cars/:slug')?.fragments[0]?.fragment // → 'VehiclePage'
 */
export const PAGE_ROUTES: PageRoute[] = DECLARED_REMOTES.flatMap((remote) =>
  remote.pages.map(
    (page): PageRoute => ({
      path: page.path,
      title: page.title,
      params: page.params,
      fragments: page.fragments.map((slot) => ({
        // A slot may name another remote's fragment; the gateway checks the name against the table.
        remote: (slot.remote ?? remote.name) as RemoteName,
        fragment: slot.fragment,
        primary: slot.primary,
      })),
    }),
  ),
);

/**
 * The island id of a fragment on a page: `fc-` and its name in kebab case. The remote renders with it
 * as React's `identifierPrefix`, the client hydrates with the same, so ids never collide across islands.
 *
 * @example islandIdFor('VehiclePage') // → 'fc-vehicle-page'
 */
export function islandIdFor(fragment: string): string {
  const kebab = fragment
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();
  return `fc-${kebab.replace(/^-+|-+$/g, '')}`;
}

/**
 * When a slot's island hydrates in the browser: what its remote declares for the fragment (`load` by
 * default), whichever page the slot is on.
 *
 * @example declaredHydrationTrigger({ remote: 'mfe_vehicle', fragment: 'VehiclePage' }) // → 'load'
 */
export function declaredHydrationTrigger(slot: Pick<FragmentSlot, 'remote' | 'fragment'>): HydrationTrigger {
  const remote = DECLARED_REMOTES.find((declared) => declared.name === slot.remote);
  return remote ? hydrationTriggerOf(remote, slot.fragment) : DEFAULT_HYDRATION_TRIGGER;
}
