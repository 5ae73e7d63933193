import { z } from 'zod';
import { CarSlugSchema } from '../routes/cars';
import type { RemoteName } from './remotes';

// Page routes composed from remotes' fragments: which remote and fragment own each part of a page.
// The gateway asks for a page's fragments in parallel; the primary one sets the page's status and head.

/** A path segment of a search route: a car-type page, make, model, body or dealership slug. */
const SearchSegmentSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9][a-z0-9_-]*$/i, 'expected a slug');

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
 * The composed pages.
 *
 * @example PAGE_ROUTES.find((route) => route.path === '/cars/:slug')?.fragments[0]?.fragment // → 'VehiclePage'
 */
export const PAGE_ROUTES: PageRoute[] = [
  {
    path: '/cars/:slug',
    title: 'Car details',
    params: z.object({ slug: CarSlugSchema }),
    fragments: [{ remote: 'mfe_vehicle', fragment: 'VehiclePage', primary: true }],
  },
  // The printable page of a car (spec: 000 §2 /print?car_id={slug}): server HTML only, no island; the
  // car comes from the query, so an unknown or missing car_id is mfe_vehicle's 404.
  {
    path: '/print',
    title: 'Print car details',
    params: z.object({}),
    fragments: [{ remote: 'mfe_vehicle', fragment: 'VehiclePrint', primary: true }],
  },
  // Stock search (spec: 000 §2, 001 §2): /search, /search/{car type|make|body|dealership},
  // /search/{make}/{model}. Which segment is which, and whether this site has it, is mfe-search's call.
  ...['/search', '/search/:first', '/search/:first/:second'].map(
    (path): PageRoute => ({
      path,
      title: 'Search cars',
      params: z.object({ first: SearchSegmentSchema.optional(), second: SearchSegmentSchema.optional() }),
      fragments: [{ remote: 'mfe_search', fragment: 'SearchPage', primary: true }],
    }),
  ),
];

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
